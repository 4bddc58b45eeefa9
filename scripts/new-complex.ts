// `npm run new-complex <slug>`: starts the content of a new complex. Copies the sample complex's
// folder (lib/site/content/complexes/<default>/, without its own tests) to lib/site/content/complexes/<slug>/,
// gives it its own press slug, prints what to replace, and validates the folder with the content
// schema (every file parses on import; errors name the file and the field) and the cross-checks of
// lib/site/content/validate.ts.
//   npm run new-complex -- <slug>            copy, checklist, validate
//   npm run new-complex -- --check <slug>    validate an existing folder (after editing it)
import { cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { complexSlugSchema, DEFAULT_COMPLEX } from "../lib/env";
import type { ComplexFolder } from "../lib/site/content/complex-folder";
import { sampleLeftovers } from "../lib/site/content/identity";
import { documentJobs, photoJobs, pictureSlots, type PhotoJob } from "../lib/site/content/materials";
import { CHECKLIST } from "../lib/site/content/checklist";
import { guideTable } from "../lib/site/content/materials-guide";
import { crossCheck } from "../lib/site/content/validate";
import { checkDocument, checkPhoto } from "../lib/site/media/pipeline";

type ComplexModule = ComplexFolder;

const root = path.resolve(__dirname, "..");
const folder = path.join(root, "lib/site/content/complexes");

/** Every content file of a complex's folder (not its tests, recipes or generated files), by name. */
function folderFiles(slug: string): Record<string, string> {
  const dir = path.join(folder, slug);
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (!/\.ts$/.test(name) || /\.test\.ts$/.test(name) || name === "sample-materials.ts") continue;
    files[name] = readFileSync(path.join(dir, name), "utf8");
  }
  return files;
}

/**
 * Every picture slot as photo (the builder's files, each checked as the build's pipeline checks
 * it), drawing (the site's own, where the content gives no photo) or missing (a file the content
 * names that is not in materials/), and the documents; returns the problems.
 */
async function materialsReport(slug: string, mod: ComplexModule): Promise<string[]> {
  const dir = path.join(folder, slug, "materials");
  const jobs = photoJobs(mod.materials);
  const problems: string[] = [];
  const states: [slot: string, state: string][] = [];
  const check = async (job: PhotoJob): Promise<string> => {
    const file = path.join(dir, job.photo.file);
    if (!existsSync(file)) {
      problems.push(`materials.ts: ${job.field}.file: '${job.photo.file}' is not in materials/`);
      return `missing ${job.photo.file}`;
    }
    try {
      await checkPhoto(readFileSync(file), job);
      return job.photo.file;
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return `bad ${job.photo.file}`;
    }
  };
  for (const slot of pictureSlots(mod)) {
    const given = jobs.filter((j) => j.id === slot || j.id.startsWith(`${slot}[`));
    if (given.length === 0) {
      states.push([slot, "drawing"]);
      continue;
    }
    const results = [];
    for (const job of given) results.push(await check(job));
    const bad = results.some((r) => r.startsWith("missing ") || r.startsWith("bad "));
    states.push([
      slot,
      `${bad ? (results.some((r) => r.startsWith("missing ")) ? "missing" : "bad") : "photo"}    ${results.join(", ")}`,
    ]);
  }
  for (const job of documentJobs(mod.materials)) {
    const file = path.join(dir, job.document.file);
    let state = "";
    if (!existsSync(file)) {
      problems.push(`materials.ts: ${job.field}.file: '${job.document.file}' is not in materials/`);
      state = `missing ${job.document.file}`;
    } else {
      try {
        checkDocument(readFileSync(file), job);
        state = `document ${job.document.file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB)`;
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        state = `bad ${job.document.file}`;
      }
    }
    states.push([job.id, state]);
  }
  if (!mod.materials.notice)
    states.push(["notice", "generated SAMPLE (give the official notice: materials.ts notice)"]);
  if (mod.materials.documents.length === 0) states.push(["documents", "none (the documents page says COMING SOON)"]);
  const width = Math.max(...states.map(([s]) => s.length));
  console.log(`\nPictures and documents (lib/site/content/complexes/${slug}/materials.ts, files in materials/):`);
  for (const [slot, state] of states) console.log(`  ${slot.padEnd(width)}  ${state}`);
  return problems;
}

