// The image pipeline's benchmark (scripts/bench/images.mjs runs it): 60 originals of 4,000 to
// 6,000 px through lib/site/media/pipeline.ts, cold, warm, and with one file changed. Prints a table.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PhotoJob } from "../../lib/site/content/materials";
import { renderHomeScene } from "../../lib/site/art/home-scenes";
import { renderScene } from "../../lib/site/art/scenes";
import { renderSitePlan } from "../../lib/site/art/site-plan";
import { buildMedia } from "../../lib/site/media/pipeline";
import { makePhoto, makeScan } from "../../lib/site/media/sample-photos";
import type { SlotKind } from "../../lib/site/media/slots";
import { drawWithSiteFont } from "../lib/drawing-fonts";

const COUNT = 60;
const root = path.resolve(__dirname, "../..");
const originals = path.join(os.tmpdir(), "presale-bench-images");

type Original = { file: string; make: () => Promise<Buffer>; kind: SlotKind };
const home = ["hero", "rail", "park", "towers", "future", "living"] as const;
const rooms = ["living", "kitchen", "bedroom", "community", "lake"] as const;

/** 60 originals: 36 landscape JPEGs of 4,000 to 6,000 px, 12 phone portraits, 6 CMYK renderings, 6 PNG plans. */
function plan(): Original[] {
  const list: Original[] = [];
  for (let i = 0; i < COUNT; i++) {
    const width = 4000 + ((i * 337) % 2001);
    if (i % 10 === 9)
      list.push({ file: `plan-${i}.png`, kind: "plan", make: () => makeScan(renderSitePlan(), width, "png") });
    else if (i % 5 === 3)
      list.push({
        file: `phone-${i}.jpg`,
        kind: "interior",
        make: () => makePhoto(renderScene(rooms[i % 3]!, 1200, 1600), { width: 3024, height: 4032, phone: true }),
      });
    else if (i % 10 === 6)
      list.push({
        file: `print-${i}.jpg`,
        kind: "banner",
        make: () => makePhoto(renderScene("lake", 1600, 800), { width, height: Math.round(width / 2), cmyk: true }),
      });
    else if (i % 2 === 0)
      list.push({
        file: `rendering-${i}.jpg`,
        kind: "cover",
        make: () =>
          makePhoto(renderHomeScene(home[i % home.length]!, 1600, 1000), {
            width,
            height: Math.round((width * 10) / 16),
          }),
      });
    else
      list.push({
        file: `room-${i}.jpg`,
        kind: "interior",
        make: () =>
          makePhoto(renderScene(rooms[i % rooms.length]!, 1600, 1067), { width, height: Math.round((width * 2) / 3) }),
      });
  }
  return list;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const list = plan();
  mkdirSync(originals, { recursive: true });
  drawWithSiteFont(root, path.join(originals, ".fonts"));
  const madeAt = Date.now();
  let made = 0;
  for (const o of list) {
    if (existsSync(path.join(originals, o.file))) continue;
    writeFileSync(path.join(originals, o.file), await o.make());
    made++;
  }
  if (made)
    console.log(`made ${made} originals in ${seconds(Date.now() - madeAt)} (${originals}, kept for the next run)`);
  const jobs: PhotoJob[] = list.map((o, i) => ({
    id: `bench[${i}]`,
    field: `bench[${i}]`,
    kind: o.kind,
    photo: { file: o.file, alt: "벤치마크용 샘플 사진" },
  }));
  const work = mkdtempSync(path.join(os.tmpdir(), "presale-bench-media-"));
  const options = {
    materialsDir: originals,
    photos: jobs,
    documents: [],
    cacheDir: path.join(work, "cache"),
    publicDir: path.join(work, "public"),
  };
  mkdirSync(options.publicDir);
  try {
    const cold = await buildMedia(options);
    const warm = await buildMedia(options);
    // One file changed: the cache key is the file's bytes, so rewriting it with other grain is a change.
    const changed = list.find((o) => o.kind === "interior")!;
    writeFileSync(path.join(originals, changed.file), await changed.make());
    const one = await buildMedia(options);
    const variants = Object.values(cold.manifest.pictures).reduce((n, p) => n + p.avif.length + p.webp.length, 0);
    const sizes = list.map((o) => statSync(path.join(originals, o.file)).size);
    console.log(
      `\n${COUNT} originals, ${mb(sizes.reduce((a, b) => a + b, 0))} (largest ${mb(Math.max(...sizes))}), on ${os.availableParallelism()} cores:`,
    );
    console.log("| build | encoded | from the cache | time | per photo | written |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const [name, r] of [
      ["first (cold cache)", cold],
      ["next, nothing changed", warm],
      ["next, one file changed", one],
    ] as const) {
      console.log(
        `| ${name} | ${r.encoded} | ${r.cached} | ${seconds(r.ms)} | ${seconds(r.ms / COUNT)} | ${r === cold ? `${variants} files, ${mb(r.bytes.served)}` : "-"} |`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
