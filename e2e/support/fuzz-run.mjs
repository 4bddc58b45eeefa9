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
  if (location !== undefined && !SAFE_LOCATION.test(String(location)))
    return result(`answered ${answer.status} with an unsafe Location ${JSON.stringify(location)}`);
  if (c.id.startsWith("action/")) {
    const cookies = [answer.headers["set-cookie"] ?? []].flat();
    const session = cookies.find(
      (k) => /admin-session=[^;]+/.test(k) && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(k),
    );
    return result(session ? `answered ${answer.status} with a session cookie` : null);
  }
  if (form && answer.status === 303 && leadResult === "error")
    return result("answered 303 ?lead=error (the store failed)");
  if (accepted && c.kind === "reject")
    return result(`accepted an invalid body (${answer.status}${location ? ` ${location}` : ""})`);
  return result(null);
}

const HANGUL = /[\uAC00-\uD7A3]/;
/** The words the booking and manage pages show for ?refused= and ?lead= (lib/visits/page-messages.ts). */
const VISIT_REFUSALS = new Set(["unavailable", "closed", "past", "unknown", "out-of-range", "invalid"]);
const VISIT_LEAD_RESULTS = new Set(["invalid", "limited"]);

/**
 * The verdict on an answer of /api/visit-booking (bookingCase): { problem, accepted, booked }.
 * `accepted`: the lead got past the intake and may be stored (a booking, or a refusal of its slot);
 * `booked`: a booking was made. A refusal is a 4xx with a Korean message, or a 303 (the no-JavaScript
 * post) to a page that shows one: the result page of a booking, or the booking page with ?refused=
 * or ?lead= (the spec opens one of each kind and reads the message).
 */
export function judgeBooking(c, answer) {
  const location = answer.headers.location === undefined ? undefined : String(answer.headers.location);
  let booked = false;
  let leadResult;
  if (answer.status === 303 && location) {
    const url = new URL(location, "http://x");
    booked = url.pathname === "/Promotion/Visit/done" && url.searchParams.has("t");
    leadResult = url.searchParams.get("lead") ?? undefined;
  }
  const json = (() => {
    try {
      return JSON.parse(answer.text);
    } catch {
      return null;
    }
  })();
  if (answer.status === 201 && json && json.booking) booked = true;
  // The intake stored the lead: a booking, or its slot refused after the lead was stored.
  const refusedAfterStore =
    (answer.status === 409 && json && typeof json.reason === "string") ||
    (answer.status === 303 && location !== undefined && /[?&]refused=/.test(location));
  const accepted = booked || refusedAfterStore;
  const result = (problem) => ({
    problem,
    nextOwn: false,
    accepted: accepted && (c.kind === "store" || c.kind === "lead-only"),
    booked,
  });
  if (answer.status === 0) return result(`no answer (${answer.error})`);
  if (answer.status >= 500)
    return result(`answered ${answer.status}: ${answer.text.slice(0, 160).replace(/\s+/g, " ")}`);
  if (location !== undefined && !SAFE_LOCATION.test(location))
    return result(`answered ${answer.status} with an unsafe Location ${JSON.stringify(location)}`);
  if (answer.status === 303) {
    if (leadResult === "error") return result("answered 303 ?lead=error (the store failed)");
    if (leadResult === "ok" && c.kind !== "honeypot") return result(`answered 303 ?lead=ok to a ${c.kind} case`);
    const url = new URL(location ?? "/", "http://x");
    const refused = url.searchParams.get("refused");
    const onBookingPage = url.pathname === "/Promotion/Visit";
    if (
      !booked &&
      leadResult !== "ok" &&
      !(refused !== null ? onBookingPage && VISIT_REFUSALS.has(refused) : VISIT_LEAD_RESULTS.has(leadResult ?? ""))
    ) {
      return result(`answered 303 to ${location}: no page message says why`);
    }
  } else if (answer.status >= 400) {
    if (!HANGUL.test(answer.text))
      return result(`answered ${answer.status} without a Korean message: ${answer.text.slice(0, 120)}`);
  } else if (c.kind !== "honeypot" && c.kind !== "store") {
    return result(`accepted a ${c.kind} case (${answer.status})`);
  }
  if (booked && c.kind !== "store")
    return result(`booked a ${c.kind} case (${answer.status}${location ? ` ${location}` : ""})`);
  if (c.kind === "lead-only" && answer.status < 400 && answer.status !== 303)
    return result(`a slot that cannot be booked answered ${answer.status}`);
  return result(null);
}

