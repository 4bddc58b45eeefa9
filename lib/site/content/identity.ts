import type { ComplexFolder } from "./complex-folder";

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

/** A business registration number that is no real one: the samples' "000-00-00000(샘플)". */
export const PLACEHOLDER_BUSINESS_NUMBER = /샘플|sample|^0{3}-?0{2}-?0{5}/i;

/**
 * What a folder still carries of the sample it was copied from: the sample's words in any of its
 * files (`files`: name -> source text), its figures, its company's people and number (or a
 * placeholder number), and its articles' ids. Each names the file.
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
  const company = c.complex.company;
  if (company.ceo === sample.complex.company.ceo)
    problems.push(`complex.ts: company.ceo: the sample's '${company.ceo}'`);
  if (PLACEHOLDER_BUSINESS_NUMBER.test(company.businessNumber))
    problems.push(
      `complex.ts: company.businessNumber: '${company.businessNumber}' is a placeholder, not the company's registration number`,
    );
  const sampleIds = new Set([...sample.newsDrafts, ...sample.pressDrafts].map((d) => d.id));
  const kept = [...c.newsDrafts, ...c.pressDrafts].map((d) => d.id).filter((id) => sampleIds.has(id));
  if (kept.length) problems.push(`news.ts/press.ts: the sample's article ids: ${kept.join(", ")}`);
  return problems;
}
