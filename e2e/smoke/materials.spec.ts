import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { documentJobs, materials, photoJobs } from "../../lib/site/content/materials";
import { announcement as announcementInfo, interiors, unitTypes } from "../../lib/site/content";
import { homeArt } from "../../lib/site/content/home";
import { pdfSize, type MediaManifest } from "../../lib/site/media/manifest";
import { selectedComplex } from "../support/complexes";

// The complex's own materials as a visitor's browser receives them, on every complex's build (npm
// test runs the smoke set on the main build and on the second complex's, which gives photos and
// documents of its own): each photo the content gives is served upright as AVIF and WebP with no
// metadata at all, every page shows the photo where the content gives one and our drawing where it
// does not, and documents are served byte for byte. Requests only, no browser.

const materialsDir = path.resolve(__dirname, "../../lib/site/content/complexes", selectedComplex(), "materials");
const photos = photoJobs(materials);
const documents = documentJobs(materials);
const IMMUTABLE = "public, max-age=31536000, immutable";

async function manifestOf(request: import("@playwright/test").APIRequestContext): Promise<MediaManifest> {
  const res = await request.get("/media/manifest.json");
  expect(res.status()).toBe(200);
  return (await res.json()) as MediaManifest;
}

test.describe.configure({ mode: "parallel" });

test("every photo of the content is served as AVIF and WebP at its widths, upright, with no EXIF, GPS or other metadata", async ({
  request,
}) => {
  const manifest = await manifestOf(request);
  expect(Object.keys(manifest.pictures).sort()).toEqual(photos.map((j) => j.id).sort());
  for (const job of photos) {
    const picture = manifest.pictures[job.id]!;
    const source = await sharp(readFileSync(path.join(materialsDir, job.photo.file))).metadata();
    for (const [format, variants] of [
      ["avif", picture.avif],
      ["webp", picture.webp],
    ] as const) {
      expect(variants.length, `${job.id} ${format}`).toBeGreaterThan(0);
      for (const v of variants) {
        const res = await request.get(v.src);
        expect(res.status(), v.src).toBe(200);
        expect(res.headers()["content-type"], v.src).toBe(`image/${format}`);
        expect(res.headers()["cache-control"], v.src).toBe(IMMUTABLE);
        const body = await res.body();
        const meta = await sharp(body).metadata();
        expect(meta.width, v.src).toBe(v.width);
        expect([meta.exif, meta.xmp, meta.iptc], `${v.src} carries metadata`).toEqual([
          undefined,
          undefined,
          undefined,
        ]);
        expect(meta.orientation ?? 1, v.src).toBe(1);
        expect(body.includes(Buffer.from("Exif\0\0", "latin1")), `${v.src} carries an EXIF block`).toBe(false);
        // A phone's portrait, stored sideways with orientation 6 or 8, is served standing up.
        if ((source.orientation ?? 1) >= 5 && job.kind !== "heroPhone")
          expect(meta.height!, `${v.src} is upright`).toBeGreaterThan(meta.width!);
      }
    }
  }
});

test("each page shows the builder's photo where the content gives one, and our drawing where it does not", async ({
  request,
}) => {
  const manifest = await manifestOf(request);
  const html = async (route: string) => (await request.get(route)).text();
  const first = (id: string) => manifest.pictures[id]?.avif[0]?.src;
  const home = await html("/");
  if (materials.hero) {
    expect(home).toContain(first("hero.desktop")!);
    expect(home).toContain(first("hero.phone")!);
    expect(home).not.toContain(manifest.drawings[homeArt.hero.src]!.avif[0]!.src);
    // The largest paint is preloaded at high priority, as AVIF, for the viewport it fits: the portrait below 900 px.
    const preloads = [...home.matchAll(/<link[^>]+rel="preload"[^>]*>/g)]
      .map((m) => m[0])
      .filter((l) => l.includes('as="image"'));
    const phone = preloads.find((l) => l.includes(first("hero.phone")!));
    expect(phone, "the phone's hero is preloaded").toBeDefined();
    expect(phone).toMatch(/media="\(max-width: 900px\)"/);
    expect(phone).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(phone).toContain('type="image/avif"');
    expect(preloads.some((l) => l.includes(first("hero.desktop")!) && l.includes('media="(min-width: 901px)"'))).toBe(
      true,
    );
  } else {
    expect(home).toContain(manifest.drawings[homeArt.hero.src]!.avif[0]!.src);
  }
  for (const u of interiors) {
    const page = await html(`/Interior/${u.slug}`);
    const given = photos.filter((j) => j.id.startsWith(`interiors.${u.slug}[`));
    for (const j of given) expect(page, `${j.id} on /Interior/${u.slug}`).toContain(first(j.id)!);
    if (given.length > 1) expect(page).toContain(`1 / ${given.length}`);
    if (given.length === 0) expect(page).toContain("이해를 돕기 위한 일러스트");
  }
  for (const u of unitTypes) {
    const page = await html(`/FloorPlan/${u.slug}`);
    const given = photos.filter((j) => j.id.startsWith(`floorPlans.${u.slug}[`));
    for (const j of given) {
      expect(page, `${j.id} on /FloorPlan/${u.slug}`).toContain(first(j.id)!);
      expect(page).toContain(`${j.photo.caption} 크게 보기`);
    }
    // The room table stays beside the builder's plan; the drawn plan is inline only where no plan is given.
    expect(page).toContain("실별 면적");
    expect(
      page.includes('aria-label="평면도 (좌우로 스크롤할 수 있습니다)"'),
      `/FloorPlan/${u.slug} draws its plan`,
    ).toBe(given.length === 0);
  }
  for (const [slot, route] of [
    ["sitePlan", "/ComplexGuide/intro"],
    ["unitLayout", "/ComplexGuide/detailintro"],
    ["locationMap", "/LocationEnvironment/intro"],
    ["community", "/ComplexGuide/community"],
    ["premium", "/LocationEnvironment/primium"],
    ["schedule", "/BusinessGuide/plan"],
    ["noticeCover", "/SalesInfo/announcement"],
    ["brand", "/Brand/intro"],
  ] as const) {
    const src = first(slot);
    const page = await html(route);
    if (materials[slot]) expect(page, `${slot} on ${route}`).toContain(src!);
    else expect(page, `${route} shows no photo`).not.toContain('data-photo="');
  }
});

