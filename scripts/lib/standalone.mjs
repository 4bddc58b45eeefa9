// The standalone output of `next build` (output: "standalone" in next.config.ts) is the one production
// server: .next/standalone holds server.js, the server files and the node_modules Next traced. What
// `next build` leaves out is copied beside them here: public/ and .next/static (a host that runs the
// folder serves both from there). scripts/build.mjs calls this after every `next build` and again
// after the compile hints change .next/static, so the font census, `npm start`, the budgets and the
// browser tests all serve the same files.
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** Copies public/ and .next/static into root/.next/standalone (replacing earlier copies); returns the folder. */
export function prepareStandalone(root) {
  const standalone = path.join(root, ".next/standalone");
  if (!existsSync(path.join(standalone, "server.js"))) {
    throw new Error(`${standalone}/server.js is missing: next.config.ts must keep output: "standalone"`);
  }
  for (const [from, to] of [
    ["public", "public"],
    [".next/static", ".next/static"],
  ]) {
    rmSync(path.join(standalone, to), { recursive: true, force: true });
    if (existsSync(path.join(root, from)))
      cpSync(path.join(root, from), path.join(standalone, to), { recursive: true });
  }
  const strays = strayFiles(standalone);
  if (strays.length > 0) {
    throw new Error(
      `the standalone output holds files that must not ship (${strays.slice(0, 5).join(", ")}): a dynamic file access made Next trace the whole project (see the build's warnings)`,
    );
  }
  return standalone;
}

/**
 * What a trace of the whole project would drag in: sources, tests, data folders, databases. The
 * standalone folder may hold only what the server runs.
 */
export function strayFiles(standalone) {
  // Next copies .env and .env.production (never .env*.local) in at build time.
  const allowed = new Set([".next", "node_modules", "public", "server.js", "package.json", ".env", ".env.production"]);
  const strays = readdirSync(standalone).filter((name) => !allowed.has(name));
  for (const entry of readdirSync(standalone, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(db|db-wal|db-shm|sqlite)$/.test(entry.name))
      strays.push(path.join(entry.parentPath ?? entry.path, entry.name));
  }
  return strays;
}
