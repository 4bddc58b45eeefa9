// A copy of the checkout's sources in which another complex is built (scripts/complex-smoke.mjs,
// `npm run lighthouse -- --photos`), or the same complex with other build-time settings
// (scripts/lib/variant-build.mjs): the copy keeps its own public/, .next and caches, so the main
// build is left as it was, and node_modules is hard-linked to the checkout's.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Folders of sources that the copy takes anew every run (generated files elsewhere survive: .next/cache, public/art...).
const SOURCE_DIRS = ["app", "components", "lib", "scripts", "e2e"];

/** The checkout's files (tracked and new, not ignored), as git lists them. */
function sourceFiles(root) {
  const r = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ls-files failed: ${r.stderr}`);
  return r.stdout
    .split("\0")
    .filter(Boolean)
    .filter((f) => existsSync(path.join(root, f)));
}

/**
 * Brings the copy in `dir` up to the checkout in `root`. A sample's generated materials/ folders
 * (git-ignored, so not in the checkout's list) are kept across runs: made again, their grain would
 * differ and every photo would be encoded again.
 */
export function syncCopy(root, dir) {
  mkdirSync(dir, { recursive: true });
  const complexes = path.join(dir, "lib/site/content/complexes");
  const kept = path.join(dir, ".materials-kept");
  rmSync(kept, { recursive: true, force: true });
  if (existsSync(complexes)) {
    for (const slug of readdirSync(complexes)) {
      const materials = path.join(complexes, slug, "materials");
      if (!existsSync(materials)) continue;
      mkdirSync(kept, { recursive: true });
      renameSync(materials, path.join(kept, slug));
    }
  }
  for (const d of SOURCE_DIRS) rmSync(path.join(dir, d), { recursive: true, force: true });
  for (const f of sourceFiles(root)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    cpSync(path.join(root, f), path.join(dir, f), { dereference: true });
  }
  if (existsSync(kept)) {
    for (const slug of readdirSync(kept)) {
      const target = path.join(complexes, slug, "materials");
      if (existsSync(path.join(complexes, slug)) && !existsSync(target)) renameSync(path.join(kept, slug), target);
    }
    rmSync(kept, { recursive: true, force: true });
  }
  // node_modules: hard links to ours (no space, a second), made again when the lockfile changed.
  const lock = readFileSync(path.join(root, "package-lock.json"), "utf8");
  const stamp = path.join(dir, ".node_modules.lock");
  if (!existsSync(path.join(dir, "node_modules")) || !existsSync(stamp) || readFileSync(stamp, "utf8") !== lock) {
    rmSync(path.join(dir, "node_modules"), { recursive: true, force: true });
    const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")], {
      stdio: "inherit",
    });
    if (linked.status !== 0)
      cpSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), {
        recursive: true,
        verbatimSymlinks: true,
      });
    writeFileSync(stamp, lock);
  }
}

/**
 * A copy that builds the checkout's own complex (scripts/lib/variant-build.mjs) starts from the
 * checkout's generated files when it has none of its own: the art masters (.art-cache/), the encoded
 * media (.media-cache/) and a sample's materials/, which would otherwise be made again (about two
 * minutes) and, for a sample's materials, differ from the checkout's. Copies, not links: each build
 * then writes its own.
 */
export function seedGenerated(root, dir, slug) {
  for (const generated of [".art-cache", ".media-cache", path.join("lib/site/content/complexes", slug, "materials")]) {
    const from = path.join(root, generated);
    const to = path.join(dir, generated);
    if (existsSync(from) && !existsSync(to)) cpSync(from, to, { recursive: true });
  }
}

/**
 * What `npm start` leaves in data/ (the store): a build must work whatever lies there. Next's file
 * tracing once followed the store's default path into data/, and the standalone output's check
 * (scripts/lib/standalone.mjs) then stopped the build; building the copy with it present keeps that
 * from coming back.
 */
export function leaveStore(dir) {
  mkdirSync(path.join(dir, "data"), { recursive: true });
  if (!existsSync(path.join(dir, "data/site.db"))) writeFileSync(path.join(dir, "data/site.db"), "");
}