async function validate(slug: string): Promise<boolean> {
  const index = path.join(folder, slug, "index.ts");
  let mod: ComplexModule;
  try {
    mod = await import(pathToFileURL(index).href);
  } catch (error) {
    console.error(
      `\n✕ lib/site/content/complexes/${slug}/ does not parse:\n${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
  const problems = crossCheck(mod);
  const sites = readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== slug);
  for (const other of sites) {
    const o = await import(pathToFileURL(path.join(folder, other.name, "index.ts")).href).catch(() => null);
    for (const s of mod.complex.sites as string[])
      if (o?.complex.sites.includes(s))
        problems.push(`complex.ts: sites: '${s}' is also a press slug of ${other.name}`);
  }
  problems.push(...(await materialsReport(slug, mod)));
  // What a real launch may not carry of the sample it was copied from (a sample is itself, and says so).
  const leftovers: string[] = [];
  if (slug !== DEFAULT_COMPLEX) {
    const sample: ComplexModule = await import(pathToFileURL(path.join(folder, DEFAULT_COMPLEX, "index.ts")).href);
    leftovers.push(...sampleLeftovers(folderFiles(slug), mod, DEFAULT_COMPLEX, sample));
  } else if (!mod.complex.sample) {
    leftovers.push(`complex.ts: ${DEFAULT_COMPLEX} is the sample new complexes are copied from: keep sample: true`);
  }
  if (mod.complex.sample) {
    if (leftovers.length)
      console.log(
        `\n(${slug} is a sample, complex.ts sample: true: not held to a launch's checks, which find:)\n${leftovers.map((p) => `  ${p}`).join("\n")}`,
      );
  } else {
    problems.push(...leftovers);
  }
  if (problems.length) {
    console.error(`\n✕ lib/site/content/complexes/${slug}/ is not ready:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    return false;
  }
  console.log(
    `\n✓ lib/site/content/complexes/${slug}/ parses with the content schema, adds up, and its materials are ready for the build.`,
  );
  return true;
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const raw = args.find((a) => !a.startsWith("--"));
  const parsed = complexSlugSchema.safeParse(raw);
  if (!parsed.success) {
    console.error(
      `usage: npm run new-complex -- [--check] <slug>\n${raw === undefined ? "a slug is required" : parsed.error.issues[0]?.message.replace("COMPLEX", "the slug")}`,
    );
    process.exit(2);
  }
  const slug = parsed.data;
  const target = path.join(folder, slug);
  if (check) process.exit((await validate(slug)) ? 0 : 1);

  if (existsSync(target)) {
    console.error(
      `lib/site/content/complexes/${slug}/ exists already; validate it with: npm run new-complex -- --check ${slug}`,
    );
    process.exit(2);
  }
  const source = path.join(folder, DEFAULT_COMPLEX);
  // Not the sample's own tests, nor its font plan (the census's answer for the sample's text).
  cpSync(source, target, {
    recursive: true,
    filter: (p) => !p.endsWith(".test.ts") && path.basename(p) !== "font-plan.json",
  });
  const sample = await import(pathToFileURL(path.join(source, "complex.ts")).href);
  const complexFile = path.join(target, "complex.ts");
  // Its own press slug (its addresses never collide with the sample's), and no longer a sample: the
  // check holds it to a launch's rules.
  const text = readFileSync(complexFile, "utf8")
    .replaceAll(`"${sample.complex.defaultSite}"`, `"${slug}"`)
    .replace(/^(\s*)sample: true,$/m, "$1sample: false,");
  writeFileSync(complexFile, text);
  const index = path.join(target, "index.ts");
  writeFileSync(
    index,
    readFileSync(index, "utf8").replace(
      /^\/\/.*\n\/\/.*\n/,
      `// The complex ${slug}: everything that names it lives in this folder. Chosen with COMPLEX=${slug}.\n`,
    ),
  );

  console.log(
    `Copied the sample (lib/site/content/complexes/${DEFAULT_COMPLEX}/) to lib/site/content/complexes/${slug}/ and set its press slug to '${slug}'.`,
  );
  console.log(`\nReplace the sample's content, file by file (everything still describes the sample):`);
  for (const [file, what] of CHECKLIST) console.log(`  [ ] ${file}: ${what}`);
  console.log(
    `\nWhat the builder sends, and where each file goes (lib/site/content/complexes/${slug}/materials/ and materials.ts):\n${guideTable()}`,
  );
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
