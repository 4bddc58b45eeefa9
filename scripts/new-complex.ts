// `npm run new-complex <slug>`: starts the content of a new complex. Copies the sample complex's
// folder (lib/content/complexes/<default>/, without its own tests) to lib/content/complexes/<slug>/,
// gives it its own press slug, prints what to replace, and validates the folder with the content
// schema (every file parses on import; errors name the file and the field) and the cross-checks of
// lib/content/validate.ts.
//   npm run new-complex -- <slug>            copy, checklist, validate
//   npm run new-complex -- --check <slug>    validate an existing folder (after editing it)
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { complexSlugSchema, DEFAULT_COMPLEX } from "../lib/env";
import { crossCheck } from "../lib/content/validate";

const root = path.resolve(__dirname, "..");
const folder = path.join(root, "lib/content/complexes");

const CHECKLIST: [file: string, what: string][] = [
  ["complex.ts", "siteName, brand (name, english, slogan), company, phone, hours, address, facts, figures, the sales schedule (keep the step titles), disclaimers, familySites, announcementBar; unitTypes (1 to 12: URL slug, label, area, households) and interiors"],
  ["buildings.ts", "every building: number, place on the 1000 × 720 site plan (x, y, angle), its lines (type, floors, view); rentalType; the plan's landmarks, road names, view labels, the water-side arrow, headings and design points"],
  ["location.ts", "the site pin, the places with travel times, road and rail names, the water (lake, river or none, its name) and the map's shapes (water, parks, roads, rail as points on 1000 × 640), the page heading, the premium points"],
  ["floor-plans.ts", "one room plan per unit type (metres; interior rooms must add up to the exclusive area within 1.5 %), layout and highlights"],
  ["home.ts", "every line of the home page: hero, location point, brand intro, special plan, the seven premium slides, four premium cards, unit plan, visit, overview and guide accordions, alt texts"],
  ["brand.ts", "the brand story and values"],
  ["community.ts", "the facilities (icon: fitness, golf, library, lounge, pool, kids, cafe, sauna) and disclaimers"],
  ["interior-details.ts / illustrations.ts", "one entry per interior; illustration alt texts (the pictures are drawn by scripts/render-art.ts)"],
  ["media.ts", "the YouTube ids of the brand film and the three unit videos, the VR tour addresses and the default tab"],
  ["sales.ts", "the notice's date and summary, the stamp-tax share, anything the complex's notice says differently"],
  ["pages.ts", "titles, descriptions (20 to 160 characters) and banner lines of every fixed page"],
  ["privacy.ts", "the companies that receive a visitor's data (name, purpose, items, retention), as your contracts name them; an empty list if nobody does (the forms then show no third-party box)"],
  ["news.ts / press.ts", "the home news and the sample press articles: dated by schedule step and days (at), every particle after a value through particle()"],
];

async function validate(slug: string): Promise<boolean> {
  const index = path.join(folder, slug, "index.ts");
  let mod;
  try {
    mod = await import(pathToFileURL(index).href);
  } catch (error) {
    console.error(`\n✕ lib/content/complexes/${slug}/ does not parse:\n${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  const problems = crossCheck(mod);
  const sites = readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== slug);
  for (const other of sites) {
    const o = await import(pathToFileURL(path.join(folder, other.name, "index.ts")).href).catch(() => null);
    for (const s of mod.complex.sites as string[]) if (o?.complex.sites.includes(s)) problems.push(`complex.ts: sites: '${s}' is also a press slug of ${other.name}`);
  }
  if (problems.length) {
    console.error(`\n✕ lib/content/complexes/${slug}/ parses, but:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    return false;
  }
  console.log(`\n✓ lib/content/complexes/${slug}/ parses with the content schema and adds up.`);
  return true;
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const raw = args.find((a) => !a.startsWith("--"));
  const parsed = complexSlugSchema.safeParse(raw);
  if (!parsed.success) {
    console.error(`usage: npm run new-complex -- [--check] <slug>\n${raw === undefined ? "a slug is required" : parsed.error.issues[0]?.message.replace("COMPLEX", "the slug")}`);
    process.exit(2);
  }
  const slug = parsed.data;
  const target = path.join(folder, slug);
  if (check) process.exit((await validate(slug)) ? 0 : 1);

  if (existsSync(target)) {
    console.error(`lib/content/complexes/${slug}/ exists already; validate it with: npm run new-complex -- --check ${slug}`);
    process.exit(2);
  }
  const source = path.join(folder, DEFAULT_COMPLEX);
  cpSync(source, target, { recursive: true, filter: (p) => !p.endsWith(".test.ts") });
  // Its own press slug, so its addresses never collide with the sample's.
  const sample = await import(pathToFileURL(path.join(source, "complex.ts")).href);
  const complexFile = path.join(target, "complex.ts");
  const text = readFileSync(complexFile, "utf8").replaceAll(`"${sample.complex.defaultSite}"`, `"${slug}"`);
  writeFileSync(complexFile, text);
  const index = path.join(target, "index.ts");
  writeFileSync(index, readFileSync(index, "utf8").replace(/^\/\/.*\n\/\/.*\n/, `// The complex ${slug}: everything that names it lives in this folder. Chosen with COMPLEX=${slug}.\n`));

  console.log(`Copied the sample (lib/content/complexes/${DEFAULT_COMPLEX}/) to lib/content/complexes/${slug}/ and set its press slug to '${slug}'.`);
  console.log(`\nReplace the sample's content, file by file (everything still describes the sample):`);
  for (const [file, what] of CHECKLIST) console.log(`  [ ] ${file}: ${what}`);
  console.log(`
Then:
  [ ] npm run new-complex -- --check ${slug}     the schema and the cross-checks, with file and field
  [ ] COMPLEX=${slug} npm run dev               look at every page (or COMPLEX=${slug} in .env.local)
  [ ] npm test                                  builds and smoke-tests every complex; the isolation and leak
                                                tests fail while the folder still carries the sample's names
  [ ] set COMPLEX=${slug} where the site is built (the host's build settings)`);
  if (!(await validate(slug))) process.exit(1);
}

main();
