// `npm run bench`: runs every benchmark in scripts/bench/ (each prints its own table) against
// the production build. Each file exports `default async function run()`.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = path.resolve("scripts/bench");
const only = process.argv[2];
const files = readdirSync(dir).filter((f) => f.endsWith(".mjs") && (!only || f.includes(only))).sort();
if (files.length === 0) {
  console.log("no benchmarks found in scripts/bench/");
  process.exit(1);
}
for (const file of files) {
  console.log(`\n## ${file}`);
  const mod = await import(pathToFileURL(path.join(dir, file)).href);
  await mod.default();
}
