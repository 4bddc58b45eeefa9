// A stand-in for the external form-collection service: a real HTTP server on 127.0.0.1.
// Used by the unit/integration tests, the browser tests and the lead benchmark.
//   mode "ok"     -> 200 {"ok":true}
//   mode "fail"   -> 503
//   mode "reject" -> 422 (a 4xx that retrying cannot fix)
//   mode "hang"   -> never answers (the client's timeout must fire)
//   a number      -> answers with that HTTP status
// Whatever the mode, a lead whose name was registered with `POST /__reject/<name>` gets 422
// (`DELETE /__reject/<name>` forgets it): one test's failed lead without touching the others.
// `delayMs` delays every answer (the benchmark's slow service). Every request is recorded, with
// the status it was answered with once it is (`status`; null while hanging or when the client gave up).
// Run directly (`node e2e/support/form-service.mjs <port> [mode] [delayMs]`) it serves until killed,
// and `POST /__mode/<mode>` switches its mode, `GET /__received` lists what it got.
import http from "node:http";

/** The stand-in's port next to the browser tests' server (e2e/support/serve.mjs). */
export const e2eFormServicePort = (appPort) => appPort + 50;

/** @param {{ port?: number, mode?: "ok" | "fail" | "reject" | "hang" | number, delayMs?: number }} [options] */
export async function startFormService({ port = 0, mode = "ok", delayMs = 0 } = {}) {
  const state = { mode, delayMs };
  /** @type {Set<string>} */
  const rejectedNames = new Set();
  /** @type {{ headers: http.IncomingHttpHeaders, body: any, at: number, answered: string, status: number | null }[]} */
  const received = [];
  /** @type {Set<http.ServerResponse>} */
  const hanging = new Set();

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const url = req.url ?? "/";
      if (url.startsWith("/__mode/") && req.method === "POST") {
        const next = url.slice("/__mode/".length);
        state.mode = /** @type {any} */ (/^\d{3}$/.test(next) ? Number(next) : next);
        res.writeHead(204).end();
        return;
      }
      if (url.startsWith("/__reject/") && (req.method === "POST" || req.method === "DELETE")) {
        const name = decodeURIComponent(url.slice("/__reject/".length));
        if (req.method === "POST") rejectedNames.add(name);
        else rejectedNames.delete(name);
        res.writeHead(204).end();
        return;
      }
      if (url === "/__received") {
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
        return;
      }
      let body = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = Buffer.concat(chunks).toString("utf8");
      }
      const rejectThis = !!body && typeof body === "object" && rejectedNames.has(body.name);
      const entry = {
        headers: req.headers,
        body,
        at: Date.now(),
        answered: rejectThis ? "reject" : state.mode,
        status: /** @type {number | null} */ (null),
      };
      received.push(entry);
      res.on("finish", () => (entry.status = res.statusCode));
      const answer = () => {
        if (rejectThis)
          return void res.writeHead(422, { "Content-Type": "application/json" }).end('{"error":"rejected"}');
        if (state.mode === "hang") {
          hanging.add(res);
          res.on("close", () => hanging.delete(res));
          return;
        }
        if (typeof state.mode === "number")
          return void res.writeHead(state.mode, { "Content-Type": "application/json" }).end("{}");
        if (state.mode === "fail")
          return void res.writeHead(503, { "Content-Type": "application/json" }).end('{"error":"unavailable"}');
        if (state.mode === "reject")
          return void res.writeHead(422, { "Content-Type": "application/json" }).end('{"error":"rejected"}');
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
      };
      if (state.delayMs > 0 && state.mode !== "hang") setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  const url = `http://127.0.0.1:${address.port}/f/leads`;
  return {
    url,
    port: address.port,
    received,
    /** @param {"ok" | "fail" | "reject" | "hang" | number} next */
    setMode(next) {
      state.mode = next;
    },
    /** Leads by id: how many times each arrived. */
    countsById() {
      const counts = new Map();
      for (const r of received)
        if (r.body && r.body.leadId) counts.set(r.body.leadId, (counts.get(r.body.leadId) ?? 0) + 1);
      return counts;
    },
    /** Leads by id: how many times the service answered them with a 2xx (what a sender counts as delivered). */
    deliveredCountsById() {
      const counts = new Map();
      for (const r of received)
        if (r.body && r.body.leadId && r.status !== null && r.status >= 200 && r.status < 300)
          counts.set(r.body.leadId, (counts.get(r.body.leadId) ?? 0) + 1);
      return counts;
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No top-level await: the browser tests load this module through require().
  startFormService({
    port: Number(process.argv[2] ?? 0),
    mode: /** @type {any} */ (process.argv[3] ?? "ok"),
    delayMs: Number(process.argv[4] ?? 0),
  }).then((service) => {
    console.log(`form-service stand-in listening at ${service.url}`);
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => service.close().then(() => process.exit(0)));
  });
}
