import { z } from "zod";

// Shapes of everything complex-specific. The sample content in this folder is parsed
// with these at import time, so a typo in a second complex's content fails the build.

export const navLinkSchema = z.object({
  title: z.string().min(1),
  href: z.string().startsWith("/"),
});
export type NavLink = z.infer<typeof navLinkSchema>;

export const menuSectionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** English ornament shown above the Korean title. */
  label: z.string().min(1),
  links: z.array(navLinkSchema).min(1),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const factSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });
export type Fact = z.infer<typeof factSchema>;

export const scheduleStepSchema = z.object({
  title: z.string().min(1),
  /** Human label as printed on the schedule, e.g. "9.26(금)". */
  when: z.string().min(1),
  /** ISO dates (inclusive) when the step has fixed days; omitted for "planned" steps. */
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
  note: z.string().optional(),
});
export type ScheduleStep = z.infer<typeof scheduleStepSchema>;

/** A line of the announcement bar with the Korean days it is shown on (inclusive; an open end is no limit). */
export const announcementItemSchema = z
  .object({ text: z.string().min(1), from: z.iso.date().optional(), until: z.iso.date().optional() })
  .refine((i) => !i.from || !i.until || i.from <= i.until, {
    message: "from must not be after until",
    path: ["until"],
  });

/**
 * The announcement bar: the items shown on the days of their window (several at once run one after
 * the other), and the evergreen line shown on a day that has none (the bar never goes blank).
 */
export const announcementBarSchema = z.object({
  items: z.array(announcementItemSchema),
  evergreen: z.string().min(1),
});
export type AnnouncementBar = z.infer<typeof announcementBarSchema>;

/**
 * A unit type's URL segment: the area's digits, then capital letters (59A, 114B). The proxy's matcher
 * lets exactly this shape through unproxied under /FloorPlan/ and /Interior/ (lib/site/routes/paths.mjs, lib/site/routes/registry.ts),
 * so a lower-case variant (/FloorPlan/59a) reaches the proxy and is redirected.
 */
export const unitSlugSchema = z.string().regex(/^[0-9]+[A-Z]*$/, {
  message: "must be digits then capital letters, e.g. 59A or 114B (the URL segment of /FloorPlan/{slug})",
});

export const unitTypeSchema = z.object({
  /** URL segment: /FloorPlan/{slug}. */
  slug: unitSlugSchema,
  /** Label shown to visitors (the spec labels /FloorPlan/59A as 84A). */
  label: z.string().min(1),
  exclusiveArea: z.number().positive(),
  households: z.number().int().positive(),
});
export type UnitType = z.infer<typeof unitTypeSchema>;

export const interiorSchema = z.object({
  /** URL segment: /Interior/{slug}. */
  slug: unitSlugSchema,
  label: z.string().min(1),
});
export type Interior = z.infer<typeof interiorSchema>;

export const pageSchema = z.object({
  path: z.string().startsWith("/"),
  /** Menu section id this page belongs to (drives the banner label and breadcrumbs). */
  section: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(20).max(160),
  bannerText: z.string().min(1),
  /** Sub-menu set shown under the banner. */
  subMenu: z.string().min(1),
  /** Pages that share another page's canonical address (the checkpoint page). */
  canonical: z.string().startsWith("/").optional(),
  sideNav: z.boolean().default(false),
  /** Listed in sitemap.xml. */
  inSitemap: z.boolean().default(true),
});
export type PageEntry = z.infer<typeof pageSchema>;

/** The samples' business registration number, and any other that is no real one. */
export const PLACEHOLDER_PARTY_VALUE = /샘플|sample|^0{3}-?0{2}-?0{5}/i;

/** One party of the sale as an advertisement names it (표시·광고: 시행사, 시공사, 신탁사, 분양대행사). */
export const partySchema = z.object({
  name: z.string().min(1),
  /** 대표자 */
  ceo: z.string().min(1),
  /** 사업자등록번호, 000-00-00000 (a sample's may say 샘플). */
  businessNumber: z.string().min(1),
});
export type Party = z.infer<typeof partySchema>;

/** The parties' roles in the order the footer and /privacy name them, with their Korean titles. */
export const partyRoles = [
  { key: "developer", title: "시행사", short: "시행" },
  { key: "builder", title: "시공사", short: "시공" },
  { key: "trustee", title: "신탁사", short: "신탁" },
  { key: "agency", title: "분양대행사", short: "분양대행" },
] as const;

