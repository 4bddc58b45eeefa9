// `npm run bench`: runs every benchmark in scripts/bench/ (each prints its own table) against
// the production build. Each file exports `default async function run()`. `npm run bench <name>`
// runs the ones whose file name contains <name>; a file that exports `byNameOnly = true` (the
// fault run, scripts/bench/hostile.mjs: `npm run bench hostile`) runs only when named. A bench
// that fails sets process.exitCode.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = path.resolve("scripts/bench");
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".mjs") && (!only || f.includes(only)))
  .sort();
if (files.length === 0) {
  console.log("no benchmarks found in scripts/bench/");
  process.exit(1);
}
for (const file of files) {
  console.log(`\n## ${file}`);
  const mod = await import(pathToFileURL(path.join(dir, file)).href);
  if (mod.byNameOnly && !only) {
    console.log(`skipped: run it by name (npm run bench ${file.replace(/\.mjs$/, "")})`);
    continue;
  }
  await mod.default();
}