/**
 * The verdict on an answer of /api/visit-booking/manage (manageCase): every case has something
 * broken, so nothing may succeed: a 4xx with a Korean message, or a 303 back to the manage page
 * (whose message the spec reads), never to the result page of a changed booking.
 */
export function judgeManage(c, answer) {
  const location = answer.headers.location === undefined ? undefined : String(answer.headers.location);
  const result = (problem) => ({ problem, nextOwn: false, accepted: false, booked: false });
  if (answer.status === 0) return result(`no answer (${answer.error})`);
  if (answer.status >= 500)
    return result(`answered ${answer.status}: ${answer.text.slice(0, 160).replace(/\s+/g, " ")}`);
  if (location !== undefined && !SAFE_LOCATION.test(location))
    return result(`answered ${answer.status} with an unsafe Location ${JSON.stringify(location)}`);
  if (answer.status === 303) {
    const url = new URL(location ?? "/", "http://x");
    if (url.pathname !== "/Promotion/Visit/manage") return result(`answered 303 to ${location}`);
    const refused = url.searchParams.get("refused");
    if (url.searchParams.has("cancelled") || (refused !== null && !VISIT_REFUSALS.has(refused)))
      return result(`answered 303 to ${location}`);
    return result(null);
  }
  if (answer.status < 400) return result(`accepted: ${answer.status} ${answer.text.slice(0, 120)}`);
  if (!HANGUL.test(answer.text))
    return result(`answered ${answer.status} without a Korean message: ${answer.text.slice(0, 120)}`);
  return result(null);
}

/**
 * Sends every case (`cookie` for the signed-in ones); returns the problems and the tallies.
 * `judgeWith` replaces the lead and action verdict (judgeBooking, judgeManage); `locations` lists
 * the 303 answers' Location by case id.
 */