export const partiesSchema = z.object({
  /** 시행사: the 사업주체, who runs this site and keeps the visitors' data (개인정보처리자). */
  developer: partySchema,
  /** 시공사 */
  builder: partySchema,
  /** 신탁사, where the land is held in trust (관리형 토지신탁). */
  trustee: partySchema.optional(),
  /** 분양대행사, where one staffs the model house. */
  agency: partySchema.optional(),
});
export type Parties = z.infer<typeof partiesSchema>;

/**
 * What a real complex may not launch with: a party's placeholder name, 대표 or number, or a number
 * not shaped 000-00-00000. Each names its field (`parties.builder.businessNumber`).
 */
export function partyProblems(parties: Parties): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  for (const { key, title } of partyRoles) {
    const party = parties[key];
    if (!party) continue;
    for (const field of ["name", "ceo", "businessNumber"] as const) {
      if (PLACEHOLDER_PARTY_VALUE.test(party[field]))
        problems.push({
          path: ["parties", key, field],
          message: `${title}의 '${party[field]}'는 자리표시값입니다: 실제 값을 넣거나, 샘플 단지라면 sample: true로 두세요`,
        });
    }
    if (
      !PLACEHOLDER_PARTY_VALUE.test(party.businessNumber) &&
      !/^[0-9]{3}-[0-9]{2}-[0-9]{5}$/.test(party.businessNumber)
    )
      problems.push({
        path: ["parties", key, "businessNumber"],
        message: `${title}의 사업자등록번호 '${party.businessNumber}'는 000-00-00000 형식이어야 합니다`,
      });
  }
  return problems;
}

export const complexSchema = z
  .object({
    /** An invented sample (the two the repository ships): `--check` reports, but does not fail, what a real launch may not carry. */
    sample: z.boolean().default(false),
    siteName: z.string().min(1),
    brand: z.object({ name: z.string().min(1), english: z.string().min(1), slogan: z.string().min(1) }),
    /** The name the site speaks in (the brand's company: "{name}의 주거 브랜드"), and the copyright line. */
    company: z.object({ name: z.string().min(1) }),
    /** Who sells: named with their numbers in the footer and /privacy. */
    parties: partiesSchema,
    phone: z.string().regex(/^[0-9-]+$/),
    hours: z.string().min(1),
    address: z.object({
      region: z.string().min(1),
      locality: z.string().min(1),
      street: z.string().min(1),
      modelHouse: z.string().min(1),
    }),
    facts: z.array(factSchema).min(1),
    figures: z.object({
      households: z.number().int(),
      generalSale: z.number().int(),
      rental: z.number().int(),
      buildings: z.number().int(),
      floorsBelow: z.number().int(),
      floorsAbove: z.number().int(),
      moveIn: z.string().min(1),
    }),
    schedule: z.array(scheduleStepSchema).min(1),
    disclaimers: z.array(z.string().min(1)).min(1),
    familySites: z.array(z.object({ name: z.string().min(1), url: z.url() })).min(1),
    /** Slug of the press list that /Promotion/Press leads to. */
    defaultSite: z.string().regex(/^[a-z0-9-]+$/),
    /** Every slug that has a press list and a customer page. */
    sites: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
    announcementBar: announcementBarSchema,
  })
  .superRefine((c, ctx) => {
    // A sample may show placeholders (it says it is one); a real complex refuses to build with them.
    if (c.sample) return;
    for (const p of partyProblems(c.parties)) ctx.addIssue({ code: "custom", path: p.path, message: p.message });
  });
export type Complex = z.infer<typeof complexSchema>;

// ---------------------------------------------------------------------------------------------
// The content of one complex (lib/site/content/complexes/<slug>/). Every file there parses its data
// with parseContent and the schema below, so a mistake names the file and the field.

