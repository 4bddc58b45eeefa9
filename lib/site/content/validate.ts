import type { ComplexFolder } from "./complex-folder";
import { deadTourUrl, deadYoutubeId } from "./media-schema";
import {
  buildingProblems,
  floorPlanProblems,
  surroundingsMapProblems,
  termProblems,
  textPromiseProblems,
  type Copy,
} from "./content-rules";
import { noticeTerms, termFaqAnswers, termNotes, termsCoverageProblems } from "./sales-terms-schema";
import { floorPlanPath, interiorPath, PRESS_PATH, sitePagePaths } from "@/lib/site/routes/paths.mjs";

// Checks across the files of one complex's folder that the per-file schemas cannot make: the
// figures add up, every unit type has a plan, every interior its picture and text, the schedule
// has the steps the sales pages and the press dates use, no video id or tour address is one known to
// show nothing, every link of the home copy opens a page of this complex, the materials name only
// cards, slides, types and interiors this complex has, and the rules of lib/site/content/content-rules.ts
// (floor-plan areas and overlaps, the buildings' households, the surroundings map's labels, no
// prerendered copy promising a text, no copy stating a sales term otherwise than terms.ts). Each
// problem names the file and field.

type ComplexModule = ComplexFolder;

export function crossCheck(c: ComplexModule): string[] {
  const problems: string[] = [];
  const f = c.complex.figures;
  const sale = c.unitTypes.reduce((s, u) => s + u.households, 0);
  if (sale !== f.generalSale)
    problems.push(`complex.ts: unitTypes households add up to ${sale}, figures.generalSale is ${f.generalSale}`);
  if (f.generalSale + f.rental !== f.households)
    problems.push(
      `complex.ts: figures.generalSale + figures.rental is ${f.generalSale + f.rental}, figures.households is ${f.households}`,
    );
  if (c.buildings.length !== f.buildings)
    problems.push(
      `buildings.ts: buildings lists ${c.buildings.length}, complex.ts figures.buildings is ${f.buildings}`,
    );
  const lines = c.buildings.reduce((s, b) => s + b.lines.reduce((t, l) => t + l.to - l.from + 1, 0), 0);
  if (lines !== f.households)
    problems.push(`buildings.ts: the lines hold ${lines} households, complex.ts figures.households is ${f.households}`);
  for (const u of c.unitTypes) {
    if (!c.floorPlans.some((p) => p.slug === u.slug))
      problems.push(`floor-plans.ts: floorPlans has no plan for unit type ${u.slug}`);
  }
  for (const i of c.interiors) {
    if (!c.interiorDetails.some((d) => d.slug === i.slug))
      problems.push(`interior-details.ts: interiorDetails has no entry for interior ${i.slug}`);
    if (!c.illustrations[`interior${i.slug}`])
      problems.push(`illustrations.ts: illustrations has no interior${i.slug}`);
  }
  for (const key of ["community", "premium"])
    if (!c.illustrations[key]) problems.push(`illustrations.ts: illustrations has no ${key}`);
  const steps = new Set(c.complex.schedule.map((s) => s.title));
  for (const title of ["견본주택 오픈", "특별공급 청약", "1순위 청약", "2순위 청약", "당첨자 발표", "정당계약"]) {
    if (!steps.has(title))
      problems.push(`complex.ts: schedule has no step '${title}' (the sales pages and press dates use it)`);
  }
  for (const d of [...c.newsDrafts, ...c.pressDrafts]) {
    const s = c.complex.schedule.find((x) => x.title === d.at.step);
    if (!s?.start)
      problems.push(
        `${"excerpt" in d ? "news.ts" : "press.ts"}: ${d.id}: at.step '${d.at.step}' is no dated step of the schedule`,
      );
  }
  const ids = [...c.newsDrafts, ...c.pressDrafts].map((d) => d.id);
  const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (dup.length) problems.push(`news.ts/press.ts: article ids used twice: ${[...new Set(dup)].join(", ")}`);
  if (!c.complex.sites.includes(c.complex.defaultSite))
    problems.push(`complex.ts: defaultSite '${c.complex.defaultSite}' is not in sites`);
  const videos = [
    { where: "brandVideo", id: c.brandVideo.youtubeId },
    ...c.unitVideos.map((v) => ({ where: `unitVideos[${v.id}]`, id: v.youtubeId })),
  ];
  for (const v of videos) {
    const dead = v.id === undefined ? undefined : deadYoutubeId(v.id);
    if (dead) problems.push(`media.ts: ${v.where}: ${dead}; leave youtubeId out until the video is published`);
  }
  for (const t of c.vrTourList) {
    const dead = t.url === undefined ? undefined : deadTourUrl(t.url);
    if (dead) problems.push(`media.ts: vrTourList '${t.label}': ${dead}; leave url out until the tour is published`);
  }
  const pagesOfThisComplex = new Set([
    ...c.pageEntries.map((p) => p.path),
    ...c.unitTypes.map((u) => floorPlanPath(u.slug)),
    ...c.interiors.map((i) => interiorPath(i.slug)),
    PRESS_PATH,
    ...c.complex.sites.flatMap((s) => sitePagePaths(s)),
  ]);
  const home = {
    hero: c.hero,
    locationPoint: c.locationPoint,
    brandIntro: c.brandIntro,
    specialPlan: c.specialPlan,
    premiumCards: c.premiumCards,
    unitPlan: c.unitPlan,
    complexGuide: c.complexGuide,
    newsSection: c.newsSection,
  };
  for (const { where, href } of hrefsIn(home, "")) {
    if (!pagesOfThisComplex.has(href.split("#")[0]!))
      problems.push(`home.ts: ${where}: '${href}' is no page of this complex`);
  }
  problems.push(...materialKeys(c));
  const opening = c.complex.schedule.find((s) => s.title === "견본주택 오픈")?.start;
  if (opening && c.privacyEffectiveDate > opening)
    problems.push(
      `privacy.ts: privacyEffectiveDate: ${c.privacyEffectiveDate} is after the model house opens (${opening}): the policy must be in force before the first lead`,
    );
  problems.push(...floorPlanProblems(c.floorPlans, c.unitTypes));
  problems.push(...buildingProblems(c.buildings, c.unitTypes, c.rentalType, c.complex.figures));
  problems.push(...surroundingsMapProblems(c.visitSite.map));
  problems.push(
    ...textPromiseProblems({
      announcementBar: [
        ...c.complex.announcementBar.items.map((i) => i.text),
        c.complex.announcementBar.evergreen,
      ].join(" / "),
      visitSectionText: c.visitSection.text,
      pages: c.pageEntries,
    }),
  );
  problems.push(...termsCoverageProblems(c.salesTerms, c.unitTypes));
  problems.push(...termProblems(c.salesTerms, termCopy(c)));
  return problems;
}

