// The mechanics of the fuzz run (e2e/fuzz.spec.ts): send the cases of fuzz-cases.mjs with bounded
// concurrency, judge each answer, send 10 MB chunked bodies, and read the store before and after.
import { createHash } from "node:crypto";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { curlFor, multipart, send } from "./fuzz-cases.mjs";

/** Runs fn over items with at most `concurrency` in flight; keeps the order of results. */
export async function pool(items, concurrency, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

const SAFE_LOCATION = /^\/(?![/\\])[^\s\\]*$/;

/**
 * What is wrong with one answer: { problem, nextOwn, accepted }. `accepted` is true when a "store"
 * case was accepted (the spec counts stored rows against them). `nextOwn` marks a 5xx that Next
 * itself gives to an action payload it cannot decode (case.framework), before any of our code runs.
 */
export function judge(c, answer) {
  const location = answer.headers.location;
  const form = /^lead\/\w+\/form\//.test(c.id);
  let accepted = !form && answer.status >= 200 && answer.status < 300;
  const leadResult = /[?&]lead=([^&#]*)/.exec(String(location ?? ""))?.[1];
  if (form && answer.status === 303) accepted = leadResult === "ok";
  const result = (problem, nextOwn = false) => ({ problem, nextOwn, accepted: accepted && c.kind === "store" });
  if (answer.status === 0) return result(`no answer (${answer.error})`);
  if (answer.status >= 500) {
    const problem = `answered ${answer.status}: ${answer.text.slice(0, 160).replace(/\s+/g, " ")}`;
    return c.framework ? result(problem, true) : result(problem);
  }
  if (location !== undefined && !SAFE_LOCATION.test(String(location))) return result(`answered ${answer.status} with an unsafe Location ${JSON.stringify(location)}`);
  if (c.id.startsWith("action/")) {
    const cookies = [answer.headers["set-cookie"] ?? []].flat();
    const session = cookies.find((k) => /admin-session=[^;]+/.test(k) && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(k));
    return result(session ? `answered ${answer.status} with a session cookie` : null);
  }
  if (form && answer.status === 303 && leadResult === "error") return result("answered 303 ?lead=error (the store failed)");
  if (accepted && c.kind === "reject") return result(`accepted an invalid body (${answer.status}${location ? ` ${location}` : ""})`);
  return result(null);
}

/** Sends every case (`cookie` for the signed-in ones); returns the problems and the tallies. */
export async function runCases(baseUrl, cases, { seed, cookie, concurrency = 8, timeoutMs = 15_000 }) {
  const statuses = new Map();
  const problems = [];
  const nextOwn = [];
  const acceptedStoreCases = [];
  await pool(cases, concurrency, async (c) => {
    const answer = await send(baseUrl, c, { cookie: c.signedIn ? cookie : undefined, timeoutMs });
    const key = `${c.id.split("/").slice(0, c.id.startsWith("lead/") ? 3 : 2).join("/")} ${answer.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const verdict = judge(c, answer);
    if (verdict.problem) (verdict.nextOwn ? nextOwn : problems).push({ id: c.id, note: c.note, problem: verdict.problem, reproduce: curlFor(baseUrl, c, seed) });
    if (verdict.accepted) acceptedStoreCases.push(c.id);
  });
  return { statuses: Object.fromEntries([...statuses].sort()), problems, nextOwn, acceptedStoreCases };
}

/**
 * A `totalBytes` body sent with Transfer-Encoding: chunked (no Content-Length), stopping as soon as
 * the server answers. Resolves the status (0 when the server closed without answering).
 */
export function sendChunked(baseUrl, pathname, headers, { totalBytes = 10 * 1024 * 1024, chunkBytes = 64 * 1024, head = "", fill = "a", timeoutMs = 30_000 } = {}) {
  return new Promise((resolve) => {
    let settled = false;
    let stopped = false;
    let sent = 0;
    const done = (value) => {
      if (settled) return;
      settled = true;
      resolve({ ...value, sentBytes: sent });
    };
    const req = http.request(new URL(pathname, baseUrl), { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" }, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on("data", (d) => chunks.push(d));
      res.on("end", () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8").slice(0, 500) }));
      res.on("error", () => done({ status: res.statusCode ?? 0, text: "" }));
      // Answered before the end of the upload: stop sending.
      stopped = true;
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", (e) => done({ status: 0, error: e.message }));
    const chunk = Buffer.from(fill.repeat(Math.ceil(chunkBytes / Buffer.byteLength(fill)))).subarray(0, chunkBytes);
    const pump = () => {
      if (sent === 0 && head) {
        const h = Buffer.from(head);
        sent += h.length;
        if (!req.write(h)) return void req.once("drain", pump);
      }
      while (!stopped && !settled && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!settled) req.end();
    };
    pump();
  });
}

/** The 10 MB chunked bodies: each lead endpoint (JSON and form) and a server action. */
export function chunkedCases(actions) {
  const leadCases = ["register", "visit", "inquiry", "visit-booking", "visit-booking/manage"].flatMap((form) => [
    { id: `chunked/${form}/json`, path: `/api/${form}`, headers: { "content-type": "application/json" }, head: '{"name":"', fill: "가" },
    { id: `chunked/${form}/form`, path: `/api/${form}`, headers: { "content-type": "application/x-www-form-urlencoded" }, head: "consent=on&name=", fill: "a" },
  ]);
  const signIn = actions.signIn;
  const { contentType } = multipart([]);
  const actionCases = signIn
    ? [
        {
          id: "chunked/action/signIn",
          path: signIn.path,
          headers: { "content-type": contentType, "next-action": signIn.id, accept: "text/x-component" },
          head: `--${contentType.split("boundary=")[1]}\r\nContent-Disposition: form-data; name="_1_password"\r\n\r\n`,
          fill: "p",
        },
        { id: "chunked/action/text", path: signIn.path, headers: { "content-type": "text/plain;charset=UTF-8", "next-action": signIn.id, accept: "text/x-component" }, head: '["', fill: "x" },
      ]
    : [];
  return [...leadCases, ...actionCases];
}

/**
 * What the store holds that a fuzz case could have written: leads (count and ids), press articles
 * (their text, not their view counts), and the row count of any other table about leads or press.
 * The dashboard's counters (lead_hourly, lead_sources) follow the leads: `leadCounters` sums them,
 * so a run can check they count exactly the leads stored.
 */
export function storeSnapshot(dataDir) {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all().map((r) => r.name);
    const leads = tables.includes("leads") ? db.prepare("SELECT id, name, page FROM leads ORDER BY id").all() : [];
    const press = tables.includes("press_articles") ? db.prepare("SELECT id, site_id, title, summary, content, date_ms FROM press_articles ORDER BY id").all() : [];
    const pressHash = createHash("sha256").update(JSON.stringify(press)).digest("hex");
    const otherCounts = {};
    const counters = ["lead_hourly", "lead_sources"];
    const leadCounters = {
      hourly: tables.includes("lead_hourly") ? db.prepare("SELECT coalesce(sum(n), 0) AS n FROM lead_hourly").get().n : leads.length,
      campaigns: tables.includes("lead_sources") ? db.prepare("SELECT coalesce(sum(n), 0) AS n FROM lead_sources WHERE dimension = 'campaign'").get().n : leads.length,
    };
    for (const t of tables) {
      if (t === "leads" || t === "press_articles" || counters.includes(t) || !/lead|press|outbox|idempot/i.test(t)) continue;
      otherCounts[t] = db.prepare(`SELECT COUNT(*) AS n FROM "${t.replace(/"/g, '""')}"`).get().n;
    }
    return { leads, pressCount: press.length, pressHash, otherCounts, leadCounters };
  } finally {
    db.close();
  }
}

/** Signs in through the sign-in action as the browser does; resolves the Cookie header value. */
export async function signInCookie(baseUrl, signIn, email, password) {
  const { body, contentType } = multipart([
    ["_1_email", email],
    ["_1_password", password],
    ["0", JSON.stringify([{ ok: false, error: null }, "$K1"])],
  ]);
  const answer = await send(baseUrl, { method: "POST", path: signIn.path, headers: { "content-type": contentType, "next-action": signIn.id, accept: "text/x-component" }, body });
  const cookie = [answer.headers["set-cookie"] ?? []].flat().find((k) => /admin-session=[^;]+/.test(k));
  if (!cookie) throw new Error(`sign-in answered ${answer.status} without a session cookie`);
  return cookie.split(";")[0];
}
