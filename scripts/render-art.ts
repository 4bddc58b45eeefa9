// Renders the selected complex's raster illustrations to WebP under public/art/: the home page's
// scenes (lib/art/home-scenes.ts, drawn from the complex's buildings and water), its location map
// (lib/art/location-map.ts, labels in Pretendard) and the illustrations of
// lib/content/illustrations.ts (lib/art/scenes.ts). `npm run build` and
// `npm run dev` run it (scripts/build.mjs, predev); the outputs are git-ignored.
// A picture whose SVG source is the same as last time is not encoded again: .art-cache/ keeps
// each source (the leak test reads them) and public/art/ the WebP.
//   npx tsx scripts/render-art.ts [--home]
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { illustrations } from "../lib/content/illustrations";
import { renderScene } from "../lib/art/scenes";
import { homeArt } from "../lib/content/home";
import { renderHomeScene } from "../lib/art/home-scenes";
import { LOCATION_MAP_RASTER, renderLocationMap } from "../lib/art/location-map";
import { drawWithSiteFont } from "./lib/drawing-fonts";

const MAX_BYTES = 200 * 1024;
const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "public/art");
const cacheDir = path.join(root, ".art-cache");

/** `scale`: pixels per unit of the drawing (2: sharp for a phone's screen at the drawing's width). */
async function render(key: string, src: string, width: number, height: number, svg: string, quality: number, scale = 1) {
  const file = path.join(outDir, path.basename(src));
  const sourceFile = path.join(cacheDir, `${path.basename(src, ".webp")}.svg`);
  if (existsSync(file) && existsSync(sourceFile) && (await readFile(sourceFile, "utf8")) === svg) return;
  const webp = await sharp(Buffer.from(svg), { density: 72 * scale }).webp({ quality, effort: 6 }).toBuffer();
  if (webp.length > MAX_BYTES) throw new Error(`${key}: ${webp.length} bytes is over the 200 KB limit`);
  await writeFile(file, webp);
  await writeFile(sourceFile, svg);
  console.log(`${src}  ${width * scale}x${height * scale}  ${(webp.length / 1024).toFixed(1)} KB`);
}

async function main() {
  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  drawWithSiteFont(root, cacheDir);
  // The home page's scenes (the hero is the page's largest paint), then, unless `--home` (only the
  // home page's scenes changed), the illustrations; all at once: the encoder's threads take both
  // cores (a fresh render takes about 60 % of the time it took one after the other).
  const renders = Object.entries(homeArt).map(([scene, item]) => render(scene, item.src, item.width, item.height, renderHomeScene(scene as keyof typeof homeArt, item.width, item.height), 78));
  const map = LOCATION_MAP_RASTER;
  renders.push(render("location-map", map.src, map.width, map.height, renderLocationMap(), map.quality, map.scale));
  if (!process.argv.includes("--home")) {
    for (const [key, item] of Object.entries(illustrations)) renders.push(render(key, item.src, item.width, item.height, renderScene(item.scene, item.width, item.height), 76));
  }
  await Promise.all(renders);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
