// Renders the illustrations listed in lib/content/illustrations.ts from the SVG scenes
// in lib/art/scenes.ts to WebP under public/art/. The outputs are committed; run this
// again after changing a scene: npx tsx scripts/render-art.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { illustrations } from "../lib/content/illustrations";
import { renderScene } from "../lib/art/scenes";
import { homeArt } from "../lib/content/home";
import { renderHomeScene } from "../lib/art/home-scenes";

const MAX_BYTES = 200 * 1024;
async function main() {
  const outDir = path.resolve("public/art");
  await mkdir(outDir, { recursive: true });
  // The home page's scenes (lib/art/home-scenes.ts); the hero is the page's largest paint.
  for (const [scene, item] of Object.entries(homeArt)) {
    const svg = renderHomeScene(scene as keyof typeof homeArt, item.width, item.height);
    const webp = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toBuffer();
    if (webp.length > MAX_BYTES) throw new Error(`${scene}: ${webp.length} bytes is over the 200 KB limit`);
    await writeFile(path.join(outDir, path.basename(item.src)), webp);
    console.log(`${item.src}  ${item.width}x${item.height}  ${(webp.length / 1024).toFixed(1)} KB`);
  }
  // `--home` stops here: only the home page's scenes changed.
  if (process.argv.includes("--home")) return;
  for (const [key, item] of Object.entries(illustrations)) {
  const svg = renderScene(item.scene, item.width, item.height);
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 76, effort: 6 }).toBuffer();
  if (webp.length > MAX_BYTES) throw new Error(`${key}: ${webp.length} bytes is over the 200 KB limit`);
  await writeFile(path.join(outDir, path.basename(item.src)), webp);
  console.log(`${item.src}  ${item.width}x${item.height}  ${(webp.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
