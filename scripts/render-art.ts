// Draws the selected complex's raster drawings (lib/site/media/drawings.ts: the home page's scenes from
// its buildings and water, its location map with labels in Pretendard, the illustrations of
// lib/site/content/illustrations.ts) from their SVG into lossless PNG masters in .art-cache/, which the
// build's one image pipeline then encodes like any picture (scripts/encode-materials.ts). `npm run
// build` and `npm run dev` run it (scripts/build.mjs, predev); the outputs are git-ignored.
// A drawing whose SVG source is the same as last time is not drawn again: .art-cache/ keeps each
// source (the leak test reads them) beside its master.
//   npx tsx scripts/render-art.ts [--home]
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { drawnRasters, type DrawnRaster } from "../lib/site/media/drawings";
import { drawWithSiteFont } from "./lib/drawing-fonts";

const root = path.resolve(__dirname, "..");
const cacheDir = path.join(root, ".art-cache");

async function render(d: DrawnRaster) {
  const master = path.join(cacheDir, d.master);
  const sourceFile = path.join(cacheDir, d.master.replace(/\.png$/, ".svg"));
  const svg = d.svg();
  if (existsSync(master) && existsSync(sourceFile) && (await readFile(sourceFile, "utf8")) === svg) return;
  const meta = await sharp(Buffer.from(svg)).metadata();
  const png = await sharp(Buffer.from(svg), { density: (72 * d.width) / (meta.width ?? d.width) })
    .png({ compressionLevel: 6 })
    .toBuffer();
  // The master first, whole (a rename), then its source: a run stopped between them draws it again.
  await writeFile(`${master}.tmp`, png);
  await rename(`${master}.tmp`, master);
  await writeFile(sourceFile, svg);
  console.log(`${d.src}  ${d.width}x${d.height}  master ${(png.length / 1024).toFixed(0)} KB`);
}

async function main() {
  await mkdir(cacheDir, { recursive: true });
  drawWithSiteFont(root, cacheDir);
  // The encoded pictures are the pipeline's (public/media/): rasters an earlier build wrote into
  // public/art/ would only be served stale.
  const art = path.join(root, "public/art");
  if (existsSync(art)) for (const f of await readdir(art)) if (f.endsWith(".webp")) await rm(path.join(art, f));
  // All at once: the renderer's threads take both cores (a fresh render takes about 60 % of the time
  // it took one after the other). `--home`: only the home page's scenes changed.
  await Promise.all(drawnRasters(process.argv.includes("--home")).map(render));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
