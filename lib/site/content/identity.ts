import type { ComplexFolder } from "./complex-folder";
import { partyProblems, partyRoles } from "./schema";

// What identifies a complex in words (its names, slugs, phone, street, water, schedule dates), and
// what a new complex's folder may not keep of the sample it was copied from. Used by the leak test
// (e2e/smoke/leaks.spec.ts: no build shows another complex's words) and the content check
// (`npm run new-complex -- --check`: a folder that still carries the sample's is not ready). Pure.

type ComplexModule = ComplexFolder;

/** ISO date, compact (ICS) and dotted (press list) spellings of a date. */
function dateSpellings(iso: string): string[] {
  const [y, m, d] = iso.split("-");
  return [iso, `${y}${m}${d}`, `${y}. ${m}. ${d}.`];
}

/** Words that must never appear in another complex's build or folder: its names, slugs, phone and dates. */
export function identifyingWords(slug: string, c: ComplexModule): string[] {
  const x = c.complex;
  const words = [
    slug,
    x.siteName,
    x.brand.name,
    x.brand.english,
    x.company.name,
    ...Object.values(x.parties).flatMap((p) => (p ? [p.name] : [])),
    x.phone,
    x.address.locality,
    x.address.street,
    x.defaultSite,
    ...x.sites,
    c.location.water.name,
    ...x.schedule
      .flatMap((s) => [s.start, s.end])
      .filter((d): d is string => !!d)
      .flatMap(dateSpellings),
  ];
  return [...new Set(words.filter((w) => w.trim().length >= 3))];
}

/**
 * What a folder still carries of the sample it was copied from: the sample's words in any of its
 * files (`files`: name -> source text), its figures, its parties' people (or a placeholder
 * name, 대표 or number), and its articles' ids. Each names the file.
 */
export function sampleLeftovers(
  files: Record<string, string>,
  c: ComplexModule,
  sampleSlug: string,
  sample: ComplexModule,
): string[] {
  const problems: string[] = [];
  for (const word of identifyingWords(sampleSlug, sample)) {
    const where = Object.keys(files).filter((f) => files[f]!.includes(word));
    if (where.length) problems.push(`${where.join(", ")}: still carries the sample's '${word}'`);
  }
  if (JSON.stringify(c.complex.figures) === JSON.stringify(sample.complex.figures))
    problems.push("complex.ts: figures: the sample's figures (households, buildings, floors, move-in)");
  if (JSON.stringify(c.unitTypes) === JSON.stringify(sample.unitTypes))
    problems.push("complex.ts: unitTypes: the sample's unit types");
  const sampleCeos = new Set(Object.values(sample.complex.parties).flatMap((p) => (p ? [p.ceo] : [])));
  for (const { key } of partyRoles) {
    const party = c.complex.parties[key];
    if (party && sampleCeos.has(party.ceo))
      problems.push(`complex.ts: parties.${key}.ceo: the sample's '${party.ceo}'`);
  }
  // The build refuses these for a complex not marked as a sample; the check names them for any.
  for (const p of partyProblems(c.complex.parties)) problems.push(`complex.ts: ${p.path.join(".")}: ${p.message}`);
  const sampleIds = new Set([...sample.newsDrafts, ...sample.pressDrafts].map((d) => d.id));
  const kept = [...c.newsDrafts, ...c.pressDrafts].map((d) => d.id).filter((id) => sampleIds.has(id));
  if (kept.length) problems.push(`news.ts/press.ts: the sample's article ids: ${kept.join(", ")}`);
  return problems;
}
