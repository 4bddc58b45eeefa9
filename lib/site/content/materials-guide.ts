import { SLOT_KINDS, type SlotKind } from "@/lib/site/media/slots";

// What the builder and the agency send for a complex, and where each file goes: the folder under the
// complex's materials/ and the field of its materials.ts. `npm run new-complex` prints it and
// docs/content.md shows it ("What the builder sends, and where each file goes"; a test keeps the two
// alike). The pixels each slot needs come from the pipeline's own slots (lib/site/media/slots.ts).

export type GuideRow = {
  /** What the package calls it. */
  sent: string;
  /** The field of materials.ts (or another content file, for what is not a file). */
  field: string;
  /** The folder it goes in under materials/ (a suggestion: any lower-case path works). */
  folder: string;
  /** The slot it fills, for the smallest width it needs; none for documents and addresses. */
  kind?: SlotKind;
  /** Where the site shows it. */
  shows: string;
};

export const MATERIALS_GUIDE: readonly GuideRow[] = [
  {
    sent: "조감도 (bird's-eye rendering)",
    field: "hero.desktop",
    folder: "renderings/",
    kind: "heroDesktop",
    shows: "the home page's first screen on a desktop; a phone gets a 9:16 portrait cut around its `focus`",
  },
  {
    sent: "세로 투시도 (a portrait rendering), if any",
    field: "hero.phone",
    folder: "renderings/",
    kind: "heroPhone",
    shows: "the home page's first screen on a phone, instead of the cut",
  },
  {
    sent: "투시도 (perspective views), one per premium point",
    field: 'premiumCards["PREMIUM 01"] … ["PREMIUM 04"]',
    folder: "renderings/",
    kind: "cover",
    shows: "the four premium cards of the home page",
  },
  {
    sent: "투시도 or 입지 사진, one per premium slide",
    field: "premiumSlides[label]",
    folder: "renderings/",
    kind: "cover",
    shows: "the premium slider of the home page on a phone (by the slide's label: LOCATION, TRANSPORT…)",
  },
  {
    sent: "브랜드 이미지 or 외관 투시도",
    field: "brand",
    folder: "renderings/",
    kind: "cover",
    shows: "/Brand/intro and the home page's brand section",
  },
  {
    sent: "조망 투시도 (the view)",
    field: "premium",
    folder: "renderings/",
    kind: "banner",
    shows: "/LocationEnvironment/primium and the home page's location accordion",
  },
  {
    sent: "단지배치도 (site plan)",
    field: "sitePlan",
    folder: "plans/",
    kind: "plan",
    shows: "/ComplexGuide/intro and the home page's complex accordion",
  },
  {
    sent: "동·호수 배치도 (unit-number layout)",
    field: "unitLayout",
    folder: "plans/",
    kind: "plan",
    shows: "/ComplexGuide/detailintro",
  },
  {
    sent: "광역 위치도 / 입지 지도 (location map)",
    field: "locationMap",
    folder: "plans/",
    kind: "plan",
    shows: "/LocationEnvironment/intro and the home page's location section",
  },
  {
    sent: "평면도 per type: 기본형, 확장형 (floor plans)",
    field: "floorPlans[slug][] with caption",
    folder: "plans/",
    kind: "floorPlan",
    shows: "/FloorPlan/{slug}, whole, beside the room table; the home page's unit viewer shows the first",
  },
  {
    sent: "견본주택 사진 per type (model-house photos)",
    field: "interiors[slug][] with caption",
    folder: "model-house/",
    kind: "interior",
    shows: "/Interior/{slug}: a gallery, one at a time, with a count and the caption",
  },
  {
    sent: "커뮤니티 투시도",
    field: "community",
    folder: "renderings/",
    kind: "banner",
    shows: "/ComplexGuide/community and the home page's complex accordion",
  },
  {
    sent: "분양일정 이미지 (schedule image)",
    field: "schedule",
    folder: "docs/",
    kind: "panel",
    shows: "/BusinessGuide/plan, beside the list of dates",
  },
  {
    sent: "모집공고 표지 (the notice's cover)",
    field: "noticeCover",
    folder: "docs/",
    kind: "panel",
    shows: "/SalesInfo/announcement, beside the notice's summary",
  },
  {
    sent: "상담 안내 이미지",
    field: "customer",
    folder: "renderings/",
    kind: "panel",
    shows: "/Promotion/Customer and /{site}/customer",
  },
  {
    sent: "입주자 모집공고 PDF (the official notice)",
    field: "notice",
    folder: "docs/",
    shows: "/SalesInfo/announcement's button, as given, with its size (60 MB at most)",
  },
  {
    sent: "계약서류: 공급계약서(안), 옵션 계약서(안)… (PDF)",
    field: "documents[]",
    folder: "docs/",
    shows: "/BusinessGuide/documents, each as given with its size; none: COMING SOON",
  },
  {
    sent: "홍보영상 (the films, on YouTube)",
    field: "media.ts: brandVideo, unitVideos (YouTube ids)",
    folder: "(no file)",
    shows: "/Brand/video and /FloorPlan/videos",
  },
  {
    sent: "E-모델하우스 (VR tours)",
    field: "media.ts: vrTourList (addresses)",
    folder: "(no file)",
    shows: "/FloorPlan/Emodel and the home page's unit section",
  },
];

/** The smallest width a row's file needs, as the table prints it. */
export function neededWidth(row: GuideRow): string {
  if (!row.kind) return "-";
  const spec = SLOT_KINDS[row.kind];
  return `${spec.minWidth.toLocaleString("en")} px${spec.crop ? " (of its portrait cut)" : ""}`;
}

/** The guide as a markdown table (docs/content.md holds the same rows). */
export function guideTable(): string {
  const lines = [
    "| the builder sends | folder in materials/ | field of materials.ts | at least | shown on |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const row of MATERIALS_GUIDE)
    lines.push(`| ${row.sent} | \`${row.folder}\` | \`${row.field}\` | ${neededWidth(row)} | ${row.shows} |`);
  return lines.join("\n");
}
