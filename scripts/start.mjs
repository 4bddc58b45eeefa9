// The production server's entry: `npm start [-- -p PORT] [-- -H HOST]`, the browser tests, the
// benchmarks and Firebase App Hosting (apphosting.yaml's runCommand) all run this file. It builds
// when there is no build yet, then serves Next's standalone output (.next/standalone: the traced
// node_modules, the server files, public/ and .next/static copied beside them by
// scripts/build.mjs) on PORT (default 3000), on every IPv4 interface unless -H names one. Always
// as production: a stray NODE_ENV (unset, or "development" in a shell) must not switch off the
// production checks, among them the build's own: a server whose SITE_URL, COMPLEX, DATA_BACKEND,
// DEMO_CONTENT... differ from the build's exits 1 and names them (lib/server/build-settings.ts, run
// by instrumentation.ts as Next starts; the port opens only after that). The embedded store is
// created and seeded by the server itself on first start (instrumentation.ts).
//
// It does what the standalone server.js does (Next from .next/standalone with the build's config,
// working folder .next/standalone), except that the node:http server is ours (Next's custom-server
// API), in front of every request:
// - the peer: route handlers never see the TCP socket, and X-Forwarded-For is whatever the client
//   wrote. Every request's x-presale-peer header is dropped and set to the socket's address, and the
//   process is marked as one that does so; lib/platform/http/client-address.ts trusts the header only then
//   (README, Security: client addresses);
// - the request id: each request runs in an AsyncLocalStorage (lib/platform/log-format.mjs) holding its id
//   (from X-Cloud-Trace-Context, traceparent, or random) and trace, which every log line carries;
// - the logs: in production (LOG_FORMAT=json, the default) every console call, Next's own
//   included, is written as one JSON object a line for Cloud Logging;
// - shutdown: on SIGTERM (or SIGINT) it stops accepting connections, lets the requests in flight
//   finish, waits for Next's after() work, then asks the app (lib/platform/runtime/lifecycle.ts, through
//   globalThis) to wait for its tracked work, stop the workers and checkpoint and close SQLite,
//   and exits 0; past SHUTDOWN_DEADLINE_MS it exits 1 whatever is left.
import { AsyncLocalStorage } from "node:async_hooks";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { consoleEntry, jsonLine, REQUEST_CONTEXT, requestContextOf } from "../lib/platform/log-format.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
// PRESALE_STANDALONE_DIR: another copy of the standalone output (the fleet run gives each of its
// servers its own, as instances have their own disks and page caches). Script-only.
const standalone = process.env.PRESALE_STANDALONE_DIR
  ? path.resolve(process.env.PRESALE_STANDALONE_DIR)
  : path.join(root, ".next/standalone");
const PEER_HEADER = "x-presale-peer"; // lib/platform/http/client-address.ts PEER_HEADER
const PEER_HEADER_TRUSTED = Symbol.for("presale.http.peerHeaderTrusted"); // lib/platform/http/client-address.ts
const SHUTDOWN_HOOK = Symbol.for("presale.runtime.shutdown"); // lib/platform/runtime/lifecycle.ts
// --own-store (scripts only: the build's font census): a measuring server whose store and sample
// articles are its own, so its DATA_BACKEND and DEMO_CONTENT may differ from the build's.
const OWN_STORE = Symbol.for("presale.start.ownStore"); // lib/server/build-settings.ts
/** Cloud Run and Kubernetes send SIGKILL 10 s after SIGTERM: be gone before. */
const SHUTDOWN_DEADLINE_MS = 9_500;
/** How long the requests in flight may take; the rest of the deadline is for after() work and the stores. */
const HTTP_DRAIN_MS = 5_500;

const ignoredNodeEnv = process.env.NODE_ENV && process.env.NODE_ENV !== "production" ? process.env.NODE_ENV : null;
process.env.NODE_ENV = "production";
process.env.NEXT_RUNTIME = "nodejs";

// The project's .env files, as `next start` read them (.env.production.local, .env.local,
// .env.production, .env; the environment wins): the standalone folder has copies of .env and
// .env.production only, made at build time. @next/env from the standalone output (all a host
// has), else from the project's node_modules (before the first build).
const requireFromStandalone = createRequire(path.join(standalone, "server.js"));
function loadProjectEnv() {
  for (const load of [() => requireFromStandalone("@next/env"), () => createRequire(import.meta.url)("@next/env")]) {
    try {
      load().loadEnvConfig(root, false, { info: () => {}, error: (...args) => console.error(...args) });
      return;
    } catch (error) {
      if (error?.code !== "MODULE_NOT_FOUND") throw error;
    }
  }
}
loadProjectEnv();

