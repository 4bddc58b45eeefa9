// Registration flood (`npm run bench hostile`, beside the booking attack run): the production build
// with SMS on (the real SOLAPI SDK, sent to a loopback stand-in) and the registrant's welcome on,
// flooded with 1,000 registrations from 100 addresses (a botnet, given as X-Forwarded-For behind one
// trusted proxy), each with a random mobile number, a tenth of them typed twice. The desk's duty
// phone is texted on every new lead. The welcomes' budget is 100 for the run, the staff alerts' 20;
// the booking's texts keep their own (40). After the flood a visitor books, and the run checks that
// the booking's one-time code still goes out.
// The table shows the registrations' answers, what the answers promised, and what was sent against
// each budget; the run fails (exit 1) when a budget or the one-per-number rule is passed, an answer
// promised a text that was not sent, or the booking's code did not go out. Loopback only; every wait
// is bounded.
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { postJson } from "../lib/post-json.mjs";
import { serveBuild } from "../lib/serve-build.mjs";
import { startFormService } from "../../e2e/support/form-service.mjs";
import { startSolapiStandIn } from "../../test-support/solapi-stand-in.mjs";

/** Only by name: `npm run bench hostile` (a plain `npm run bench` skips it). */
export const byNameOnly = true;

const PORT = Number(process.env.BENCH_HOSTILE_WELCOME_PORT ?? 3295);
const REGISTRATIONS = 1_000;
const ADDRESSES = 100;
const WELCOME_BUDGET = 100;
const STAFF_BUDGET = 20;
const BOOKING_BUDGET = 40;
const DUTY_PHONE = "01099990000";
const CONCURRENCY = 20;
const REQUEST_TIMEOUT_MS = 20_000;
const DRAIN_WAIT_MS = 90_000;
const credentials = { apiKey: "NCSBENCHKEY000002", apiSecret: "BENCHSECRET00000000000000000002" };
const CRON_SECRET = randomBytes(24).toString("base64url");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const address = (i) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const randomMobile = () => `010${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;

export default async function run() {
  const solapi = await startSolapiStandIn(credentials);
  const service = await startFormService({ port: PORT + 1 });
  // A thousand refused staff texts log a thousand lines: the server's log goes to a file.
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), "hostile-welcome-")), "server.log");
  const server = await serveBuild({
    port: PORT,
    logFile,
    nodeArgs: ["--import", path.resolve("e2e/support/solapi-preload.mjs")],
    env: {
      FORM_SERVICE_URL: service.url,
      TRUSTED_PROXY_HOPS: "1",
      CRON_SECRET,
      SOLAPI_API_KEY: credentials.apiKey,
      SOLAPI_API_SECRET: credentials.apiSecret,
      SMS_SENDER_NUMBER: "1588-0926",
      SOLAPI_STAND_IN_ORIGIN: solapi.origin,
      SMS_DAILY_BUDGET: String(BOOKING_BUDGET),
      SMS_WELCOME_DAILY_BUDGET: String(WELCOME_BUDGET),
      SMS_STAFF_DAILY_BUDGET: String(STAFF_BUDGET),
      // Any hour the run is made at: the night rule is docs/security.md's, not this run's.
      SMS_WELCOME_NIGHT: "send",
      LEAD_ALERT_SMS_TO: DUTY_PHONE,
      LEAD_ALERT_QUIET_HOURS: "off",
    },
  });
  const url = server.url;
  try {
    /** One POST; its status and JSON body (never throws). */
    const post = (pathname, body, from) => postJson(`${url}${pathname}`, body, from, REQUEST_TIMEOUT_MS);

    // The flood: numbers made up, a tenth of them sent again (another form, another address).
    const numbers = Array.from({ length: REGISTRATIONS }, (_, i) => (i % 10 === 9 ? null : randomMobile()));
    for (let i = 0; i < numbers.length; i++)
      numbers[i] ??= numbers[i - 1 - randomInt(0, Math.min(i, 8))] ?? randomMobile();
    const forms = ["register", "visit", "register", "register"];
    /** @type {Map<number, number>} */
    const statuses = new Map();
    /** @type {Map<string, number>} */
    const promised = new Map();
    const promisedTo = new Set();
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < REGISTRATIONS; i = next++) {
          const r = await post(
            `/api/${forms[i % forms.length]}`,
            { name: "등록자", phone: numbers[i], consent: true },
            address(i % ADDRESSES),
          );
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          if (r.status === 201) {
            const said = r.body.welcome ?? "none";
            promised.set(said, (promised.get(said) ?? 0) + 1);
            if (said !== "none") promisedTo.add(numbers[i]);
          }
        }
      }),
    );
    const floodMs = Date.now() - started;

    // Every queued message is drained (the server's own passes, helped by the cron route).
    const db = new Database(path.join(server.dataDir, "site.db"), { readonly: true });
    const pending = () =>
      db.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE status = 'pending'").get().n +
      db.prepare("SELECT COUNT(*) AS n FROM lead_conversions WHERE status = 'pending'").get().n;
    const cron = () =>
      fetch(`${url}/api/cron/run?jobs=sms,conversions`, {
        method: "POST",
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      }).catch(() => undefined);
    let deadline = Date.now() + DRAIN_WAIT_MS;
    while (pending() > 0 && Date.now() < deadline) {
      await cron();
      await sleep(500);
    }

    // After the flood, a visitor books: the one-time code must still go out.
    const visitPage = await (await fetch(`${url}/Promotion/Visit`)).text();
    const day = [...new Set([...visitPage.matchAll(/day=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]))].sort()[1];
    const dayPage = await (await fetch(`${url}/Promotion/Visit?day=${day}`)).text();
    const slot = /data-slot="([^"]+)"/.exec(dayPage)?.[1];
    const booker = "01077776666";
    const booking = await post(
      "/api/visit-booking",
      { slot, name: "방문객", phone: booker, partySize: 2, consent: true, smsConsent: true },
      "192.0.2.200",
    );
    deadline = Date.now() + 30_000;
    const codeSent = () => solapi.received.some((m) => m.to === booker && /인증번호/.test(m.text));
    while (!codeSent() && Date.now() < deadline) {
      await cron();
      await sleep(250);
    }
    const left = pending();
    const welcomes = db
      .prepare("SELECT status, COUNT(*) AS n FROM sms_outbox WHERE kind = 'welcome' GROUP BY status")
      .all();
    const staffFailed = db
      .prepare("SELECT COUNT(*) AS n FROM lead_conversions WHERE platform = 'desk' AND status = 'failed'")
      .get().n;
    db.close();

    const welcomeTexts = solapi.received.filter((m) => m.to !== DUTY_PHONE && m.to !== booker);
    const staffTexts = solapi.received.filter((m) => m.to === DUTY_PHONE);
    const perNumber = new Map();
    for (const m of welcomeTexts) perNumber.set(m.to, (perNumber.get(m.to) ?? 0) + 1);
    const maxToOne = Math.max(0, ...perNumber.values());
    const unsentPromises = [...promisedTo].filter((n) => !perNumber.has(n)).length;
    const answers = [...statuses]
      .sort(([x], [y]) => x - y)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
    const said = ["now", "morning", "none"].map((k) => `${k} ${promised.get(k) ?? 0}`).join(", ");

    console.log(
      `registration flood: ${REGISTRATIONS} registrations from ${ADDRESSES} addresses in ${(floodMs / 1000).toFixed(1)} s, ${new Set(numbers).size} distinct random numbers; SMS on (stand-in), LEAD_RATE_LIMIT default, budgets: welcomes ${WELCOME_BUDGET}, staff alerts ${STAFF_BUDGET}, booking texts ${BOOKING_BUDGET}`,
    );
    console.log("| what | count | budget |");
    console.log("|---|---|---|");
    console.log(`| registrations' answers | ${answers} | |`);
    console.log(`| accepted answers: welcome said | ${said} | |`);
    console.log(
      `| welcome messages sent | ${welcomeTexts.length} (most to one number ${maxToOne}); outbox: ${welcomes.map((w) => `${w.status} ${w.n}`).join(", ") || "none"} | ${WELCOME_BUDGET} |`,
    );
    console.log(
      `| staff alert texts sent | ${staffTexts.length} (not sent, over budget: ${staffFailed}) | ${STAFF_BUDGET} |`,
    );
    console.log(
      `| the booking's code after the flood | ${booking.status} ${codeSent() ? "sent" : "NOT SENT"} | ${BOOKING_BUDGET} |`,
    );
    console.log(`| still pending | ${left} | |`);

    const failures = [];
    if (welcomeTexts.length > WELCOME_BUDGET)
      failures.push(`${welcomeTexts.length} welcomes sent (budget ${WELCOME_BUDGET})`);
    if (maxToOne > 1) failures.push(`${maxToOne} welcomes to one number (one in 30 days)`);
    if (staffTexts.length > STAFF_BUDGET) failures.push(`${staffTexts.length} staff texts (budget ${STAFF_BUDGET})`);
    if (unsentPromises > 0) failures.push(`${unsentPromises} answers promised a text that was not sent`);
    if (!codeSent()) failures.push("the booking's one-time code did not go out after the flood");
    if ((statuses.get(0) ?? 0) > 0 || [...statuses.keys()].some((s) => s >= 500))
      failures.push("an answer was a 5xx or never came");
    if (left > 0) failures.push(`${left} messages still pending after the wait`);
    if (failures.length) {
      console.log(`FAILED: ${failures.join("; ")} (the server's log: ${logFile})`);
      process.exitCode = 1;
    } else {
      console.log("OK: every budget held, every promised text was sent, and the booking's code went out");
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  } finally {
    await service.close();
    await server.stop();
    await solapi.close();
  }
}