/** Parses one file's content; on failure the error names the file and every bad field. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const field = (path: readonly PropertyKey[]) =>
    path.map((k, i) => (typeof k === "number" ? `[${k}]` : `${i ? "." : ""}${String(k)}`)).join("") ||
    "(the whole value)";
  const lines = result.error.issues.map((i) => `  ${file}: ${field(i.path)}: ${i.message}`);
  throw new Error(
    `Complex content is invalid (${result.error.issues.length} problem${result.error.issues.length === 1 ? "" : "s"}):\n${lines.join("\n")}`,
  );
}

export const MAX_UNIT_TYPES = 12;

/** Unit types with a floor-plan page, in menu order: 1 to 12. */
export const unitTypesSchema = z.array(unitTypeSchema).min(1).max(MAX_UNIT_TYPES);
export const interiorsSchema = z.array(interiorSchema).min(1).max(MAX_UNIT_TYPES);

/** How much of the water (or, with no water, of the park) a line sees. */
export const viewKinds = ["full", "partial", "none"] as const;
export type ViewKind = (typeof viewKinds)[number];

export const buildingLineSchema = z
  .object({
    line: z.number().int().min(1).max(12),
    type: z.string().min(1),
    from: z.number().int().min(1),
    to: z.number().int().min(1),
    view: z.enum(viewKinds),
  })
  .refine((l) => l.to >= l.from, "top floor below first floor");
export type BuildingLine = z.infer<typeof buildingLineSchema>;

export const buildingSchema = z.object({
  no: z.string().regex(/^\d{3,4}$/),
  /** Centre on the 1000 × 720 site plan, north up. */
  x: z.number().min(60).max(940),
  y: z.number().min(150).max(620),
  angle: z.number().min(-30).max(30).default(0),
  lines: z.array(buildingLineSchema).min(1).max(12),
});
export type Building = z.infer<typeof buildingSchema>;

/** Water beside the complex: drawn on the site plan, the location map and the home scenes. */
export const waterSchema = z.object({
  kind: z.enum(["lake", "river", "none"]),
  /** Its name as printed ("○○호수공원", "○○강"); empty with kind none. */
  name: z.string(),
  /** The ornament above it on the drawings ("LAKE", "RIVER"). */
  label: z.string(),
});
export type Water = z.infer<typeof waterSchema>;

export const sitePlanSchema = z.object({
  community: z.object({
    x: z.number(),
    y: z.number(),
    w: z.number().positive(),
    h: z.number().positive(),
    label: z.string().min(1),
  }),
  plaza: z.object({
    x: z.number(),
    y: z.number(),
    rx: z.number().positive(),
    ry: z.number().positive(),
    label: z.string().min(1),
  }),
  gates: z.array(z.object({ x: z.number(), y: z.number(), label: z.string().min(1), dir: z.enum(["w", "e"]) })).min(1),
  roads: z.object({ north: z.string().min(1), east: z.string().min(1) }),
  siteArea: z.string().min(1),
  /** What each view kind means in words ("호수 정면 조망"). */
  viewLabels: z.object({ full: z.string().min(1), partial: z.string().min(1), none: z.string().min(1) }),
  /** The arrow on the unit layout that points to the water side ("호수 방향 (남)"). */
  orientation: z.string().min(1),
  /** Headings and captions of the two complex-guide pages. */
  headings: z.object({
    sitePlan: z.string().min(1),
    sitePlanCaption: z.string().min(1),
    unitLayout: z.string().min(1),
    unitLayoutCaption: z.string().min(1),
    /** Follows the list of buildings whose every line has the full view: "101동, 102동은 …". */
    frontRow: z.string().min(1),
  }),
});

export const textPointSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

export const placeCategories = ["transport", "education", "living", "nature", "future"] as const;
export type PlaceCategory = (typeof placeCategories)[number];

export const placeSchema = z.object({
  name: z.string().min(1),
  category: z.enum(placeCategories),
  x: z.number().min(0).max(1000),
  y: z.number().min(0).max(640),
  /** Travel time from the site as printed ("차량 약 10분"). */
  time: z.string().min(1),
  /** Where the label sits relative to the dot. */
  anchor: z.enum(["left", "right", "above", "below"]).default("right"),
});
export type Place = z.infer<typeof placeSchema>;

const point = z.tuple([z.number(), z.number()]);
/** Shapes of the location map (1000 × 640, north up), as lists of points. */
export const mapShapesSchema = z.object({
  /** Closed outline of a lake, or the centre line of a river (drawn wide). */
  water: z.array(point).min(2),
  waterLabelAt: point,
  /** Smaller streams, drawn as thin lines. */
  streams: z.array(z.array(point).min(2)).default([]),
  parks: z.array(z.array(point).min(3)),
  expressway: z.array(point).min(2),
  avenue: z.array(point).min(2),
  localRoads: z.array(z.array(point).min(2)),
  rail: z.array(point).min(2),
});

