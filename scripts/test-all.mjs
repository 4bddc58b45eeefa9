// `npm test`: every check CI runs, in stages; a stage starts when the one before has passed, and the
// first failure stops the run. A stage is a list of lanes that run side by side; a lane is one npm
// script, or a list of them run one after the other. At the end a table of how long each step took
// (also on failure, for the steps that ran).
//
// Side by side only where the steps leave the two cores idle otherwise, and never two steps that
// serve the main build through e2e/support/serve.mjs (it empties .e2e-data/ and the build's page
// cache when it starts):
// - the type check and lint use one core each, and the unit tests mostly wait on the Firestore
//   emulator and child processes;
// - the byte budgets and the HTML check each serve the build on a port of their own and mostly
//   wait (on requests, on Java), beside the variant builds (scripts/lib/variant-build.mjs: the
//   selected complex built with other build-time settings, each in a copy of its own,
//   .complex-builds/variant-<name>/), which the browser runs after them serve: a server refuses to
//   start with other build-time settings than its build's. The public one (e2e/demo-content.spec.ts)
//   for the SQLite browser run and the Firestore one, in two lanes (a build leaves a core idle in
//   its single-threaded parts); the Firebase one in the last stage, in the Firebase lane;
// - the second complex (test:complexes) works in a copy of its own (.complex-builds/, E2E_PORT + 90)
//   while the Firebase sign-in and the Firestore browser run, which wait on their emulators.
// The SQLite browser run, which keeps both cores busy, runs alone.
//   node scripts/test-all.mjs            (npm test)
//   node scripts/test-all.mjs --list     the stages, without running them
import { spawn } from "node:child_process";
import { failureLines } from "./lib/failure-lines.mjs";

/** Each stage is a list of lanes started together; a lane is an npm script or a list run in order. */
const STAGES = [
  ["typecheck", "lint", "test:unit"],
  ["build"],
  ["build:public", "build:firestore", "budgets", "validate-html"],
  ["test:e2e"],
  [["build:firebase", "test:firebase-auth", "test:e2e:firestore"], "test:complexes"],
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
// The builds come after the type check has passed (stage 1; `npm run typecheck` generates Next's
// route types first, so it checks what `next build` would): they skip Next's own repeat of it
// (next.config.ts), about 35 s per build on 2 cores.
process.env.NEXT_SKIP_TYPECHECK = "1";
const timings = [];
const children = new Set();

/** How many of a step's last output lines are kept, to print again when it fails. */
const TAIL_LINES = 150;

/**
 * Runs one npm script; its output goes through as it comes, and its last lines are kept so that a
 * failure can be shown again at the end, unmixed with the steps that ran beside it (CI shows only
 * the end of the log).
 */
function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ["run", "-s", name], { stdio: ["inherit", "pipe", "pipe"], detached: false });
    children.add(child);
    const tail = [];
    let partial = "";
    const keep = (chunk) => {
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop() ?? "";
      tail.push(...lines);
      if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
    };
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on("data", (chunk) => {
        to.write(chunk);
        keep(chunk);
      });
    }
    child.on("close", (code, signal) => {
      children.delete(child);
      if (partial) tail.push(partial);
      const seconds = (Date.now() - started) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      resolve({ name, ok: code === 0, code: code ?? (signal ? 1 : 0), tail });
    });
  });
}

function printTimings(total) {
  console.log("\nnpm test: time per step");
  for (const t of timings) console.log(`  ${t.ok ? "ok  " : "FAIL"} ${t.name.padEnd(20)} ${formatSeconds(t.seconds)}`);
  console.log(`  total ${"".padEnd(20)} ${formatSeconds(total)}`);
}

function formatSeconds(s) {
  return `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s`;
}

function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

/** Runs a lane's scripts in order, stopping at the first that fails; resolves with the results of those that ran. */
async function runLane(lane) {
  const results = [];
  for (const name of [lane].flat()) {
    const result = await runScript(name);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const describe = (stage) => stage.map((lane) => [lane].flat().join(" then ")).join(" + ");

if (process.argv.includes("--list")) {
  STAGES.forEach((stage, i) => console.log(`${i + 1}. ${describe(stage)}`));
  process.exit(0);
}

const started = Date.now();
for (const stage of STAGES) {
  console.log(`\n=== npm test: ${describe(stage)}`);
  const results = (await Promise.all(stage.map(runLane))).flat();
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    for (const f of failed) {
      console.log(`\n=== npm test: the last ${f.tail.length} lines of ${f.name}, which failed`);
      console.log(f.tail.join("\n"));
    }
    // CI's record keeps only the last few dozen lines: the failures' own lines come last, right above the table.
    for (const f of failed) {
      console.log(`\n=== npm test: what failed in ${f.name}`);
      console.log(failureLines(f.tail).join("\n") || "(no failure line recognised: see the lines above)");
    }
    printTimings((Date.now() - started) / 1000);
    console.error(`\nnpm test failed at: ${failed.map((f) => f.name).join(", ")}`);
    process.exit(failed[0].code || 1);
  }
}
printTimings((Date.now() - started) / 1000);
