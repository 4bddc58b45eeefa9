import { layoutSurroundingsMap, nameBoxes, northAt, type Box } from "@/lib/site/art/surroundings-map";
import type { Building, FloorPlan, Room, UnitType } from "./schema";
import type { SurroundingsMap } from "./visit-schema";

// Rules a complex's content must keep that no single file's schema can state: a floor plan's rooms
// add up to the exclusive area and do not overlap, the buildings hold the households the figures
// give, no label of the surroundings map covers another. The content check (lib/site/content/validate.ts,
// `npm run new-complex -- --check`) runs them on any folder, and the tests on every folder; each
// problem names the file and the field. Pure functions of the content they are given.

/** A balcony or a utility room is service area, not exclusive area. */
export function isInterior(room: Room): boolean {
  return room.kind !== "balcony" && room.kind !== "utility";
}

export function interiorArea(plan: FloorPlan): number {
  return plan.rooms.filter(isInterior).reduce((sum, r) => sum + r.w * r.h, 0);
}

/** How much two rooms cover each other, in m2. */
export function roomOverlap(a: Room, b: Room): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Within this share of the exclusive area, the rooms of a plan add up (sales plans round every room). */
export const AREA_TOLERANCE = 0.015;
/** The rooms a buyer looks for on every plan. */
const EXPECTED_ROOMS = ["living", "kitchen", "bedroom", "bath", "balcony", "entry"] as const;

export function floorPlanProblems(plans: readonly FloorPlan[], units: readonly UnitType[]): string[] {
  const problems: string[] = [];
  plans.forEach((plan, p) => {
    const where = `floor-plans.ts: floorPlans[${p}] (${plan.slug})`;
    const unit = units.find((u) => u.slug === plan.slug);
    if (!unit) {
      problems.push(`${where}: no unit type ${plan.slug} in complex.ts unitTypes`);
      return;
    }
    const area = interiorArea(plan);
    if (Math.abs(area - unit.exclusiveArea) / unit.exclusiveArea >= AREA_TOLERANCE) {
      problems.push(
        `${where}.rooms: the rooms inside add up to ${area.toFixed(2)}㎡, the exclusive area is ${unit.exclusiveArea}㎡ (more than ${AREA_TOLERANCE * 100} % apart)`,
      );
    }
    for (let i = 0; i < plan.rooms.length; i++) {
      for (let j = i + 1; j < plan.rooms.length; j++) {
        const a = plan.rooms[i]!;
        const b = plan.rooms[j]!;
        const both = roomOverlap(a, b);
        if (both >= 0.001)
          problems.push(
            `${where}.rooms[${i}] and rooms[${j}]: '${a.name}' and '${b.name}' overlap by ${both.toFixed(2)}㎡`,
          );
      }
    }
    const kinds = new Set(plan.rooms.map((r) => r.kind));
    for (const k of EXPECTED_ROOMS) if (!kinds.has(k)) problems.push(`${where}.rooms: no room of kind '${k}'`);
    if (!plan.rooms.some((r) => r.name === plan.entrance && isInterior(r)))
      problems.push(`${where}.entrance: '${plan.entrance}' is no room inside the unit`);
    plan.rooms.forEach((r, i) => {
      if (!r.door) return;
      const wall = r.door.wall === "n" || r.door.wall === "s" ? r.w : r.h;
      if (r.door.at + r.door.width > wall + 1e-9)
        problems.push(
          `${where}.rooms[${i}].door: '${r.name}''s door (${r.door.at} + ${r.door.width} m) runs past its ${wall.toFixed(1)} m wall`,
        );
    });
  });
  return problems;
}

/**
 * The buildings against the figures: unique numbers, lines numbered 1 to n, the tallest at the stated
 * top floor, each unit type's households as complex.ts gives them and the rental type's as the rental total.
 */
