// V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
// functions compiled while it streams in, on a background thread, instead of on the main thread the
// first time each is called. Turbopack wraps every module in a function that runs once on load, so
// without the hint the first page spent most of its start-up parsing React DOM on the main thread:
// instantiating the app's modules took 130 to 210 ms at 4x CPU, and 55 to 85 ms with it (2026-11-25,
// scripts profiling /Brand/intro). Browsers without the feature read a comment.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Whether a chunk's text starts with the hint. */
export const hasCompileHint = (text) => text.startsWith(COMPILE_HINT);

/**
 * Prepends the hint to every JavaScript chunk under `dir` (the build's .next/static/chunks) that has
 * none yet; returns how many it changed. Run after the last `next build`: the files keep their names.
 */
export function addCompileHints(dir) {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const text = readFileSync(file, "utf8");
    if (hasCompileHint(text)) continue;
    writeFileSync(file, COMPILE_HINT + text);
    changed++;
  }
  return changed;
}
