// `npm start [-- -p PORT] [-- -H HOST]`: builds when there is no production build yet, then serves
// it on PORT (default 3000), on every interface unless -H names one. Always as production: a stray
// NODE_ENV (unset, or "development" in a shell) must not switch off the production checks.
// The embedded store is created and seeded by the server itself on first start (instrumentation.ts).
//
// Next runs inside this process behind a small node:http server (Next's custom-server API), for
// one reason: route handlers never see the TCP socket, and X-Forwarded-For is whatever the client
// wrote. So every request's x-presale-peer header is dropped and set to the socket's address, and
// the process is marked as one that does so; lib/http/client-address.ts trusts the header only
// then (see README, Security: client addresses).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { firebaseConnectSources, withConnectSources } from "../lib/http/security-headers.mjs";

const root = path.resolve(new URL("..", import.meta.url).pathname);
const PEER_HEADER = "x-presale-peer"; // lib/http/client-address.ts PEER_HEADER
const PEER_HEADER_TRUSTED = Symbol.for("presale.http.peerHeaderTrusted"); // lib/http/client-address.ts

let options;
try {
  ({ values: options } = parseArgs({
    options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
    strict: true,
  }));
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : error}\nUsage: npm start [-- -p PORT] [-- -H HOSTNAME]`);
  process.exit(2);
}

if (process.env.NODE_ENV && process.env.NODE_ENV !== "production") {
  console.warn(`npm start serves the production build as production: NODE_ENV=${process.env.NODE_ENV} is ignored (use \`npm run dev\` for development).`);
}
process.env.NODE_ENV = "production";
process.env.NEXT_RUNTIME = "nodejs";

if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
  // The whole `npm run build` (scripts/build.mjs): the selected complex, its art and notice PDF, the
  // site font and the compile hints come with it; a bare `next build` has none of them.
  console.log("No production build found: running `npm run build` first (two to four minutes).");
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(options.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`npm start: the port must be a number from 1 to 65535 (got ${options.port ?? process.env.PORT}).`);
  process.exit(2);
}
const hostname = options.hostname;

process.title = "presale-server";
globalThis[PEER_HEADER_TRUSTED] = true;
const { default: next } = await import("next");
const server = http.createServer();
const app = next({ dev: false, dir: root, hostname: hostname ?? "localhost", port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();

// The content security policy is baked into the build from the build's environment. When this
// server signs in with Firebase, the login form must reach Firebase Auth even if the build was
// made without those settings (the Auth emulator tests serve the ordinary build): add its origins.
const firebaseSources = firebaseConnectSources(process.env);
const patchedPolicies = new Map();
const withFirebase = (policy) => {
  if (!patchedPolicies.has(policy)) patchedPolicies.set(policy, withConnectSources(policy, firebaseSources));
  return patchedPolicies.get(policy);
};

server.on("request", (req, res) => {
  // Whatever the client sent under this name is gone; only the socket's address is left.
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer;
  else delete req.headers[PEER_HEADER];
  if (firebaseSources) {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      setHeader(name, typeof value === "string" && name.toLowerCase() === "content-security-policy" ? withFirebase(value) : value);
  }
  handle(req, res).catch((error) => {
    console.error("[server] request failed:", error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.on("error", (error) => {
  console.error(`npm start: could not listen on ${hostname ?? "*"}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? "localhost"}:${port} (production)`);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