export const locationSchema = z.object({
  site: z.object({ x: z.number().min(0).max(1000), y: z.number().min(0).max(640), label: z.string().min(1) }),
  places: z.array(placeSchema).min(1).max(24),
  roads: z.object({
    expressway: z.string().min(1),
    avenue: z.string().min(1),
    local: z.string().min(1),
    rail: z.string().min(1),
  }),
  water: waterSchema,
  map: mapShapesSchema,
  heading: z.string().min(1),
});

export const premiumPointSchema = z.object({
  title: z.string().min(1),
  lead: z.string().min(1),
  text: z.string().min(1),
  category: z.enum([...placeCategories, "brand", "scale"]),
  /** What a superlative in it (최대, 최초, 유일 ...) rests on, shown as its footnote (superlatives.test.ts). */
  basis: z.string().min(1).optional(),
});
export type PremiumPoint = z.infer<typeof premiumPointSchema>;

export const facilityIcons = ["fitness", "golf", "library", "lounge", "pool", "kids", "cafe", "sauna"] as const;
export const facilitySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Which drawn line icon stands for it. */
  icon: z.enum(facilityIcons),
  name: z.string().min(1),
  english: z.string().min(1),
  text: z.string().min(10),
  details: z.array(z.string().min(1)).min(1).max(3),
});
export type Facility = z.infer<typeof facilitySchema>;

/** A sample press article, dated relative to a step of the sales schedule. */
export const pressDraftSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Title of a schedule step with a start date, days after it (negative: before) and the time (KST). */
  at: z.object({ step: z.string().min(1), days: z.number().int(), time: z.string().regex(/^\d{2}:\d{2}$/) }),
  title: z.string().min(1),
  summary: z.string().min(1),
  content: z.string().min(1),
});
export type PressDraft = z.infer<typeof pressDraftSchema>;

// Floor plans: rooms as rectangles in metres, north up (see lib/site/art/floor-plan.ts).
export const roomKinds = [
  "living",
  "kitchen",
  "bedroom",
  "bath",
  "dress",
  "entry",
  "alpha",
  "pantry",
  "balcony",
  "utility",
] as const;
export type RoomKind = (typeof roomKinds)[number];

export const wallSide = z.enum(["n", "s", "e", "w"]);

export const roomSchema = z.object({
  name: z.string().min(1),
  kind: z.enum(roomKinds),
  x: z.number().min(-3),
  y: z.number().min(-3),
  w: z.number().positive(),
  h: z.number().positive(),
  /** A door on one wall of the room, `at` metres from the wall's west/north end. */
  door: z
    .object({ wall: wallSide, at: z.number().nonnegative(), width: z.number().positive().default(0.9) })
    .optional(),
});
export type Room = z.infer<typeof roomSchema>;

export const floorPlanSchema = z.object({
  slug: z.string().regex(/^[0-9A-Za-z]+$/),
  /** Structure type shown with the plan. */
  layout: z.string().min(1),
  /** Short selling points of the plan, one line each. */
  highlights: z.array(z.string().min(1)).min(2).max(4),
  /** Where the front door is: the entrance mark is drawn on this room's north wall. */
  entrance: z.string().min(1),
  rooms: z.array(roomSchema).min(4),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

/** A news item of the home page, also seeded as a press article with the same id. */
export const newsDraftSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  at: pressDraftSchema.shape.at,
  /** Body of the seeded article (paragraphs separated by blank lines). */
  content: z.string().min(1),
  image: z.string().startsWith("/").optional(),
});
export type NewsDraft = z.infer<typeof newsDraftSchema>;

/** The brand story of /Brand (a complex's brand.ts). */
export const brandSchema = z.object({
  lead: z.string().min(1),
  headline: z.string().min(1),
  story: z.array(z.string().min(1)).min(1),
  values: z.array(z.object({ label: z.string().min(1), title: z.string().min(1), text: z.string().min(1) })).min(1),
  closing: z.string().min(1),
});
