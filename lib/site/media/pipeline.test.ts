import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { DocumentJob, PhotoJob } from "@/lib/site/content/materials";
import { carriesGps } from "./exif-tags";
import {
  buildMedia,
  checkDocument,
  checkPhoto,
  cropRegion,
  LIMITS,
  MaterialError,
  MaterialsError,
  type BuildOptions,
} from "./pipeline";
import type { SlotKind } from "./slots";

// The pipeline on files this test makes: real JPEG, PNG, GIF, WebP, SVG and PDF files written to a
// temporary folder, encoded by sharp into a temporary public/ folder, and read back.

const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `media-${name}-`));

/** A photograph-like picture: a gradient with gaussian grain, so an encoder has real work. */
async function picture(width: number, height: number, format: "jpeg" | "png" = "jpeg") {
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  const sky = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#203050"/><stop offset="1" stop-color="#d8b080"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="${width / 3}" y="${height / 2}" width="${width / 6}" height="${height / 2}" fill="#101820"/></svg>`,
  );
  const base = sharp(sky).composite([{ input: grain, blend: "soft-light" }]);
  return format === "png" ? base.png().toBuffer() : base.jpeg({ quality: 90 }).toBuffer();
}

const job = (id: string, kind: SlotKind, file: string, extra: Partial<PhotoJob["photo"]> = {}): PhotoJob => ({
  id,
  field: id,
  kind,
  photo: { file, alt: "샘플 사진: 테스트가 만든 그림", ...extra },
});

async function setup(files: Record<string, Buffer | string>) {
  const root = tmp("build");
  const materialsDir = path.join(root, "materials");
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(materialsDir, name)), { recursive: true });
    await writeFile(path.join(materialsDir, name), bytes);
  }
  const publicDir = path.join(root, "public");
  await mkdir(publicDir, { recursive: true });
  return { root, materialsDir, publicDir, cacheDir: path.join(root, "cache") };
}

const build = (dirs: Awaited<ReturnType<typeof setup>>, photos: PhotoJob[], documents: DocumentJob[] = []) =>
  buildMedia({ ...dirs, photos, documents } satisfies BuildOptions);

async function problemsOf(run: Promise<unknown>): Promise<string[]> {
  try {
    await run;
  } catch (error) {
    if (error instanceof MaterialsError) return error.problems.map((p) => p.message);
    if (error instanceof MaterialError) return [error.message];
    throw error;
  }
  throw new Error("expected the materials to be refused");
}

