import { readdirSync } from "node:fs";
import path from "node:path";
import { selectedComplex as selectedComplexIn } from "../../scripts/lib/selected-complex.mjs";

// Every complex folder in lib/content/complexes/, which one this checkout's build shows, and the
// words that identify each (names, slugs, phone, schedule dates), for the smoke and leak tests.
// No complex is named here: the folders are listed and imported.

const root = path.resolve(__dirname, "../..");
const folder = path.join(root, "lib/content/complexes");

export function selectedComplex(): string {
  return selectedComplexIn(root);
}

export function complexFolders(): string[] {
  return readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
}

type ComplexModule = typeof import("../../lib/content/complexes/selected");

export async function loadComplex(slug: string): Promise<ComplexModule> {
  // require, not import(): Playwright transforms TypeScript loaded through require only.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(folder, slug, "index.ts")) as ComplexModule;
}

/** ISO date, compact (ICS) and dotted (press list) spellings of a date. */
function dateSpellings(iso: string): string[] {
  const [y, m, d] = iso.split("-");
  return [iso, `${y}${m}${d}`, `${y}. ${m}. ${d}.`];
}

/** Words that must never appear in another complex's build: its names, slugs, phone and dates. */
export async function identifyingWords(slug: string): Promise<string[]> {
  const c = await loadComplex(slug);
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
    ...x.schedule.flatMap((s) => [s.start, s.end]).filter((d): d is string => !!d).flatMap(dateSpellings),
  ];
  return [...new Set(words.filter((w) => w.trim().length >= 3))];
}
