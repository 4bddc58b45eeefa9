// Seeds the dashboard benchmark's store (scripts/bench/dashboard.mjs): LEADS leads over the last
// 30 days (the dashboard's widest window: the worst case) with a spread of campaigns, referrer
// sites, landing pages and delivery states, and VITALS field vitals over the last 7 days, written
// through the stores' own code (SqliteLeadOutbox.add, SqliteVitalsStore.record) into DATA_DIR.
// Run: DATA_DIR=... tsx --conditions=react-server scripts/seed-dashboard.ts [leads] [vitals]

async function main() {
  const leads = Number(process.argv[2] ?? 100_000);
  const vitals = Number(process.argv[3] ?? 1_000_000);
  const { openDb } = await import("../lib/platform/db/sqlite");
  const { SqliteLeadOutbox } = await import("../lib/leads/store/sqlite");
  const { SqliteVitalsStore } = await import("../lib/site/vitals/store/sqlite");
  const { PAGE_TYPES, DEVICES, METRICS } = await import("../lib/site/vitals/schema");
  const db = openDb();
  const outbox = new SqliteLeadOutbox(db);
  const store = new SqliteVitalsStore(db);
  const forms = ["register", "visit", "inquiry"] as const;
  const sources = [
    ["naver", "cpc"],
    ["naver", "display"],
    ["google", "cpc"],
    ["kakao", "display"],
    ["instagram", "social"],
    ["facebook", "social"],
    ["youtube", "video"],
  ] as const;
  const referrers = [
    null,
    "https://m.search.naver.com/search.naver?query=x",
    "https://blog.naver.com/a/1",
    "https://www.google.co.kr/",
    "https://l.instagram.com/",
    "https://m.facebook.com/",
    "https://www.daum.net/",
    "https://news.example.co.kr/a",
  ];
  const landings = [
    "/",
    "/Brand/intro",
    "/BusinessGuide/intro",
    "/LocationEnvironment/intro",
    "/FloorPlan/84A",
    "/FloorPlan/videos",
    "/SalesInfo/guide",
    "/Promotion/Customer",
  ];
  const now = Date.now();
  const started = performance.now();
  // One transaction around all adds (each add's own transaction nests as a savepoint).
  db.transaction(() => {
    for (let i = 0; i < leads; i++) {
      const at = new Date(now - Math.floor((((i * 7919) % 1_000_003) / 1_000_003) * 30 * 86_400_000));
      const src = sources[i % sources.length]!;
      const utm = i % 3 === 0 ? null : { utm_source: src[0], utm_medium: src[1], utm_campaign: `campaign-${i % 40}` };
      void outbox.add(
        {
          form: forms[i % 3]!,
          fields: {
            name: `벤치${i}`,
            phone: "01012345678",
            message: null,
            birthDate: null,
            email: null,
            visitDate: null,
          },
          page: landings[(i * 3) % landings.length]!,
          landing: `${landings[i % landings.length]!}${utm ? `?utm_source=${utm.utm_source}` : ""}`,
          referrer: referrers[i % referrers.length]!,
          utm,
          consentAt: at,
          idempotencyKey: null,
          hasDestination: true,
        },
        at,
      );
    }
  })();
  // Delivery states as a live site has them: most delivered, a few failed, the newest pending.
  db.prepare(
    `UPDATE leads SET status = CASE WHEN abs(random()) % 200 = 0 THEN 'failed' ELSE 'delivered' END,
       delivered_at = created_at + 2000, status_at = created_at + 2000, attempts = 1 WHERE created_at < ?`,
  ).run(now - 3_600_000);
  db.prepare(
    `UPDATE leads SET delivered_at = NULL, last_error = 'form service answered 422', next_attempt_at = NULL WHERE status = 'failed'`,
  ).run();
  const leadSeconds = (performance.now() - started) / 1000;

  const vitalsStarted = performance.now();
  db.transaction(() => {
    for (let i = 0; i < vitals; i += 3) {
      const at = new Date(now - ((i * 104_729) % (7 * 86_400_000)));
      const beacon = i / 3;
      const pageType = PAGE_TYPES[beacon % PAGE_TYPES.length]!;
      const device = DEVICES[Math.floor(beacon / PAGE_TYPES.length) % 2]!;
      const samples = METRICS.slice(0, Math.min(3, vitals - i)).map((metric, k) => ({
        pageType,
        device,
        metric,
        value:
          metric === "cls" ? ((i * 31 + k) % 300) / 1000 : 200 + ((i * 37 + k * 11) % (metric === "lcp" ? 4000 : 600)),
      }));
      void store.record(samples, at);
    }
  })();
  const vitalsSeconds = (performance.now() - vitalsStarted) / 1000;
  const counts = {
    leads: db.prepare("SELECT count(*) FROM leads").pluck().get(),
    vitals: db.prepare("SELECT sum(n) FROM vitals_histogram").pluck().get(),
    histogramRows: db.prepare("SELECT count(*) FROM vitals_histogram").pluck().get(),
  };
  db.pragma("wal_checkpoint(TRUNCATE)");
  console.log(
    JSON.stringify({
      ...counts,
      leadSeconds: Number(leadSeconds.toFixed(1)),
      vitalsSeconds: Number(vitalsSeconds.toFixed(1)),
    }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