export function buildingProblems(
  buildings: readonly Building[],
  units: readonly UnitType[],
  rental: { slug: string },
  figures: { rental: number; floorsAbove: number },
): string[] {
  const problems: string[] = [];
  const numbers = buildings.map((b) => b.no);
  const twice = numbers.filter((no, i) => numbers.indexOf(no) !== i);
  if (twice.length) problems.push(`buildings.ts: buildings: numbers used twice: ${[...new Set(twice)].join(", ")}`);
  buildings.forEach((b, i) => {
    if (b.lines.some((l, k) => l.line !== k + 1))
      problems.push(
        `buildings.ts: buildings[${i}] (${b.no}동).lines: numbered ${b.lines.map((l) => l.line).join(", ")}, not 1 to ${b.lines.length}`,
      );
  });
  const top = Math.max(...buildings.flatMap((b) => b.lines.map((l) => l.to)));
  if (buildings.length && top !== figures.floorsAbove)
    problems.push(
      `buildings.ts: the tallest line reaches floor ${top}, complex.ts figures.floorsAbove is ${figures.floorsAbove}`,
    );
  const byType = new Map<string, number>();
  for (const b of buildings) for (const l of b.lines) byType.set(l.type, (byType.get(l.type) ?? 0) + l.to - l.from + 1);
  for (const u of units) {
    if ((byType.get(u.slug) ?? 0) !== u.households)
      problems.push(
        `buildings.ts: the lines of type ${u.slug} hold ${byType.get(u.slug) ?? 0} households, complex.ts unitTypes gives ${u.households}`,
      );
  }
  if ((byType.get(rental.slug) ?? 0) !== figures.rental)
    problems.push(
      `buildings.ts: the lines of the rental type ${rental.slug} hold ${byType.get(rental.slug) ?? 0} households, complex.ts figures.rental is ${figures.rental}`,
    );
  for (const type of byType.keys())
    if (type !== rental.slug && !units.some((u) => u.slug === type))
      problems.push(`buildings.ts: lines of type '${type}', which is neither a unit type nor the rental type`);
  return problems;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Every label of the surroundings map (약도) on the drawing, clear of the other labels and of the markers. */
export function surroundingsMapProblems(map: SurroundingsMap): string[] {
  const placed = [...layoutSurroundingsMap(map), ...nameBoxes(map)];
  const north = northAt(map);
  const markers = [...placed.map((p) => p.marker), { x: north.x - 17, y: north.y - 30, w: 34, h: 47 }];
  const problems: string[] = [];
  for (const [i, p] of placed.entries()) {
    const b = p.box;
    if (b.x < 0 || b.y < 0 || b.x + b.w > map.width || b.y + b.h > map.height)
      problems.push(`visit.ts: map: the label '${p.name}' runs off the drawing (move the point or change its anchor)`);
    for (const q of placed.slice(i + 1))
      if (overlaps(b, q.box))
        problems.push(
          `visit.ts: map: the labels '${p.name}' and '${q.name}' cover each other (move a point or change its anchor)`,
        );
    for (const m of markers)
      if (m !== p.marker && m.w > 0 && overlaps(b, m))
        problems.push(`visit.ts: map: the label '${p.name}' covers a marker (move the point or change its anchor)`);
  }
  return problems;
}

/** Copy that promises a text message (or a KakaoTalk one). */
export const PROMISES_A_TEXT = /문자|SMS|카카오톡으로 (안내|보내)/;

/**
 * Every promise on a page is kept by code or not made. The announcement bar, the home page's visit
 * section and the pages' descriptions are prerendered, before anyone knows whether the deployment
 * sends texts (SMS is runtime configuration): none of them promises a text. A registrant's welcome
 * message is promised by the answer to the registration, which knows it was queued (lib/visits/welcome.ts,
 * lead-copy.ts successText); the booking page, rendered at request time, asks for consent to its texts
 * only where they are sent (lib/visits/page-data.ts sendsTexts).
 */
export function textPromiseProblems(c: {
  announcementBar: string;
  visitSectionText: string;
  pages: readonly { path: string; description: string }[];
}): string[] {
  const copy = [
    { where: "complex.ts: announcementBar", text: c.announcementBar },
    { where: "home.ts: visitSection.text", text: c.visitSectionText },
    ...c.pages.map((p) => ({ where: `pages.ts: ${p.path} description`, text: p.description })),
  ];
  return copy
    .filter((x) => PROMISES_A_TEXT.test(x.text))
    .map(
      (x) =>
        `${x.where}: promises a text message ('${x.text.match(PROMISES_A_TEXT)![0]}'), which no page built ahead of time can know is sent`,
    );
}

/** A piece of copy and where it sits ("home.ts: specialPlan.items[2]"). */
export type Copy = { where: string; text: string };

/** "1,000만원", "1천만원", "500만 원" -> 원; null when the words are no amount. */
export function amountOfWords(words: string): number | null {
  const m = words.match(/(\d[\d,]*)\s*(천만|백만|만)\s*원/);
  if (!m) return null;
  const n = Number(m[1]!.replace(/,/g, ""));
  return n * { 천만: 10_000_000, 백만: 1_000_000, 만: 10_000 }[m[2] as "천만" | "백만" | "만"];
}

const FREE_BALCONY = /발코니\s*확장[^.,?]*?(무상|무료)/;
const PAID_BALCONY = /발코니\s*확장[^.,?]*?(유상(?!\s*옵션)|별도|포함되어\s*있지\s*않|포함되지\s*않|비용은?\s*타입별)/;
const DEFERRED = /이자\s*후불/;
const FREE_INTEREST = /무이자|이자[^.]{0,20}(사업주체|시행사)[^.]{0,10}(부담|대납|지원)/;
const BORROWER_INTEREST = /이자[^.]{0,24}(계약자|본인)[^.]{0,6}(매달|매월)|이자는\s*계약자가\s*부담/;
const SHARE = (term: string) =>
  new RegExp(`${term}[은는]?\\s*\\(?\\s*(?:전체\\s*)?(?:분양(?:가|대금)의\\s*)?(\\d+(?:\\.\\d+)?)\\s*%`);
const FIXED_DEPOSIT = /(\d[\d,]*\s*(?:천만|백만|만)\s*원)\s*정액/;

/** The sales terms as the rules read them (complexes/<slug>/terms.ts, parsed). */
type Terms = {
  deposit: { percent: number; parts: readonly { fixed?: number }[] };
  midPayment: { months: readonly number[]; percentEach: number; interest: "free" | "deferred" | "borrower" };
  balcony: { kind: "free" } | { kind: "paid" };
};

const INTEREST_WORDS = { free: "무이자", deferred: "이자후불제", borrower: "계약자가 이자를 내는 대출" } as const;

/**
 * Copy that states a sales term otherwise than terms.ts: 발코니 확장 free where it is priced (or the
 * other way round), 중도금 interest-free, deferred or at the buyer's charge against the terms, a share of
 * 계약금, 중도금 or 잔금 other than the terms', a fixed 계약금 the terms do not have or of another amount.
 * A question (a sentence ending in "?") states nothing. Under 표시광고법 a page that contradicts the
 * terms is a misleading advertisement, so the content check refuses it.
 */
export function termProblems(t: Terms, copy: readonly Copy[]): string[] {
  const mid = t.midPayment.months.length * t.midPayment.percentEach;
  const shares: [term: string, share: number][] = [
    ["계약금", t.deposit.percent],
    ["중도금", mid],
    ["잔금", 100 - t.deposit.percent - mid],
  ];
  const fixed = t.deposit.parts.flatMap((p) => (p.fixed ? [p.fixed] : []));
  const problems: string[] = [];
  for (const { where, text } of copy) {
    const say = (what: string, terms: string) =>
      problems.push(`${where}: says '${what}', but terms.ts ${terms} (copy must not contradict the sales terms)`);
    for (const sentence of text.split(/(?<=[.!?。])\s+|\n+/)) {
      if (sentence.trim().endsWith("?")) continue;
      if (t.balcony.kind === "paid") {
        const m = sentence.match(FREE_BALCONY);
        if (m) say(m[0], "prices 발코니 확장 per type (balcony.kind: paid)");
      } else {
        const m = sentence.match(PAID_BALCONY);
        if (m) say(m[0], "gives 발코니 확장 free (balcony.kind: free)");
      }
      if (/중도금/.test(sentence)) {
        const claim = DEFERRED.test(sentence)
          ? "deferred"
          : FREE_INTEREST.test(sentence)
            ? "free"
            : BORROWER_INTEREST.test(sentence)
              ? "borrower"
              : null;
        if (claim && claim !== t.midPayment.interest)
          say(
            sentence.match({ deferred: DEFERRED, free: FREE_INTEREST, borrower: BORROWER_INTEREST }[claim])![0],
            `gives the 중도금 loan as ${INTEREST_WORDS[t.midPayment.interest]} (midPayment.interest: ${t.midPayment.interest})`,
          );
      }
      for (const [term, share] of shares) {
        const m = sentence.match(SHARE(term));
        if (m && Number(m[1]) !== share) say(m[0], `gives ${term} ${share}%`);
      }
      if (/계약금/.test(sentence)) {
        const m = sentence.match(FIXED_DEPOSIT);
        if (m && !fixed.length)
          say(m[0], `has no fixed 계약금 (deposit.parts: the whole ${t.deposit.percent}% at once)`);
        else if (m && !fixed.includes(amountOfWords(m[1]!) ?? -1))
          say(m[0], `gives the fixed 계약금 as ${fixed.map((f) => `${f.toLocaleString("ko-KR")}원`).join(", ")}`);
      }
    }
  }
  return problems;
}
