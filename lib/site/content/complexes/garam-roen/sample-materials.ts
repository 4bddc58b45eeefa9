import { sampleMaterialsSchema } from "../../../media/sample-recipe";

// How this sample's materials/ folder is made (scripts/make-sample-materials.ts): from our own
// drawings, as files with the properties a builder's package has. The folder is git-ignored; a
// real complex has no such recipe, its materials/ folder holds the builder's own files.

export const sampleMaterials = sampleMaterialsSchema.parse([
  // Renderings (조감도, 투시도) as a print house sends them: 4,800 to 6,000 px JPEGs with grain, one in CMYK.
  { kind: "photo", file: "renderings/birdseye.jpg", scene: { home: "hero" }, width: 6000, height: 3375 },
  {
    kind: "photo",
    file: "renderings/river-view-cmyk.jpg",
    scene: { room: "lake" },
    width: 5200,
    height: 2600,
    cmyk: true,
  },
  { kind: "photo", file: "renderings/station.jpg", scene: { home: "rail" }, width: 4800, height: 3200 },
  { kind: "photo", file: "renderings/school-park.jpg", scene: { home: "park" }, width: 4800, height: 3200 },
  { kind: "photo", file: "renderings/towers-night.jpg", scene: { home: "towers" }, width: 5400, height: 3600 },
  { kind: "photo", file: "renderings/clubhouse.jpg", scene: { room: "community" }, width: 5000, height: 2000 },
  // Model-house photos: the first taken on a phone (portrait, stored sideways, orientation 6, GPS tags).
  {
    kind: "photo",
    file: "model-house/74a-living-phone.jpg",
    scene: { room: "living" },
    width: 3024,
    height: 4032,
    phone: true,
  },
  { kind: "photo", file: "model-house/74a-kitchen.jpg", scene: { room: "kitchen" }, width: 4000, height: 2667 },
  { kind: "photo", file: "model-house/74a-bedroom.jpg", scene: { room: "bedroom" }, width: 4000, height: 2667 },
  { kind: "photo", file: "model-house/99a-living.jpg", scene: { room: "living" }, width: 4500, height: 3000 },
  { kind: "photo", file: "model-house/99a-kitchen.jpg", scene: { room: "kitchen" }, width: 4500, height: 3000 },
  { kind: "photo", file: "model-house/125a-bedroom.jpg", scene: { room: "bedroom" }, width: 5000, height: 3333 },
  { kind: "photo", file: "model-house/125a-living.jpg", scene: { room: "living" }, width: 5000, height: 3333 },
  // Plans as the architect's office exports them: a large PNG, JPEGs, and one plan per type (two for 74A and 99A).
  { kind: "scan", file: "plans/site-plan.png", drawing: "sitePlan", width: 5000, format: "png" },
  { kind: "scan", file: "plans/location-map.jpg", drawing: "locationMap", width: 4000, format: "jpeg" },
  { kind: "scan", file: "plans/floor-74a.png", drawing: { floorPlan: "74A" }, width: 2400, format: "png" },
  {
    kind: "scan",
    file: "plans/floor-74a-extended.png",
    drawing: { floorPlan: "74A", extended: true },
    width: 2400,
    format: "png",
  },
  { kind: "scan", file: "plans/floor-74b.png", drawing: { floorPlan: "74B" }, width: 2400, format: "png" },
  { kind: "scan", file: "plans/floor-99a.png", drawing: { floorPlan: "99A" }, width: 2400, format: "png" },
  {
    kind: "scan",
    file: "plans/floor-99a-extended.png",
    drawing: { floorPlan: "99A", extended: true },
    width: 2400,
    format: "png",
  },
  { kind: "scan", file: "plans/floor-125a.jpg", drawing: { floorPlan: "125A" }, width: 2400, format: "jpeg" },
  { kind: "scan", file: "plans/floor-125b.jpg", drawing: { floorPlan: "125B" }, width: 2400, format: "jpeg" },
  // Official documents: the notice scanned (multi-page, over 10 MB), its cover as a picture, two contract drafts.
  { kind: "notice", file: "docs/recruitment-notice.pdf", pages: 9 },
  { kind: "cover", file: "docs/notice-cover.jpg", width: 1240 },
  { kind: "document", file: "docs/supply-contract-draft.pdf", title: "공급계약서(안)", pages: 6 },
  { kind: "document", file: "docs/option-contract-draft.pdf", title: "발코니 확장 및 유상옵션 계약서(안)", pages: 3 },
]);
