// `npm run test:complexes`: builds every complex besides the one this checkout shows, each in its own
// copy of the sources (.complex-builds/<slug>/, node_modules hard-linked), and runs there, with
// COMPLEX=<slug>: the unit tests that read the content (vitest related), then the smoke set (e2e/smoke: every route as the content says,
// the sitemap, a lead, the press list and an article, the floor plans, the complex's own photos and
// documents, and the leak check that the build names no other complex), after the byte budgets
// (npm run budgets: a complex with its own photos is held to budgets.json's photo budgets). The
// copy keeps its own public/ (art, PDF, fonts, media) and .next, so the main build is left as it
// was. Its font census runs as the main build's does, from the complex's committed font-plan.json.
//   node scripts/complex-smoke.mjs [slug ...]     (default: every complex but the selected one)
//   npm run test:complexes -- <slug>              one complex's checks and smoke tests, the selected one too
// E2E_PORT (default 3100) + 90 is the copy's server port (its form service takes that + 50).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { leaveStore, syncCopy } from "./lib/complex-copy.mjs";
import { selectedComplex } from "./lib/selected-complex.mjs";

const root = path.resolve(new URL("..", import.meta.url).pathname);
const complexes = path.join(root, "lib/site/content/complexes");
const selected = selectedComplex(root);
const all = readdirSync(complexes, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const slugs = process.argv.slice(2).length ? process.argv.slice(2) : all.filter((s) => s !== selected);
const port = String(Number(process.env.E2E_PORT ?? 3100) + 90);
// The second build runs with every ad tag configured (ids in the platforms' formats, none real), so
// e2e/smoke/ads.spec.ts meets the tags on it against loopback stand-ins of their hosts; the main
// build has none, and the same spec checks there that not a byte of a tag is sent.
const SMOKE_AD_TAGS = {
  NAVER_WCS_ID: "s_5e0c0ffee0e2e",
  KAKAO_PIXEL_ID: "8101234567890123456",
  META_PIXEL_ID: "100200300400500",
  GA4_MEASUREMENT_ID: "G-E2ETEST01",
  GOOGLE_ADS_ID: "AW-1020304050",
  GOOGLE_ADS_LEAD_LABEL: "LeadLabel_e2e",
  GOOGLE_ADS_BOOKING_LABEL: "BookLabel_e2e",
};
function run(cwd, command, args, env) {
  const started = Date.now();
  console.log(`\n[complex ${env.COMPLEX}] ${command} ${args.join(" ")}`);
  const r = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`[complex ${env.COMPLEX}] ${command} ${args.join(" ")} failed (${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`[complex ${env.COMPLEX}] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The font census ran in the copy (scripts/build.mjs): when it wrote a new plan for the complex, the
 * checkout gets it too, to commit with the content that changed it (the next copy then builds once).
 */
function keepFontPlan(dir, slug) {
  const plan = path.join("lib/site/content/complexes", slug, "font-plan.json");
  if (!existsSync(path.join(dir, plan))) return;
  const made = readFileSync(path.join(dir, plan), "utf8");
  if (existsSync(path.join(root, plan)) && readFileSync(path.join(root, plan), "utf8") === made) return;
  writeFileSync(path.join(root, plan), made);
  console.log(`[complex ${slug}] site font: the census wrote a new ${plan} (copied into the checkout: commit it)`);
}

/**
 * The test files that run on the Firestore emulator (they import test-support/firestore): the
 * second complex's run leaves them out. They test the stores, the same code as the main run's on the
 * same emulator; the content reaches them only as site ids. About a minute of both cores beside the
 * Firestore browser run.
 */
function emulatorTests(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name) && !e.parentPath.includes("node_modules"))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => /from "@\/test-support\/firestore"/.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(dir, file));
}

/** The complex's content files and the module that selects it, as vitest's `related` wants them. */
function contentFiles(dir, slug) {
  const folder = path.join("lib/site/content/complexes", slug);
  const files = readdirSync(path.join(dir, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  return ["lib/site/content/complexes/selected.ts", ...files];
}

for (const slug of slugs) {
  if (!all.includes(slug)) {
    console.error(`no complex ${slug} in lib/site/content/complexes (${all.join(", ")})`);
    process.exit(2);
  }
  const started = Date.now();
  const dir = path.join(root, ".complex-builds", slug);
  syncCopy(root, dir);
  leaveStore(dir);
  const env = { COMPLEX: slug, E2E_PORT: port, ...SMOKE_AD_TAGS };
  run(dir, process.execPath, ["scripts/build.mjs"], env);
  keepFontPlan(dir, slug);
  // The content check a launch runs (npm run new-complex -- --check): its rules, every picture slot, the sample's leftovers.
  run(
    dir,
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/new-complex.ts", "--check", slug],
    env,
  );
  // Its pages within their byte budgets (a complex with its own photos: at 390 px, 3x; budgets.json photos).
  run(dir, process.execPath, ["scripts/check-budgets.mjs"], { ...env, BUDGETS_PORT: String(Number(port) + 5) });
  // The unit tests that read the content (vitest's import graph from the complex's files): the others
  // (stores, auth, HTTP, jobs…) are the same code as the main run's, which ran them already; of those
  // the graph reaches, the ones on the Firestore emulator are left out too (emulatorTests).
  const excluded = emulatorTests(dir).flatMap((file) => ["--exclude", file]);
  run(
    dir,
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "related", "--run", ...excluded, ...contentFiles(dir, slug)],
    env,
  );
  run(dir, process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--project=smoke"], env);
  console.log(
    `\n[complex ${slug}] built, unit tests and smoke set green in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
