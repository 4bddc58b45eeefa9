// Booking attack run (`npm run bench hostile`, beside the lead fault run): the visit booking of
// the production build with SMS on (the real SOLAPI SDK, sent to a loopback stand-in), attacked by
//   1. an SMS pumper at one address that books a stranger's number and changes the booking over and
//      over, then books the same number on other days;
//   2. an SMS pumper with 100 addresses (a botnet, the addresses given as X-Forwarded-For behind
//      one trusted proxy) that books the same stranger's number on every day it can;
//   3. a slot filler at one address that books 40 made-up numbers into one day;
//   4. a slot filler with 100 addresses, each booking one made-up number (what the limits cannot
//      stop: places; what they must stop: the site's SMS budget).
// The server runs the defaults (a one-time code before any place is taken, VISIT_BOOKINGS_PER_ADDRESS
// 3, 3 messages a number a day, 3 changes a booking) and SMS_DAILY_BUDGET 40 for the run; the
// attackers never see the codes (they go to the strangers' phones), so their posts end at 202. With
// `--no-verify` (VISIT_VERIFY_PHONE=false) the places are taken at once and the limits alone hold.
// The table shows, per attacker, requests, places taken and messages sent against the caps; the run
// fails (exit 1) when a cap is passed.
// Loopback only; every wait is bounded.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { postJson } from "../lib/post-json.mjs";
import { serveBuild } from "../lib/serve-build.mjs";
import { startFormService } from "../../e2e/support/form-service.mjs";
import { startSolapiStandIn } from "../../test-support/solapi-stand-in.mjs";

/** Only by name: `npm run bench hostile` (a plain `npm run bench` skips it). */
export const byNameOnly = true;

const PORT = Number(process.env.BENCH_HOSTILE_BOOKING_PORT ?? 3285);
const BUDGET = 40;
const PER_ADDRESS = 3;
const PER_NUMBER = 3;
const CHANGES = 3;
const BOTNET = 100;
const REQUEST_TIMEOUT_MS = 20_000;
const DRAIN_WAIT_MS = 60_000;
const credentials = { apiKey: "NCSBENCHKEY000001", apiSecret: "BENCHSECRET00000000000000000001" };
const CRON_SECRET = randomBytes(24).toString("base64url");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const address = (i) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

