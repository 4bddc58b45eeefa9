import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHmac, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { complex } from "../lib/site/content";
import { visitCalendar } from "../lib/site/content/visit-booking";
import { addDays, bookableDays, seoulParts, slotsOn } from "../lib/site/content/visit-calendar";
import { adminEmail, adminPassword, adminPasswordHash } from "./support/admin.mjs";
import type { FuzzProblem } from "./support/fuzz-run.mjs";

// Hostile bodies against every lead endpoint (JSON and form posts) and every server action (as the
// browser's fetch sends them, as a no-JavaScript form post, signed out and signed in): prototype keys,
// NUL, right-to-left overrides, invalid UTF-8, deep JSON, huge fields, wrong types, broken headers,
// and 10 MB chunked bodies. None may get a 5xx, a redirect off the site, or a session; none may store
// anything beyond the valid leads among them (counted in the SQLite file before and after).
//
// Its own server (E2E_PORT + 75; +70 to +74 are security-headers.spec.ts's and dashboard.spec.ts's) on its own data folder: the lead rate limit is off there (on the
// shared server it would answer 429 to all but 20 valid posts a minute and hide what comes after
// it), the sign-in throttle it trips locks out nobody else, and the row counts are exact.
//
// Seeded: FUZZ_SEED=<n> replays a run; each failure prints its case id and a curl reproducer
// (`node e2e/support/fuzz-cases.mjs <base-url> <seed> <case-id>` for long bodies).

const port = Number(process.env.E2E_PORT ?? 3100) + 75;
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

test.skip(({ isMobile }) => isMobile, "server behaviour only");