test("documents are served byte for byte and long-cached, with their size on the button; without any, the documents page says COMING SOON", async ({
  request,
}) => {
  const manifest = await manifestOf(request);
  for (const job of documents) {
    const served = manifest.documents[job.id]!;
    const res = await request.get(served.href);
    expect(res.status(), served.href).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["cache-control"]).toBe(IMMUTABLE);
    expect(
      (await res.body()).equals(readFileSync(path.join(materialsDir, job.document.file))),
      `${served.href} is the file as given`,
    ).toBe(true);
  }
  const announcement = await (await request.get("/SalesInfo/announcement")).text();
  const notice = materials.notice ? manifest.documents.notice! : manifest.documents["sample-notice"]!;
  expect(announcement).toContain(`href="${notice.href}"`);
  expect(announcement).toContain(`모집공고문 보기 (${pdfSize(notice.bytes)})`);
  const list = await (await request.get("/BusinessGuide/documents")).text();
  if (materials.documents.length === 0) {
    expect(list).toContain("COMING SOON");
  } else {
    expect(list).not.toContain("COMING SOON");
    for (const d of materials.documents) expect(list).toContain(d.title);
    for (const job of documents.filter((j) => j.id.startsWith("documents[")))
      expect(list).toContain(`문서 보기 (${pdfSize(manifest.documents[job.id]!.bytes)})`);
  }
  // The generated sample notice is served only by a complex that gives no notice of its own.
  expect((await request.get(announcementInfo.pdf)).status()).toBe(materials.notice ? 404 : 200);
});

test("a gallery of the builder's photos goes by its keys, its buttons and a slide of the track, and fetches the next photo ahead", async ({
  page,
}) => {
  const gallery = interiors
    .map((u) => ({ slug: u.slug, count: photos.filter((j) => j.id.startsWith(`interiors.${u.slug}[`)).length }))
    .find((g) => g.count >= 3);
  test.skip(!gallery, "this complex gives no gallery of three or more photos (the drawn sample shows an illustration)");
  const { slug, count } = gallery!;
  await page.goto(`/Interior/${slug}`);
  const status = page.getByTestId("gallery-status");
  const region = page.getByTestId("interior-gallery");
  const track = region.locator('[tabindex="0"]');
  await expect(status).toContainText(`1 / ${count}`, { timeout: 15_000 });
  const at = async (i: number) => {
    await expect(region).toHaveAttribute("data-current", String(i));
    await expect(status).toContainText(`${i + 1} / ${count}`);
    // The track has come to rest on that slide.
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(i);
  };
  await track.focus();
  await page.keyboard.press("ArrowRight");
  await at(1);
  // The slide after the one shown is fetched at once.
  await expect(track.locator("figure").nth(2).locator("img")).toHaveJSProperty("loading", "eager");
  await page.keyboard.press("End");
  await at(count - 1);
  await expect(page.getByTestId("gallery-next")).toBeDisabled();
  await page.getByTestId("gallery-prev").click();
  await at(count - 2);
  // The keys belong to the track (the button just clicked has the focus now).
  await track.focus();
  await page.keyboard.press("Home");
  await at(0);
  await expect(page.getByTestId("gallery-prev")).toBeDisabled();
  // A finger's slide is a scroll of the track: the count follows it.
  await track.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: "instant" }));
  await at(1);
  await expect
    .poll(() =>
      track
        .locator("figure")
        .nth(1)
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
});