describe("the image pipeline", () => {
  it("turns a phone photo upright by its EXIF orientation and serves it with no metadata at all (no GPS, no camera)", async () => {
    // Stored landscape (4:3), shown portrait: orientation 6 means "rotate 90° clockwise".
    const raw = await picture(2400, 1800);
    const phone = await sharp(raw)
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "SampleCam", Model: "S1", ImageDescription: "model house" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "37/1 33/1 1234/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "126/1 58/1 0/1",
        },
      })
      .jpeg()
      .toBuffer();
    const meta = await sharp(phone).metadata();
    expect(meta.orientation).toBe(6);
    expect(carriesGps(meta.exif)).toBe(true);

    const dirs = await setup({ "model-house/living.jpg": phone });
    const { manifest } = await build(dirs, [job("interiors.74A[0]", "panel", "model-house/living.jpg")]);
    const pic = manifest.pictures["interiors.74A[0]"]!;
    expect(pic.width).toBeLessThan(pic.height);
    expect(pic.avif.map((v) => v.width)).toEqual([480, 828, 1080, 1320]);
    for (const v of [...pic.avif, ...pic.webp]) {
      const served = readFileSync(path.join(dirs.publicDir, v.src));
      const out = await sharp(served).metadata();
      expect(out.width, v.src).toBe(v.width);
      expect(out.height!, v.src).toBeGreaterThan(out.width!);
      expect(out.exif, v.src).toBeUndefined();
      expect(out.xmp, v.src).toBeUndefined();
      expect(out.iptc, v.src).toBeUndefined();
      expect(out.orientation ?? 1, v.src).toBe(1);
      expect(served.includes(Buffer.from("SampleCam")), v.src).toBe(false);
    }
    expect(pic.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("converts a CMYK print rendering and a 16-bit PNG to 8-bit sRGB, and keeps a PNG's transparency", async () => {
    const cmyk = await sharp(await picture(1700, 1000))
      .toColourspace("cmyk")
      .jpeg({ quality: 92 })
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    const deep = await sharp(await picture(1700, 1000, "png"))
      .toColourspace("rgb16")
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    const clear = await sharp({
      create: { width: 1700, height: 1000, channels: 4, background: { r: 20, g: 40, b: 60, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 160, b: 90, alpha: 1 } } },
          left: 400,
          top: 200,
        },
      ])
      .png()
      .toBuffer();
    const dirs = await setup({ "print/night.jpg": cmyk, "print/deep.png": deep, "plans/site.png": clear });
    const { manifest } = await build(dirs, [
      job("premium", "banner", "print/night.jpg"),
      job("community", "banner", "print/deep.png"),
      job("sitePlan", "plan", "plans/site.png"),
    ]);
    for (const id of ["premium", "community"]) {
      for (const v of manifest.pictures[id]!.avif) {
        const out = await sharp(readFileSync(path.join(dirs.publicDir, v.src))).metadata();
        expect([out.space, out.depth, out.channels], v.src).toEqual(["srgb", "uchar", 3]);
      }
    }
    // The CMYK file's colours survive the conversion: its warm bottom stays warm.
    const { data } = await sharp(readFileSync(path.join(dirs.publicDir, manifest.pictures.premium!.webp[0]!.src)))
      .extract({ left: 10, top: 300, width: 20, height: 20 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]!).toBeGreaterThan(data[2]!);
    const plan = manifest.pictures.sitePlan!;
    expect(plan.color).toBeNull();
    for (const v of [...plan.avif, ...plan.webp]) {
      const served = sharp(readFileSync(path.join(dirs.publicDir, v.src)));
      expect((await served.metadata()).hasAlpha, v.src).toBe(true);
      const { channels } = await served.extractChannel("alpha").stats();
      expect(channels[0]!.min, v.src).toBe(0);
    }
  });

  it("cuts a phone's portrait out of a landscape hero around its focus point", async () => {
    const dirs = await setup({ "renderings/birdseye.jpg": await picture(4000, 2250) });
    const { manifest } = await build(dirs, [
      job("hero.desktop", "heroDesktop", "renderings/birdseye.jpg"),
      job("hero.phone", "heroPhone", "renderings/birdseye.jpg", { focus: [0.8, 0.5] }),
    ]);
    const phone = manifest.pictures["hero.phone"]!;
    expect(phone.width / phone.height).toBeCloseTo(9 / 16, 2);
    expect(manifest.pictures["hero.desktop"]!.avif.map((v) => v.width)).toEqual([1280, 1920, 2560]);
    expect(cropRegion(4000, 2250, 9 / 16, [0.8, 0.5])).toEqual({ left: 2567, top: 0, width: 1266, height: 2250 });
    expect(cropRegion(4000, 2250, 9 / 16, [1, 0]).left).toBe(4000 - 1266);
  });

  it("draws an SVG plan at the slot's widths, and refuses one that carries a script or fetches anything", async () => {
    const plan = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 700" width="1000" height="700"><rect width="1000" height="700" fill="#f5f2ec"/><path d="M100 100h800v500H100z" fill="none" stroke="#101b2f" stroke-width="4"/></svg>`;
    const scripted = plan.replace("<rect", `<script>alert(1)</script><rect`);
    const handler = plan.replace("<rect", `<rect onload="alert(1)"`);
    const remote = plan.replace("<rect", `<image href="https://example.org/x.png" width="10" height="10"/><rect`);
    const dirs = await setup({
      "plans/site.svg": plan,
      "plans/a.svg": scripted,
      "plans/b.svg": handler,
      "plans/c.svg": remote,
    });
    const problems = await problemsOf(
      build(dirs, [
        job("unitLayout", "plan", "plans/a.svg"),
        job("locationMap", "plan", "plans/b.svg"),
        job("sitePlan", "plan", "plans/c.svg"),
      ]),
    );
    expect(problems).toEqual([
      "materials.ts: unitLayout.file: 'plans/a.svg' is an SVG that carries a <script> element: the site shows no drawing that can run code or fetch anything",
      "materials.ts: locationMap.file: 'plans/b.svg' is an SVG that carries an event handler attribute (on…=): the site shows no drawing that can run code or fetch anything",
      "materials.ts: sitePlan.file: 'plans/c.svg' is an SVG that carries a link to a file or address outside the drawing: the site shows no drawing that can run code or fetch anything",
    ]);
    const { manifest } = await build(dirs, [job("sitePlan", "plan", "plans/site.svg")]);
    const drawn = manifest.pictures.sitePlan!;
    expect(drawn.width).toBe(2560);
    expect(drawn.height).toBe(1792);
    const largest = await sharp(readFileSync(path.join(dirs.publicDir, drawn.webp.at(-1)!.src))).metadata();
    expect([largest.width, largest.height]).toEqual([2560, 1792]);
  });

  it("stops at a bad file with a message naming the field and the file, and writes nothing into public/", async () => {
    const good = await picture(2000, 1200);
    const word = Buffer.concat([
      Buffer.from("PK\x03\x04", "latin1"),
      Buffer.alloc(26),
      Buffer.from("[Content_Types].xml", "latin1"),
      Buffer.alloc(200),
    ]);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(400),
    ]);
    const truncated = good.subarray(0, Math.floor(good.length / 3));
    const small = await picture(600, 338);
    const frame = (colour: string) => ({
      create: { width: 1400, height: 900, channels: 3 as const, background: colour },
    });
    const frames = await Promise.all(["#102030", "#a08060", "#406080"].map((c) => sharp(frame(c)).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const dirs = await setup({
      "a/word.jpg": word,
      "a/heic.jpg": heic,
      "a/cut.jpg": truncated,
      "a/small.jpg": small,
      "a/moving.gif": animated,
      "a/good.jpg": good,
    });
    writeFileSync(path.join(dirs.publicDir, "untouched.txt"), "before");
    await mkdir(path.join(dirs.publicDir, "media"));
    writeFileSync(path.join(dirs.publicDir, "media/manifest.json"), "{}");
    const problems = await problemsOf(
      build(dirs, [
        job("interiors.74A[0]", "interior", "a/word.jpg"),
        job("interiors.74A[1]", "interior", "a/heic.jpg"),
        job("interiors.74A[2]", "interior", "a/cut.jpg"),
        job("hero.desktop", "heroDesktop", "a/small.jpg"),
        job("premiumCards.PREMIUM 01", "cover", "a/moving.gif"),
        job("brand", "cover", "a/missing.jpg"),
        job("premium", "banner", "a/good.jpg"),
      ]),
    );
    expect(problems).toEqual([
      "materials.ts: interiors.74A[0].file: 'a/word.jpg' is not a picture the site can show: it is a Microsoft Office document (Word, Excel or PowerPoint)",
      "materials.ts: interiors.74A[1].file: 'a/heic.jpg' is not a picture the site can show: it is a HEIC photo (an iPhone's format; export it as JPEG)",
      expect.stringMatching(/^materials\.ts: interiors\.74A\[2\]\.file: 'a\/cut\.jpg' is truncated or corrupt: /),
      "materials.ts: hero.desktop.file: 'a/small.jpg' is 600 x 338 px: the home page's first screen on a desktop needs at least 1920 px of width",
      "materials.ts: premiumCards.PREMIUM 01.file: 'a/moving.gif' is animated (3 frames): this slot needs a still picture",
      "materials.ts: brand.file: 'a/missing.jpg' is not in materials/ (the complex's materials folder)",
    ]);
    expect(readdirSync(dirs.publicDir).sort()).toEqual(["media", "untouched.txt"]);
    expect(readdirSync(path.join(dirs.publicDir, "media"))).toEqual(["manifest.json"]);
    expect(readFileSync(path.join(dirs.publicDir, "media/manifest.json"), "utf8")).toBe("{}");
    expect(existsSync(dirs.cacheDir)).toBe(false);
  });

  it("refuses a picture over the size limit before reading it, and a hero whose portrait crop is too narrow", async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(LIMITS.imageBytes)]);
    await expect(checkPhoto(huge, job("brand", "cover", "big.jpg"))).rejects.toThrow(
      "materials.ts: brand.file: 'big.jpg' is 80.0 MB, over the 80.0 MB limit for a picture",
    );
    // 2400 x 1350 is wide enough for a desktop, but its 9:16 portrait is 759 px wide.
    await expect(checkPhoto(await picture(2400, 1350), job("hero.phone", "heroPhone", "wide.jpg"))).rejects.toThrow(
      "'wide.jpg' is 2400 x 1350 px (its 759 x 1350 portrait crop): the home page's first screen on a phone (portrait) needs at least 1080 px of width",
    );
  });

  it("encodes an unchanged original once: the next build takes it from the cache, and a changed file alone is encoded again", async () => {
    const dirs = await setup({ "a.jpg": await picture(1700, 1000), "b.jpg": await picture(1700, 1100) });
    const jobs = [job("premium", "banner", "a.jpg"), job("community", "banner", "b.jpg")];
    const first = await build(dirs, jobs);
    expect([first.encoded, first.cached]).toEqual([2, 0]);
    const second = await build(dirs, jobs);
    expect([second.encoded, second.cached]).toEqual([0, 2]);
    expect(second.manifest).toEqual(first.manifest);
    writeFileSync(path.join(dirs.materialsDir, "b.jpg"), await picture(1800, 1100));
    const third = await build(dirs, jobs);
    expect([third.encoded, third.cached]).toEqual([1, 1]);
    // public/media holds this build's files only: b's old files are gone.
    const served = readdirSync(path.join(dirs.publicDir, "media")).filter((f) => f !== "manifest.json");
    const listed = Object.values(third.manifest.pictures).flatMap((p) =>
      [...p.avif, ...p.webp].map((v) => path.basename(v.src)),
    );
    expect(served.sort()).toEqual(listed.sort());
  });

  it("serves a document byte for byte under a name that changes with its content, and refuses a renamed or truncated one", async () => {
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.7\n", "latin1"),
      Buffer.alloc(300_000, 7),
      Buffer.from("\n%%EOF\n", "latin1"),
    ]);
    const dirs = await setup({
      "docs/notice.pdf": pdf,
      "docs/word.pdf": Buffer.concat([
        Buffer.from("PK\x03\x04", "latin1"),
        Buffer.alloc(26),
        Buffer.from("word/document.xml", "latin1"),
      ]),
      "docs/cut.pdf": pdf.subarray(0, 200_000),
    });
    const doc = (id: string, file: string): DocumentJob => ({
      id,
      field: id,
      document: { file, title: "입주자 모집공고문" },
    });
    expect(() =>
      checkDocument(readFileSync(path.join(dirs.materialsDir, "docs/word.pdf")), doc("documents[0]", "docs/word.pdf")),
    ).toThrow(
      "materials.ts: documents[0].file: 'docs/word.pdf' is not a PDF: it is a Microsoft Office document (Word, Excel or PowerPoint)",
    );
    expect(() => checkDocument(pdf.subarray(0, 200_000), doc("notice", "docs/cut.pdf"))).toThrow(
      "is truncated: a PDF ends with %%EOF, and this one does not",
    );
    const { manifest } = await build(dirs, [], [doc("notice", "docs/notice.pdf")]);
    const served = manifest.documents.notice!;
    expect(served.href).toMatch(/^\/media\/notice-[0-9a-f]{10}\.pdf$/);
    expect(served.bytes).toBe(pdf.length);
    expect(readFileSync(path.join(dirs.publicDir, served.href)).equals(pdf)).toBe(true);
  });
});