/** Problems grouped by endpoint and kind, two examples each (the full list is attached to the test). */
function describe(problems: FuzzProblem[]): string {
  const groups = new Map<string, FuzzProblem[]>();
  for (const p of problems) {
    const [kind, , name] = p.id.split("/");
    const endpoint =
      kind === "action"
        ? `action ${name} (${p.note.split(" ")[1]})`
        : kind === "lead"
          ? p.id.split("/").slice(0, 3).join("/")
          : `${p.id.split("/").slice(0, 2).join("/")} ${p.note.split(":")[0]}`;
    const what = `${/^(answered \d+|accepted|no answer)/.exec(p.problem)?.[0] ?? p.problem}${/unsafe Location|\?lead=error|session cookie|invalid body/.exec(p.problem)?.map((m) => ` (${m})`)[0] ?? ""}`;
    const key = `${endpoint}: ${what}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const lines = [...groups].map(
    ([key, list]) =>
      `- ${list.length}x ${key}\n${list
        .slice(0, 2)
        .map(
          (p) =>
            `    ${p.id}: ${p.problem.slice(0, 160)}\n      ${p.note.slice(0, 200)}\n      ${p.reproduce.slice(0, 800)}`,
        )
        .join("\n")}`,
  );
  return `${problems.length} problem(s), seed ${SEED}, in ${groups.size} group(s):\n${lines.join("\n")}`;
}

test("hostile bodies to the lead endpoints and the server actions: no 5xx, nothing stored", async () => {
  test.setTimeout(240_000);
  // Imported here: Playwright's transform of static imports breaks these ES modules (node: imports).
  const { serveBuild } = await import("../scripts/lib/serve-build.mjs");
  const { actionsFromManifest, fuzzCases } = await import("./support/fuzz-cases.mjs");
  const FUZZ_SITE = complex.sites[0]!;
  const { chunkedCases, runCases, sendChunked, signInCookie, storeSnapshot } = await import("./support/fuzz-run.mjs");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "presale-fuzz-"));
  const server = await serveBuild({
    port,
    dataDir,
    logFile: path.join(dataDir, "server.log"),
    env: {
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD_HASH: adminPasswordHash,
      // The sign-ins here test other things: the second factor has its own spec (admin-second-factor).
      SECOND_FACTOR: "none",
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      LEAD_RATE_LIMIT: "0",
      FORM_SERVICE_URL: "",
    },
  });
  let failed = true;
  try {
    const manifest: unknown = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8"));
    const actions = actionsFromManifest(manifest, FUZZ_SITE);
    expect(Object.keys(actions)).toEqual(
      expect.arrayContaining(["signIn", "signOut", "createArticle", "updateArticle", "deleteArticle", "retryLead"]),
    );
    // Signed in first: the hostile sign-ins below trip the throttle for this address.
    const cookie = await signInCookie(server.url, actions.signIn!, adminEmail, adminPassword);
    const before = storeSnapshot(dataDir);

    const cases = fuzzCases(SEED, {
      origin: server.url,
      actions,
      site: FUZZ_SITE,
      leadCasesPerEndpoint: 250,
      actionCases: 500,
      signedInActionCases: 150,
    });
    console.log(`fuzz: seed ${SEED}, ${cases.length} cases, server log ${path.join(dataDir, "server.log")}`);
    const started = Date.now();
    const run = await runCases(server.url, cases, { seed: SEED, cookie, concurrency: 8 });
    console.log(`fuzz: ${cases.length} cases answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const chunked = await Promise.all(
      chunkedCases(actions).map(async (c) => ({
        c,
        answer: await sendChunked(server.url, c.path, c.headers, { head: c.head, fill: c.fill }),
      })),
    );
    const chunkedProblems: FuzzProblem[] = [];
    for (const { c, answer } of chunked) {
      const problem =
        answer.status === 0
          ? `no answer (${answer.error})`
          : answer.status >= 500
            ? `answered ${answer.status}`
            : answer.status < 400
              ? `accepted ${answer.status}`
              : null;
      if (!problem) continue;
      const entry = {
        id: c.id,
        note: `10 MB chunked body, ${answer.sentBytes} bytes sent`,
        problem,
        reproduce: `head -c 10485760 /dev/zero | tr '\\0' a | curl -sS -H 'transfer-encoding: chunked' ${Object.entries(
          c.headers,
        )
          .map(([k, v]) => `-H '${k}: ${v}'`)
          .join(" ")} --data-binary @- ${server.url}${c.path}`,
      };
      // (Next turns its own 1 MB action body limit into a 500; proxy.ts answers 413 first.)
      chunkedProblems.push(entry);
    }

    console.log(`fuzz: answers by endpoint and status: ${JSON.stringify(run.statuses)}`);
    if (run.nextOwn.length) {
      console.log(
        `fuzz: ${run.nextOwn.length} action payloads that React's decoder throws on answered with a 5xx (proxy.ts must refuse them first):\n${describe(run.nextOwn)}`,
      );
    }
    // Every problem with its reproducer, kept in the test's output folder (test-results/) on failure.
    writeFileSync(
      test.info().outputPath("fuzz-problems.json"),
      JSON.stringify({ seed: SEED, problems: [...run.problems, ...chunkedProblems], nextOwn: run.nextOwn }, null, 1),
    );

    // The hostile bodies were parsed, not turned away at the door: many got the schema's verdict.
    const verdicts = Object.entries(run.statuses)
      .filter(([k]) => /^lead\/\w+\/json 422$/.test(k))
      .reduce((n, [, v]) => n + v, 0);
    expect.soft(verdicts, "lead JSON bodies that reached the schema (422)").toBeGreaterThan(100);

    expect.soft(run.problems, describe(run.problems)).toEqual([]);
    expect.soft(chunkedProblems, describe(chunkedProblems)).toEqual([]);
    // Payloads Next's own decoder throws on (references to missing parts, deep nesting, bodies over
    // 1 MB, an argument list that is not a list): proxy.ts refuses them with 400/413 (lib/platform/http/action-body.ts).
    expect.soft(run.nextOwn, describe(run.nextOwn)).toEqual([]);

    // The store: the valid leads among the cases and nothing else; press articles untouched.
    const after = storeSnapshot(dataDir);
    const beforeIds = new Set(before.leads.map((l) => l.id));
    const added = after.leads.filter((l) => !beforeIds.has(l.id));
    const markers = new Set(run.acceptedStoreCases.map((id) => id.split("/")));
    expect
      .soft(added.length, `leads stored (valid leads accepted: ${run.acceptedStoreCases.length})`)
      .toBe(run.acceptedStoreCases.length);
    const acceptedMarkers = [...markers].map(([, form, encoding, index]) => `fz${encoding![0]}${form![0]}${index}`);
    const strays = added
      .filter((l) => !acceptedMarkers.some((m) => l.name.includes(m)))
      .map((l) => `${l.id} ${JSON.stringify(l.name)}`);
    expect.soft(strays, "stored leads that no accepted valid case sent").toEqual([]);
    // A stored page is shown to the administrator: never a path that leads off the site.
    const offSite = added
      .filter((l) => l.page !== null && !/^\/(?![/\\])/.test(l.page))
      .map((l) => `${JSON.stringify(l.name)} page ${JSON.stringify(l.page)}`);
    expect
      .soft(offSite.slice(0, 10), `stored page paths that leave the site (${offSite.length}, first 10)`)
      .toEqual([]);
    expect
      .soft({ count: after.pressCount, hash: after.pressHash }, "press articles")
      .toEqual({ count: before.pressCount, hash: before.pressHash });
    expect.soft(after.otherCounts, "other lead and press tables").toEqual(before.otherCounts);
    expect
      .soft(after.leadCounters, "the dashboard's counters count the leads stored")
      .toEqual({ hourly: after.leads.length, campaigns: after.leads.length });

    // And the server is still there.
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
    failed = test.info().errors.length > 0;
  } finally {
    await server.stop();
    // Kept for a look at the server's log when something failed.
    if (!failed) rmSync(dataDir, { recursive: true, force: true });
  }
});