export default async function run() {
  const solapi = await startSolapiStandIn(credentials);
  const service = await startFormService({ port: PORT + 1 });
  const server = await serveBuild({
    port: PORT,
    nodeArgs: ["--import", path.resolve("e2e/support/solapi-preload.mjs")],
    env: {
      FORM_SERVICE_URL: service.url,
      LEAD_RATE_LIMIT: "0",
      TRUSTED_PROXY_HOPS: "1",
      CRON_SECRET,
      SOLAPI_API_KEY: credentials.apiKey,
      SOLAPI_API_SECRET: credentials.apiSecret,
      SMS_SENDER_NUMBER: "1588-0926",
      SOLAPI_STAND_IN_ORIGIN: solapi.origin,
      SMS_DAILY_BUDGET: String(BUDGET),
      VISIT_BOOKINGS_PER_ADDRESS: String(PER_ADDRESS),
      VISIT_VERIFY_PHONE: process.argv.includes("--no-verify") ? "false" : "true",
    },
  });
  const url = server.url;
  try {
    // The bookable days and each day's slots, as a visitor's browser reads them.
    const visitPage = await (await fetch(`${url}/Promotion/Visit`)).text();
    // Today's slots may be past: the attackers book from tomorrow on.
    const days = [...new Set([...visitPage.matchAll(/day=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]))].sort().slice(1);
    /** @type {Map<string, string[]>} */
    const slots = new Map();
    for (const day of days) {
      const html = await (await fetch(`${url}/Promotion/Visit?day=${day}`)).text();
      slots.set(day, [...new Set([...html.matchAll(/data-slot="([^"]+)"/g)].map((m) => m[1]))]);
    }
    if (days.length < 4) throw new Error(`only ${days.length} bookable days`);

    /** One POST; its status and JSON body (never throws). */
    const post = (pathname, body, from) => postJson(`${url}${pathname}`, body, from, REQUEST_TIMEOUT_MS);
    const book = (slot, phone, from) =>
      post("/api/visit-booking", { slot, name: "공격자", phone, partySize: 1, consent: true, smsConsent: true }, from);
    const tokenOf = (manageUrl) => new URL(manageUrl).searchParams.get("t");

    /** @type {{ name: string, requests: number, statuses: Map<number, number>, bookings: number, changes: number, victim?: string, numbers: Set<string> }[]} */
    const attackers = [];
    const attacker = (name, victim) => {
      const a = { name, requests: 0, statuses: new Map(), bookings: 0, changes: 0, victim, numbers: new Set() };
      attackers.push(a);
      return a;
    };
    const count = (a, r) => {
      a.requests += 1;
      a.statuses.set(r.status, (a.statuses.get(r.status) ?? 0) + 1);
    };

    // 1. One address, one stranger's number: book, change 20 times, then other days.
    const pumper = attacker("SMS pumper, 1 address, 1 number", "01090000001");
    pumper.numbers.add(pumper.victim);
    let booked = await book(slots.get(days[0])[0], pumper.victim, address(0));
    count(pumper, booked);
    if (booked.status === 201) {
      pumper.bookings += 1;
      let token = tokenOf(booked.body.manageUrl);
      for (let i = 0; i < 20; i++) {
        const slotList = slots.get(days[0]);
        const changed = await post(
          "/api/visit-booking/manage",
          { action: "change", t: token, slot: slotList[(i + 1) % slotList.length] },
          address(0),
        );
        count(pumper, changed);
        if (changed.status === 200 && changed.body.manageUrl) {
          pumper.changes += 1;
          token = tokenOf(changed.body.manageUrl);
        }
      }
    }
    for (const day of days.slice(1)) {
      const r = await book(slots.get(day)[0], pumper.victim, address(0));
      count(pumper, r);
      if (r.status === 201) pumper.bookings += 1;
    }

    // 2. A botnet, one stranger's number, every day it can.
    const botPumper = attacker(`SMS pumper, ${BOTNET} addresses, 1 number`, "01090000002");
    botPumper.numbers.add(botPumper.victim);
    await Promise.all(
      Array.from({ length: BOTNET }, async (_, i) => {
        const day = days[i % days.length];
        const r = await book(slots.get(day)[i % slots.get(day).length], botPumper.victim, address(1_000 + i));
        count(botPumper, r);
        if (r.status === 201) botPumper.bookings += 1;
      }),
    );

    // 3. One address filling one day with made-up numbers.
    const filler = attacker("slot filler, 1 address", undefined);
    const fillDay = days[1];
    for (let i = 0; i < 40; i++) {
      const phone = `0109100${String(i).padStart(4, "0")}`;
      filler.numbers.add(phone);
      const r = await book(slots.get(fillDay)[i % slots.get(fillDay).length], phone, address(2));
      count(filler, r);
      if (r.status === 201) filler.bookings += 1;
    }

    // 4. A botnet filling days with made-up numbers, one booking an address.
    const botFiller = attacker(`slot filler, ${BOTNET} addresses`, undefined);
    await Promise.all(
      Array.from({ length: BOTNET }, async (_, i) => {
        const day = days[2 + (i % (days.length - 2))];
        const phone = `0109200${String(i).padStart(4, "0")}`;
        botFiller.numbers.add(phone);
        const r = await book(slots.get(day)[i % slots.get(day).length], phone, address(3_000 + i));
        count(botFiller, r);
        if (r.status === 201) botFiller.bookings += 1;
      }),
    );

    // Every queued message is drained (the server's own passes, helped by the cron route).
    const db = new Database(path.join(server.dataDir, "site.db"), { readonly: true });
    const pending = () => db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE status = 'pending'").get().n;
    const deadline = Date.now() + DRAIN_WAIT_MS;
    while (pending() > 0 && Date.now() < deadline) {
      await fetch(`${url}/api/cron/run?jobs=sms`, {
        method: "POST",
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      }).catch(() => undefined);
      await sleep(500);
    }
    const left = pending();
    const capped = db
      .prepare("SELECT last_error AS e, COUNT(*) AS n FROM sms_outbox WHERE status = 'failed' GROUP BY last_error")
      .all();
    db.close();

    const sentTo = (phone) => solapi.received.filter((m) => m.to === phone).length;
    const sentToAny = (numbers) => solapi.received.filter((m) => numbers.has(m.to)).length;
    const maxToOne = Math.max(0, ...[...new Set(solapi.received.map((m) => m.to))].map(sentTo));
    console.log(
      `visit booking under attack: SMS on (stand-in), ${process.argv.includes("--no-verify") ? "no one-time code (VISIT_VERIFY_PHONE=false)" : "one-time code first"}, VISIT_BOOKINGS_PER_ADDRESS ${PER_ADDRESS}, ${PER_NUMBER} messages a number a day, ${CHANGES} changes a booking, SMS_DAILY_BUDGET ${BUDGET}; ${days.length} bookable days`,
    );
    console.log("| attacker | requests | answers | places taken | changes made | messages sent to its numbers |");
    console.log("|---|---|---|---|---|---|");
    for (const a of attackers) {
      const answers = [...a.statuses]
        .sort(([x], [y]) => x - y)
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ");
      console.log(
        `| ${a.name} | ${a.requests} | ${answers} | ${a.bookings} | ${a.changes} | ${sentToAny(a.numbers)} |`,
      );
    }
    console.log(
      `| all | | | | | ${solapi.received.length} sent in all (budget ${BUDGET}); most to one number ${maxToOne}; not sent: ${capped.map((c) => `${c.n} (${c.e})`).join(", ") || "none"}; still pending ${left} |`,
    );

    const failures = [];
    if (maxToOne > PER_NUMBER) failures.push(`${maxToOne} messages to one number (cap ${PER_NUMBER})`);
    if (solapi.received.length > BUDGET) failures.push(`${solapi.received.length} messages sent (budget ${BUDGET})`);
    if (pumper.bookings > PER_ADDRESS || filler.bookings > PER_ADDRESS)
      failures.push(`one address took ${Math.max(pumper.bookings, filler.bookings)} places (cap ${PER_ADDRESS})`);
    if (pumper.changes > CHANGES) failures.push(`${pumper.changes} changes of one booking (cap ${CHANGES})`);
    if (attackers.some((a) => (a.statuses.get(0) ?? 0) > 0 || [...a.statuses.keys()].some((s) => s >= 500)))
      failures.push("an answer was a 5xx or never came");
    if (left > 0) failures.push(`${left} messages still pending after ${DRAIN_WAIT_MS / 1000} s`);
    if (failures.length) {
      console.log(`FAILED: ${failures.join("; ")}`);
      process.exitCode = 1;
    } else {
      console.log("OK: every cap held");
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  } finally {
    await service.close();
    await server.stop();
    await solapi.close();
  }
}
