import { readdirSync } from "node:fs";
import path from "node:path";
import { identifyingWords as wordsOf } from "../../lib/site/content/identity";
import { selectedComplex as selectedComplexIn } from "../../scripts/lib/selected-complex.mjs";

// Every complex folder in lib/site/content/complexes/, which one this checkout's build shows, and the
// words that identify each (names, slugs, phone, schedule dates), for the smoke and leak tests.
// No complex is named here: the folders are listed and imported.

const root = path.resolve(__dirname, "../..");
const folder = path.join(root, "lib/site/content/complexes");

export function selectedComplex(): string {
  return selectedComplexIn(root);
}

export function complexFolders(): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

type ComplexModule = import("../../lib/site/content/complex-folder").ComplexFolder;

export async function loadComplex(slug: string): Promise<ComplexModule> {
  // require, not import(): Playwright transforms TypeScript loaded through require only.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(folder, slug, "index.ts")) as ComplexModule;
}

/** Words that must never appear in another complex's build: its names, slugs, phone and dates. */
export async function identifyingWords(slug: string): Promise<string[]> {
  return wordsOf(slug, await loadComplex(slug));
}