// The visit booking: hostile bodies to /api/visit-booking (JSON, and the booking page's
// plain form post) and to /api/visit-booking/manage (JSON and form; bad tokens, bad actions, bad
// slots and party sizes behind a genuine token, repeats, prototype keys, oversize bodies, wrong
// types). No 5xx; every refusal a 4xx with a Korean message or a 303 to a page that shows one;
// stored: exactly the leads whose slot was asked for, and the bookings answered as made; the manage
// cases change no booking. Its own server (E2E_PORT + 76) and data folder, the rate limits off.
// (serve-build.mjs gives the server a fixed VISIT_TOKEN_SECRET: expired and orphan tokens are signed here.)
const VISIT_PORT = Number(process.env.E2E_PORT ?? 3100) + 76;
const SERVE_BUILD_VISIT_SECRET = "serve-build visit token secret 0123456789abcdef";

/** A manage token as lib/visits/token.ts signs it (v1.<id>.<expiry base 36>.<HMAC-SHA256 base64url>). */
function signToken(bookingId: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const mac = createHmac("sha256", SERVE_BUILD_VISIT_SECRET)
    .update(`visit-manage\nv1\n${bookingId}\n${expiry}`)
    .digest("base64url");
  return `v1.${bookingId}.${expiry}.${mac}`;
}

/** Bookable, past, off-grid and too-far slot ids of the content's calendar now (bookable: 3 hours ahead at least). */
function fuzzSlots(now: Date) {
  const today = seoulParts(now).date;
  const openDay = (from: string, step: number) => {
    for (let i = 1; i < 90; i++) {
      const date = addDays(from, step * i);
      if (slotsOn(visitCalendar, date).length) return date;
    }
    return addDays(from, step);
  };
  const soon = now.getTime() + 3 * 60 * 60 * 1000;
  const bookable = bookableDays(visitCalendar, now).flatMap((d) =>
    d.slots.filter((s) => s.bookable && s.startsAt.getTime() > soon).map((s) => s.id),
  );
  const pastDay = openDay(today, -1);
  const farDay = openDay(addDays(today, visitCalendar.daysAhead), 1);
  const orEmpty = (ids: string[], date: string) => (ids.length ? ids : [`${date}T10:00`]);
  return {
    bookable,
    past: orEmpty(
      slotsOn(visitCalendar, pastDay).map((s) => s.id),
      pastDay,
    ),
    unknown: bookable.slice(0, 8).map((id) => `${id.slice(0, -2)}07`),
    far: orEmpty(
      slotsOn(visitCalendar, farDay).map((s) => s.id),
      farDay,
    ),
  };
}

