// Starts the production server (scripts/start.mjs: the standalone output, as `npm start` and the
// host run it) on 127.0.0.1 for a script (benchmarks, Lighthouse, the font census, budgets), with
// its own data folder, and waits until it answers. Builds first when there is no build.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(new URL("../..", import.meta.url).pathname);
const startScript = path.join(root, "scripts/start.mjs");

export function ensureBuild() {
  if (
    existsSync(path.join(root, ".next/standalone/server.js")) &&
    existsSync(path.join(root, ".next/standalone/.next/BUILD_ID"))
  )
    return;
  console.log("No production build: running `npm run build` first.");
  const r = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error("next build failed");
}

/**
 * Starts scripts/start.mjs on 127.0.0.1:port; resolves { url, stop } once /robots.txt answers (at most 60 s).
 * The server's stderr goes to ours, or with `logFile` its stdout and stderr are appended to that file
 * (a run that makes the server log thousands of lines). Pass the same `dataDir` again to restart on it.
 * `nodeArgs` go before the script (e.g. `--import` of a stand-in redirect). `ownStore`: start it with
 * `--own-store`, which lets its DATA_BACKEND and DEMO_CONTENT differ from the build's (the font census).
 * Any other setting the build bakes in must be the build's: the server refuses to start otherwise.
 */
export async function serveBuild({
  port,
  env = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), "presale-")),
  logFile,
  nodeArgs = [],
  ownStore = false,
} = {}) {
  ensureBuild();
  const log = logFile ? openSync(logFile, "a") : undefined;
  const child = spawn(
    process.execPath,
    [...nodeArgs, startScript, "-H", "127.0.0.1", "-p", String(port), ...(ownStore ? ["--own-store"] : [])],
    {
      cwd: root,
      // Demo content on: the scripts measure and read the sample site (its articles included), whatever SITE_URL says.
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        VISIT_TOKEN_SECRET: "serve-build visit token secret 0123456789abcdef",
        DEMO_CONTENT: "true",
        VISIT_BOOKINGS_PER_ADDRESS: "100000",
        ...env,
      },
      stdio: log === undefined ? ["ignore", "ignore", "inherit"] : ["ignore", log, log],
    },
  );
  if (log !== undefined) closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server (scripts/start.mjs) exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error("server did not answer within 60 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // SIGTERM (the server finishes its open requests and exits within 10 s), then SIGKILL if it is still there after 12 s.
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill("SIGKILL"), 12_000);
      child.once("exit", () => {
        clearTimeout(force);
        resolve();
      });
      child.kill("SIGTERM");
    });
  return { url, stop, dataDir, child };
}