/**
 * Every piece of copy that may state a sales term: the home page, the pages' titles and descriptions,
 * the sample news and press articles, the announcement bar and disclaimers, the sales guide and the
 * notice's summary, the floor plans' notes, and what the price page, the FAQ and the notice make of
 * the terms themselves.
 */
export function termCopy(c: ComplexModule): Copy[] {
  const labelOf = (slug: string) => c.unitTypes.find((u) => u.slug === slug)?.label ?? slug;
  const faq = termFaqAnswers(c.salesTerms, labelOf);
  const notice = noticeTerms(c.salesTerms, c.unitTypes);
  return [
    ...stringsIn(
      {
        hero: c.hero,
        locationPoint: c.locationPoint,
        brandIntro: c.brandIntro,
        premiumSection: c.premiumSection,
        premiumSlides: c.premiumSlides,
        premiumCards: c.premiumCards,
        unitPlan: c.unitPlan,
        visitSection: c.visitSection,
        businessOverview: c.businessOverview,
        complexGuide: c.complexGuide,
        newsSection: c.newsSection,
      },
      "home.ts: ",
    ),
    // A card reads as one line: "중도금 60% 무이자 중도금 대출 이자를 …".
    ...c.specialPlan.items.map((i, n) => ({
      where: `home.ts: specialPlan.items[${n}]`,
      text: `${i.label} ${i.figure}${i.unit} ${i.text}`,
    })),
    ...stringsIn(
      { title: c.specialPlan.title, text: c.specialPlan.text, note: c.specialPlan.note },
      "home.ts: specialPlan.",
    ),
    ...c.pageEntries.flatMap((p) => stringsIn(p, `pages.ts: ${p.path} `)),
    ...c.newsDrafts.flatMap((d) => stringsIn(d, `news.ts: ${d.id} `)),
    ...c.pressDrafts.flatMap((d) => stringsIn(d, `press.ts: ${d.id} `)),
    ...stringsIn(c.complex.announcementBar, "complex.ts: announcementBar."),
    ...stringsIn(c.complex.disclaimers, "complex.ts: disclaimers"),
    ...stringsIn(
      {
        announcement: c.announcement,
        checkpoints: c.checkpoints,
        contractGuide: c.contractGuide,
        stampTaxGuide: c.stampTaxGuide,
        documentsNotice: c.documentsNotice,
      },
      "sales.ts: ",
    ),
    ...stringsIn(c.floorPlanNotice, "floor-plans.ts: floorPlanNotice"),
    ...Object.entries(faq).map(([k, text]) => ({ where: `the FAQ's answer on ${k} (from terms.ts)`, text })),
    ...termNotes(c.salesTerms).map((text, i) => ({ where: `the price page's notes[${i}] (from terms.ts)`, text })),
    ...[...notice.payments, ...notice.balcony, ...notice.options].map((row, i) => ({
      where: `the notice's terms table, row ${i + 1} (from terms.ts)`,
      text: row.join(" "),
    })),
  ];
}