test("hostile bodies to the visit booking and its manage endpoint: no 5xx, Korean refusals, nothing booked or changed", async () => {
  test.setTimeout(240_000);
  const { serveBuild } = await import("../scripts/lib/serve-build.mjs");
  const { visitFuzzCases } = await import("./support/fuzz-cases.mjs");
  const { judgeBooking, judgeManage, runCases, storeSnapshot, visitSnapshot } = await import("./support/fuzz-run.mjs");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "presale-visit-fuzz-"));
  const server = await serveBuild({
    port: VISIT_PORT,
    dataDir,
    logFile: path.join(dataDir, "server.log"),
    env: { LEAD_RATE_LIMIT: "0", FORM_SERVICE_URL: "" },
  });
  let failed = true;
  try {
    const slots = fuzzSlots(new Date());
    expect(slots.bookable.length, "bookable slots in the content's calendar").toBeGreaterThan(20);

    // Genuine bookings first: the manage cases reach the fields behind their tokens.
    const genuine: { id: string; t: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${server.url}/api/visit-booking`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          slot: slots.bookable[i],
          name: `원본${i}`,
          phone: `010-6900-000${i}`,
          partySize: 2,
          consent: true,
        }),
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { booking: { id: string }; manageUrl: string };
      genuine.push({ id: body.booking.id, t: new URL(body.manageUrl).searchParams.get("t")! });
    }
    const tokens = {
      genuine: genuine.map((g) => g.t),
      // Signed with the server's key: expired, and naming no booking.
      refused: [
        signToken(genuine[0]!.id, new Date(Date.now() - 60_000)),
        signToken("V-0101-0001", new Date(Date.now() + 86_400_000)),
      ],
    };
    const before = storeSnapshot(dataDir);
    const visitBefore = visitSnapshot(dataDir);
    expect(visitBefore.bookings).toHaveLength(4);

    const cases = visitFuzzCases(SEED, { origin: server.url, slots, tokens, bookingCases: 200, manageCases: 150 });
    console.log(
      `visit fuzz: seed ${SEED}, ${cases.booking.length} booking and ${cases.manage.length} manage cases, server log ${path.join(dataDir, "server.log")}`,
    );
    const booking = await runCases(server.url, cases.booking, { seed: SEED, concurrency: 8, judgeWith: judgeBooking });
    const afterBooking = visitSnapshot(dataDir);
    const manage = await runCases(server.url, cases.manage, { seed: SEED, concurrency: 8, judgeWith: judgeManage });
    const afterManage = visitSnapshot(dataDir);
    console.log(`visit fuzz: answers ${JSON.stringify({ ...booking.statuses, ...manage.statuses })}`);
    writeFileSync(
      test.info().outputPath("visit-fuzz-problems.json"),
      JSON.stringify({ seed: SEED, booking: booking.problems, manage: manage.problems }, null, 1),
    );

    // Both paths reached the schema and the store: refusals per field, and real bookings.
    expect
      .soft(booking.statuses["booking/json 422"] ?? 0, "JSON bookings that reached the schema (422)")
      .toBeGreaterThan(30);
    expect.soft(booking.bookedCases.length, "valid bookings among the cases, booked").toBeGreaterThan(5);
    expect.soft(booking.problems, describe(booking.problems)).toEqual([]);
    expect.soft(manage.problems, describe(manage.problems)).toEqual([]);

    // A 303 goes to a page that says why, in Korean: one of each kind of address, opened.
    const kinds = new Map<string, string>();
    for (const { location } of [...booking.locations, ...manage.locations]) {
      const url = new URL(location, server.url);
      // The result page of a booking; a honeypot's ?lead=ok (a bot is shown no refusal, judgeBooking allows it only there).
      if (url.pathname === "/Promotion/Visit/done" || url.searchParams.get("lead") === "ok") continue;
      const t = url.searchParams.get("t");
      const kind = `${url.pathname} refused=${url.searchParams.get("refused")} lead=${url.searchParams.get("lead")} cancelled=${url.searchParams.get("cancelled")} t=${t === null ? "none" : tokens.genuine.includes(t) ? "genuine" : "other"}`;
      if (!kinds.has(kind)) kinds.set(kind, url.pathname + url.search);
    }
    expect.soft(kinds.size, "kinds of 303 answers").toBeGreaterThan(3);
    const silent: string[] = [];
    for (const [kind, location] of kinds) {
      if (!location.startsWith("/Promotion/Visit")) continue;
      const page = await fetch(server.url + location);
      const html = await page.text();
      if (
        page.status >= 500 ||
        !/data-testid="(booking-message|link-problem|manage-message)"[^>]*>[^<]*[\uAC00-\uD7A3]/.test(html)
      )
        silent.push(`${kind}: ${page.status} ${location.slice(0, 120)}`);
    }
    expect.soft(silent, "303 answers whose page shows no Korean message").toEqual([]);

    // The store: a lead for each case whose slot was asked for (booked or refused after the lead was
    // stored), a booking for each answered as booked, nothing else; the manage cases changed nothing.
    const after = storeSnapshot(dataDir);
    const beforeIds = new Set(before.leads.map((l) => l.id));
    const added = after.leads.filter((l) => !beforeIds.has(l.id));
    const markerOf = (id: string) => {
      const [, encoding, index] = id.split("/");
      return `fzb${encoding![0]}${index}`;
    };
    const leadMarkers = booking.acceptedStoreCases.map(markerOf);
    expect.soft(added.length, `leads stored (cases whose lead got in: ${leadMarkers.length})`).toBe(leadMarkers.length);
    const strayLeads = added
      .filter((l) => !leadMarkers.some((m) => new RegExp(`${m}(?!\\d)`).test(l.name)))
      .map((l) => `${l.id} ${JSON.stringify(l.name)}`);
    expect.soft(strayLeads, "stored leads that no accepted case sent").toEqual([]);
    const beforeBookings = new Set(visitBefore.bookings.map((b) => b.id));
    const newBookings = afterBooking.bookings.filter((b) => !beforeBookings.has(b.id));
    const bookedMarkers = booking.bookedCases.map(markerOf);
    expect
      .soft(newBookings.length, `bookings made (answered as booked: ${bookedMarkers.length})`)
      .toBe(bookedMarkers.length);
    const strayBookings = newBookings
      .filter((b) => !bookedMarkers.some((m) => new RegExp(`${m}(?!\\d)`).test(b.name)))
      .map((b) => `${b.id} ${JSON.stringify(b.name)}`);
    expect.soft(strayBookings, "bookings that no case answered as booked").toEqual([]);
    expect
      .soft(
        afterBooking.bookings.filter((b) => beforeBookings.has(b.id)),
        "the genuine bookings, untouched by the booking cases",
      )
      .toEqual(visitBefore.bookings);
    expect
      .soft(
        afterManage.hash === afterBooking.hash
          ? []
          : afterManage.bookings.filter(
              (b) => !afterBooking.bookings.some((x) => JSON.stringify(x) === JSON.stringify(b)),
            ),
        "bookings the manage cases changed",
      )
      .toEqual([]);
    expect.soft(afterManage.slots, "slot counters after the manage cases").toEqual(afterBooking.slots);
    expect.soft(after.otherCounts, "other lead tables (outboxes, keys)").toEqual(before.otherCounts);
    expect
      .soft(after.leadCounters, "the dashboard's counters count the leads stored")
      .toEqual({ hourly: after.leads.length, campaigns: after.leads.length });

    // The genuine links still work, and the server is still there.
    for (const { t } of genuine)
      expect((await fetch(`${server.url}/Promotion/Visit/manage?t=${encodeURIComponent(t)}`)).status).toBe(200);
    failed = test.info().errors.length > 0;
  } finally {
    await server.stop();
    if (!failed) rmSync(dataDir, { recursive: true, force: true });
  }
});