export async function runCases(
  baseUrl,
  cases,
  { seed, cookie, concurrency = 8, timeoutMs = 15_000, judgeWith = judge },
) {
  const statuses = new Map();
  const problems = [];
  const nextOwn = [];
  const acceptedStoreCases = [];
  const bookedCases = [];
  const locations = [];
  await pool(cases, concurrency, async (c) => {
    const answer = await send(baseUrl, c, { cookie: c.signedIn ? cookie : undefined, timeoutMs });
    const key = `${c.id
      .split("/")
      .slice(0, c.id.startsWith("lead/") ? 3 : 2)
      .join("/")} ${answer.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const verdict = judgeWith(c, answer);
    if (verdict.problem)
      (verdict.nextOwn ? nextOwn : problems).push({
        id: c.id,
        note: c.note,
        problem: verdict.problem,
        reproduce: curlFor(baseUrl, c, seed),
      });
    if (verdict.accepted) acceptedStoreCases.push(c.id);
    if (verdict.booked) bookedCases.push(c.id);
    if (answer.status === 303 && answer.headers.location)
      locations.push({ id: c.id, location: String(answer.headers.location) });
  });
  return {
    statuses: Object.fromEntries([...statuses].sort()),
    problems,
    nextOwn,
    acceptedStoreCases,
    bookedCases,
    locations,
  };
}

/**
 * A `totalBytes` body sent with Transfer-Encoding: chunked (no Content-Length), stopping as soon as
 * the server answers. Resolves the status (0 when the server closed without answering).
 */
export function sendChunked(
  baseUrl,
  pathname,
  headers,
  { totalBytes = 10 * 1024 * 1024, chunkBytes = 64 * 1024, head = "", fill = "a", timeoutMs = 30_000 } = {},
) {
  return new Promise((resolve) => {
    let settled = false;
    let stopped = false;
    let sent = 0;
    const done = (value) => {
      if (settled) return;
      settled = true;
      resolve({ ...value, sentBytes: sent });
    };
    const req = http.request(
      new URL(pathname, baseUrl),
      { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" }, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on("data", (d) => chunks.push(d));
        res.on("end", () =>
          done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8").slice(0, 500) }),
        );
        res.on("error", () => done({ status: res.statusCode ?? 0, text: "" }));
        // Answered before the end of the upload: stop sending.
        stopped = true;
      },
    );
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
    {
      id: `chunked/${form}/json`,
      path: `/api/${form}`,
      headers: { "content-type": "application/json" },
      head: '{"name":"',
      fill: "가",
    },
    {
      id: `chunked/${form}/form`,
      path: `/api/${form}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      head: "consent=on&name=",
      fill: "a",
    },
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
        {
          id: "chunked/action/text",
          path: signIn.path,
          headers: { "content-type": "text/plain;charset=UTF-8", "next-action": signIn.id, accept: "text/x-component" },
          head: '["',
          fill: "x",
        },
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
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((r) => r.name);
    const leads = tables.includes("leads") ? db.prepare("SELECT id, name, page FROM leads ORDER BY id").all() : [];
    const press = tables.includes("press_articles")
      ? db.prepare("SELECT id, site_id, title, summary, content, date_ms FROM press_articles ORDER BY id").all()
      : [];
    const pressHash = createHash("sha256").update(JSON.stringify(press)).digest("hex");
    const otherCounts = {};
    const counters = ["lead_hourly", "lead_sources"];
    const leadCounters = {
      hourly: tables.includes("lead_hourly")
        ? db.prepare("SELECT coalesce(sum(n), 0) AS n FROM lead_hourly").get().n
        : leads.length,
      campaigns: tables.includes("lead_sources")
        ? db.prepare("SELECT coalesce(sum(n), 0) AS n FROM lead_sources WHERE dimension = 'campaign'").get().n
        : leads.length,
    };
    for (const t of tables) {
      if (t === "leads" || t === "press_articles" || counters.includes(t) || !/lead|press|outbox|idempot/i.test(t))
        continue;
      otherCounts[t] = db.prepare(`SELECT COUNT(*) AS n FROM "${t.replace(/"/g, '""')}"`).get().n;
    }
    return { leads, pressCount: press.length, pressHash, otherCounts, leadCounters };
  } finally {
    db.close();
  }
}

/**
 * The visit bookings and slot counters a fuzz case could have written: every booking (id, name,
 * status, slot, party size, lead) and every slot row, with a hash of both to compare runs.
 */
export function visitSnapshot(dataDir) {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => r.name);
    const bookings = tables.includes("visit_bookings")
      ? db
          .prepare("SELECT id, name, status, slot_id, party_size, lead_id, replaced_by FROM visit_bookings ORDER BY id")
          .all()
      : [];
    const slots = tables.includes("visit_slots")
      ? db.prepare("SELECT slot_id, taken, closed FROM visit_slots ORDER BY slot_id").all()
      : [];
    return { bookings, slots, hash: createHash("sha256").update(JSON.stringify({ bookings, slots })).digest("hex") };
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
  const answer = await send(baseUrl, {
    method: "POST",
    path: signIn.path,
    headers: { "content-type": contentType, "next-action": signIn.id, accept: "text/x-component" },
    body,
  });
  const cookie = [answer.headers["set-cookie"] ?? []].flat().find((k) => /admin-session=[^;]+/.test(k));
  if (!cookie) throw new Error(`sign-in answered ${answer.status} without a session cookie`);
  return cookie.split(";")[0];
}