/** Every string of a piece of content, with where it sits. */
function stringsIn(value: unknown, where: string): Copy[] {
  if (typeof value === "string") return [{ where: where.trimEnd(), text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${where}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  const path = /[ .]$/.test(where) || where === "" ? where : `${where}.`;
  return Object.entries(value).flatMap(([key, v]) =>
    key === "href" || key === "src" || key === "id" ? [] : stringsIn(v, `${path}${key}`),
  );
}

/** The keys of materials.ts that name something (a card, a slide, a unit type, an interior) name one this complex has. */
function materialKeys(c: ComplexModule): string[] {
  const m = c.materials;
  const known: [field: string, given: Record<string, unknown>, noun: string, keys: string[]][] = [
    ["premiumCards", m.premiumCards, "card", c.premiumCards.map((x) => x.no)],
    ["premiumSlides", m.premiumSlides, "slide", c.premiumSlides.map((x) => x.label)],
    ["floorPlans", m.floorPlans, "unit type", c.unitTypes.map((u) => u.slug)],
    ["interiors", m.interiors, "interior", c.interiors.map((i) => i.slug)],
  ];
  return known.flatMap(([field, given, noun, keys]) =>
    Object.keys(given)
      .filter((k) => !keys.includes(k))
      .map((k) => `materials.ts: ${field}.${k}: no such ${noun} in this complex (it has ${keys.join(", ")})`),
  );
}

/** Every `href` of a piece of content that starts with "/", with where it sits. */
function hrefsIn(value: unknown, where: string): { where: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => hrefsIn(v, `${where}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === "href" && typeof v === "string" && v.startsWith("/")
      ? [{ where: `${where}.href`, href: v }]
      : hrefsIn(v, where ? `${where}.${key}` : key),
  );
}
