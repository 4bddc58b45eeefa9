// Makes a sample complex's "builder's materials" (lib/site/content/complexes/<slug>/materials/) from its
// recipe (sample-materials.ts beside its content) and our own drawings, with the properties real
// files arrive with (lib/site/media/sample-photos.ts): the samples copy nobody's pictures. Only files that
// are missing are made, each written whole or not at all; the folder is git-ignored for a sample.
// A complex without a recipe (every real one: its folder holds the builder's files) is left alone.
// `npm run build` and `npm run dev` run it before scripts/encode-materials.ts.
//   npx tsx --conditions=react-server scripts/make-sample-materials.ts [--force]
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { complex, unitTypes } from "../lib/site/content";
import { announcement } from "../lib/site/content/sales";
import { floorPlanFor } from "../lib/site/content/floor-plans";
import { renderFloorPlan } from "../lib/site/art/floor-plan";
import { renderHomeScene } from "../lib/site/art/home-scenes";
import { renderLocationMap } from "../lib/site/art/location-map";
import { renderScene } from "../lib/site/art/scenes";
import { renderSitePlan } from "../lib/site/art/site-plan";
import { renderUnitLayout } from "../lib/site/art/unit-layout";
import { sampleMaterialsSchema, type SampleMaterial } from "../lib/site/media/sample-recipe";
import {
  makeCover,
  makeDocumentPdf,
  makeNoticePdf,
  makePhoto,
  makeScan,
  type NoticeText,
} from "../lib/site/media/sample-photos";
import { drawWithSiteFont } from "./lib/drawing-fonts";
import { selectedComplex } from "./lib/selected-complex.mjs";

const root = path.resolve(__dirname, "..");

function sceneSvg(item: Extract<SampleMaterial, { kind: "photo" }>): string {
  // Drawn at 1,600 px on the long side in the picture's own proportions; makePhoto enlarges it.
  const w = item.width >= item.height ? 1600 : Math.round((1600 * item.width) / item.height);
  const h = Math.round((w * item.height) / item.width);
  return "home" in item.scene ? renderHomeScene(item.scene.home, w, h) : renderScene(item.scene.room, w, h);
}

function drawingSvg(drawing: Extract<SampleMaterial, { kind: "scan" }>["drawing"]): string {
  if (drawing === "sitePlan") return renderSitePlan();
  if (drawing === "locationMap") return renderLocationMap();
  if (drawing === "unitLayout") return renderUnitLayout();
  const found = floorPlanFor(drawing.floorPlan);
  if (!found) throw new Error(`sample-materials.ts: no unit type ${drawing.floorPlan}`);
  if (!drawing.extended) return renderFloorPlan(found.plan, found.unit);
  // 확장형: the balconies become part of the rooms, as the extension contract makes them.
  const rooms = found.plan.rooms.map((r) =>
    r.kind === "balcony" ? { ...r, kind: "alpha" as const, name: "확장 공간" } : r,
  );
  return renderFloorPlan({ ...found.plan, rooms }, found.unit);
}

const noticeText = (): NoticeText => ({
  siteName: complex.siteName,
  company: complex.company.name,
  title: announcement.title,
  lines: [
    ...announcement.summary.map((s) => `${s.label}  ${s.value}`),
    ...unitTypes.map(
      (u) => `${u.label} 타입  전용 ${u.exclusiveArea.toFixed(2)}㎡  ${u.households.toLocaleString("ko-KR")}세대`,
    ),
    ...complex.schedule.map((s) => `${s.title}  ${s.when}`),
  ],
});

async function make(item: SampleMaterial): Promise<Buffer> {
  switch (item.kind) {
    case "photo":
      return makePhoto(sceneSvg(item), item);
    case "scan":
      return makeScan(drawingSvg(item.drawing), item.width, item.format);
    case "notice":
      return makeNoticePdf(noticeText(), item.pages);
    case "document":
      return makeDocumentPdf(item.title, item.pages);
    case "cover":
      return makeCover(noticeText(), item.width);
  }
}

async function main() {
  const slug = selectedComplex(root);
  const folder = path.join(root, "lib/site/content/complexes", slug);
  const recipeFile = path.join(folder, "sample-materials.ts");
  if (!existsSync(recipeFile)) return;
  const recipe = sampleMaterialsSchema.parse((await import(pathToFileURL(recipeFile).href)).sampleMaterials);
  const force = process.argv.includes("--force");
  const todo = recipe.filter((item) => force || !existsSync(path.join(folder, "materials", item.file)));
  if (todo.length === 0) return;
  drawWithSiteFont(root);
  const started = Date.now();
  let bytes = 0;
  for (const item of todo) {
    const t = Date.now();
    const data = await make(item);
    const target = path.join(folder, "materials", item.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(`${target}.tmp`, data);
    await rename(`${target}.tmp`, target);
    bytes += data.length;
    console.log(
      `  made ${item.file.padEnd(40)} ${(data.length / 1024 / 1024).toFixed(1).padStart(5)} MB  ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  console.log(
    `sample materials: ${todo.length} files of ${slug}'s materials/ made from our drawings, ${(bytes / 1024 / 1024).toFixed(0)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