// Logs: every line a JSON object in production (LOG_FORMAT=json, the default), plain with
// LOG_FORMAT=text. lib/platform/log.ts writes its own lines; this covers every console call.
const requestContext = new AsyncLocalStorage();
globalThis[REQUEST_CONTEXT] = requestContext;
if (process.env.LOG_FORMAT?.trim() !== "text") {
  const severities = { debug: "DEBUG", log: "INFO", info: "INFO", warn: "WARNING", error: "ERROR" };
  for (const [method, severity] of Object.entries(severities)) {
    const stream = severity === "WARNING" || severity === "ERROR" ? process.stderr : process.stdout;
    console[method] = (...args) => {
      const { message, error } = consoleEntry(args);
      stream.write(`${jsonLine({ severity, message, error, context: requestContext.getStore() })}\n`);
    };
  }
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      port: { type: "string", short: "p" },
      hostname: { type: "string", short: "H" },
      "own-store": { type: "boolean" },
    },
    strict: true,
  }));
} catch (error) {
  console.error(
    `npm start: ${error instanceof Error ? error.message : error}. Usage: npm start [-- -p PORT] [-- -H HOSTNAME]`,
  );
  process.exit(2);
}
if (ignoredNodeEnv) {
  console.warn(
    `npm start serves the production build as production: NODE_ENV=${ignoredNodeEnv} is ignored (use \`npm run dev\` for development).`,
  );
}

if (!existsSync(path.join(standalone, "server.js")) || !existsSync(path.join(standalone, ".next/BUILD_ID"))) {
  // The whole `npm run build` (scripts/build.mjs): the selected complex, its art and notice PDF, the
  // site font, the compile hints and the standalone folder come with it; a bare `next build` has none of them.
  console.info("No production build found: running `npm run build` first (two to four minutes).");
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(options.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`npm start: the port must be a number from 1 to 65535 (got ${options.port ?? process.env.PORT}).`);
  process.exit(2);
}
// Not HOSTNAME: containers set it to their own name.
const hostname = options.hostname ?? "0.0.0.0";

// What server.js does before it starts Next: the build's config (written by `next build` into
// required-server-files.json, the same object server.js embeds), the standalone folder as the
// working folder. DATA_DIR stays where the caller meant it: relative to where it was started.
const { config } = JSON.parse(readFileSync(path.join(standalone, ".next/required-server-files.json"), "utf8"));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR?.trim() || "./data");
process.chdir(standalone);

process.title = "presale-server";
globalThis[PEER_HEADER_TRUSTED] = true;
if (options["own-store"]) globalThis[OWN_STORE] = true;
const next = requireFromStandalone("next");
const server = http.createServer();
const keepAlive = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);
if (Number.isFinite(keepAlive) && keepAlive >= 0) server.keepAliveTimeout = keepAlive;
const app = next({
  dev: false,
  dir: standalone,
  conf: config,
  hostname: options.hostname ?? "localhost",
  port,
  httpServer: server,
});
// From here on a signal stops the server gracefully (also while instrumentation.ts is still starting it).
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) {
      console.warn(`[server] ${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    void shutdown(signal);
  });
}

await app.prepare();
// In production Next runs the instrumentation hook (instrumentation.ts: lib/server/startup.ts, the
// settings' checks, the build's among them) in the background from here, and holds every request
// until it has run. Wait for it before listening, so that a refused start never opens the port nor
// says it is ready. (The custom server's inner Next server: no documented API. Should it go, the
// requests still wait for the hook; only the port opens sooner.)
await (await app.server?.getServer?.())?.prepare?.();
const handle = app.getRequestHandler();

const projectId = process.env.FIREBASE_PROJECT_ID?.trim() || undefined;

server.on("request", (req, res) => {
  // Whatever the client sent under this name is gone; only the socket's address is left.
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer;
  else delete req.headers[PEER_HEADER];
  requestContext.run(requestContextOf(req.headers, projectId), () => {
    handle(req, res).catch((error) => {
      console.error("[server] request failed", error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});
server.on("error", (error) => {
  console.error(`npm start: could not listen on ${hostname}:${port}: ${error.message}`);
  process.exit(1);
});
// Not when a signal came during the start: the shutdown is under way.
if (!stopping) {
  server.listen(port, hostname, () => {
    console.info(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (production)`);
  });
}

async function shutdown(signal) {
  const started = Date.now();
  const left = () => SHUTDOWN_DEADLINE_MS - (Date.now() - started);
  // Not unref'd: whatever hangs, the process ends here.
  setTimeout(() => {
    console.error(`[server] ${signal}: shutdown did not finish within ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  const appShutdown = globalThis[SHUTDOWN_HOOK];
  appShutdown?.begin();
  console.info(`[server] ${signal}: no new connections; finishing the requests in flight`);
  const closed = new Promise((resolve) => server.close(() => resolve(true)));
  // A keep-alive connection whose response is done goes at once, not after its idle timeout.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const drained = await Promise.race([closed, sleep(HTTP_DRAIN_MS).then(() => false)]);
  clearInterval(idle);
  if (!drained) {
    console.warn(`[server] requests still open after ${HTTP_DRAIN_MS} ms: closing their connections`);
    server.closeAllConnections();
  }
  // Next's own after()/waitUntil work, then the app's: its tracked work, the workers, the stores.
  const nextClosed = await Promise.race([
    app.close().then(() => true),
    sleep(Math.max(0, left() - 1_500)).then(() => false),
  ]);
  if (!nextClosed) console.warn("[server] Next's after() work did not finish in time");
  const report = appShutdown ? await appShutdown.finish(Math.max(0, left() - 300)) : null;
  if (report && (report.unfinishedWork > 0 || report.failedHooks.length > 0)) {
    console.warn(
      `[server] shutdown left ${report.unfinishedWork} task(s) unfinished; failed: ${report.failedHooks.join(", ") || "none"}`,
    );
  }
  console.info(`[server] stopped in ${Date.now() - started} ms`);
  process.exit(0);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
