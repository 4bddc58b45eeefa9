import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, migrate, openDb } from "@/lib/platform/db/sqlite";
import { CLAIM_BUSY_TIMEOUT_MS, LEAD_MIGRATIONS, SqliteLeadOutbox } from "./sqlite";
import { registerLeadFunctions } from "./sqlite-schema";
import { EXPORT_ROW_LIMIT, LIST_LIMIT_MAX, type NewLead } from "../outbox";
import { leadOutboxContract } from "@/test-support/contracts/lead-outbox.contract";
import { newLead } from "@/test-support/new-lead";

const tmpFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), "leads-")), "site.db");
const t0 = new Date("2026-03-02T01:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

const lead = (over: Partial<NewLead> = {}): NewLead =>
  newLead({
    fields: { name: "홍길동", phone: "01012345678", message: null, birthDate: null, email: null, visitDate: null },
    page: "/?utm_source=naver",
    utm: { utm_source: "naver" },
    consentAt: t0,
    ...over,
  });

const claimReq = (now: Date, over = {}) => ({
  forms: ["register", "visit", "inquiry"] as const,
  now,
  limit: 10,
  leaseMs: 30_000,
  ...over,
});

describe("SQLite lead outbox", () => {
  afterEach(() => closeAllDbs());

  it("stores a lead durably with its fields, consent time and page data", async () => {
    const file = tmpFile();
    const { id, created } = await new SqliteLeadOutbox(openDb(file)).add(
      lead({
        clickIds: { gclid: "Cj0KCQiA-abc", fbp: "fb.1.1772410000000.42" },
        consents: { marketing: false, thirdParty: true, overseas: true, version: "c-0123456789ab" },
      }),
      t0,
    );
    expect(created).toBe(true);
    closeAllDbs();
    const reopened = new SqliteLeadOutbox(openDb(file));
    expect(await reopened.get(id)).toEqual({
      id,
      form: "register",
      name: "홍길동",
      phone: "01012345678",
      message: null,
      birthDate: null,
      email: null,
      visitDate: null,
      page: "/?utm_source=naver",
      referrer: null,
      utm: { utm_source: "naver" },
      clickIds: { gclid: "Cj0KCQiA-abc", fbp: "fb.1.1772410000000.42" },
      consents: { marketing: false, thirdParty: true, overseas: true, version: "c-0123456789ab" },
      firstLeadId: null,
      consentAt: t0,
      createdAt: t0,
      status: "pending",
      attempts: 0,
      lastError: null,
      deliveredAt: null,
      nextAttemptAt: t0,
    });
  });

  it("one idempotency key per form gives one lead", async () => {
    const outbox = new SqliteLeadOutbox(openDb(tmpFile()));
    const a = await outbox.add(lead({ idempotencyKey: "open-1234abcd" }), t0);
    const b = await outbox.add(lead({ idempotencyKey: "open-1234abcd" }), at(100));
    const c = await outbox.add(lead({ idempotencyKey: "open-1234abcd", form: "visit" }), at(200));
    expect(b).toEqual({ id: a.id, created: false });
    expect(c.created).toBe(true);
    expect(await outbox.list()).toHaveLength(2);
  });

  it("a key stored before payload fingerprints (migration 3) is compared with the lead's stored fields", async () => {
    const file = tmpFile();
    const outbox = new SqliteLeadOutbox(openDb(file));
    const first = await outbox.add(lead({ idempotencyKey: "legacy-key-0001" }), t0);
    // As a row written by the previous release: no fingerprint.
    openDb(file).prepare("UPDATE leads SET payload_hash = NULL").run();
    expect(await outbox.add(lead({ idempotencyKey: "legacy-key-0001" }), at(10))).toEqual({
      id: first.id,
      created: false,
    });
    const other = lead({ idempotencyKey: "legacy-key-0001", fields: { ...lead().fields, name: "김철수" } });
    expect(await outbox.add(other, at(20))).toEqual({ id: first.id, created: false, conflict: true });
    expect(await outbox.list()).toHaveLength(1);
  });

  it("migration 3 adds the fingerprint column to a file of the previous release and keeps its leads", async () => {
    const file = tmpFile();
    const old = openDb(file);
    new SqliteLeadOutbox(old);
    // Roll the file back to the previous release's schema (versions 1 and 2 only).
    old.exec(
      "ALTER TABLE leads DROP COLUMN payload_hash; DELETE FROM schema_migrations WHERE domain = 'leads' AND version = 3",
    );
    old
      .prepare(
        `INSERT INTO leads (id, form, name, phone, idempotency_key, consent_at, created_at, status, next_attempt_at, retry_window_start)
       VALUES ('old-1', 'register', '김민준', '01055556666', 'before-upgrade-1', ?, ?, 'delivered', NULL, ?)`,
      )
      .run(t0.getTime(), t0.getTime(), t0.getTime());
    closeAllDbs();
    const upgraded = new SqliteLeadOutbox(openDb(file));
    expect(await upgraded.get("old-1")).toMatchObject({ name: "김민준", status: "delivered" });
    const same = lead({
      idempotencyKey: "before-upgrade-1",
      fields: { ...lead().fields, name: "김민준", phone: "01055556666" },
    });
    expect(await upgraded.add(same, at(10))).toEqual({ id: "old-1", created: false });
    expect(await upgraded.add({ ...same, fields: { ...same.fields, phone: "01000000000" } }, at(20))).toEqual({
      id: "old-1",
      created: false,
      conflict: true,
    });
  });

  it("a purged or removed lead leaves no trace of its name or number in the file or its WAL", async () => {
    const file = tmpFile();
    const outbox = new SqliteLeadOutbox(openDb(file));
    const marks = ["탈퇴고객가나", "01098989898", "기한지난다라", "01076767676"];
    const withdrawn = await outbox.add(lead({ fields: { ...lead().fields, name: marks[0]!, phone: marks[1]! } }), t0);
    await outbox.add(
      lead({ fields: { ...lead().fields, name: marks[2]!, phone: marks[3]! }, consentAt: at(-400 * 86_400_000) }),
      t0,
    );
    await outbox.add(lead({ fields: { ...lead().fields, name: "남는고객" } }), t0);
    expect(await outbox.remove(withdrawn.id)).toBe(true);
    expect(await outbox.purge(at(-365 * 86_400_000))).toEqual({ leads: 1, undelivered: 1 });
    closeAllDbs();
    const bytes = Buffer.concat([file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)));
    for (const mark of marks) expect(bytes.includes(Buffer.from(mark))).toBe(false);
    expect(bytes.includes(Buffer.from("남는고객"))).toBe(true);
  });

  it("pending -> claimed -> delivered, and a delivered lead is never claimed again", async () => {
    const outbox = new SqliteLeadOutbox(openDb(tmpFile()));
    const { id } = await outbox.add(lead(), t0);
    const [claimed] = await outbox.claim(claimReq(t0));
    expect(claimed?.id).toBe(id);
    expect(await outbox.claim(claimReq(t0))).toEqual([]); // leased
    expect(await outbox.settle(id, claimed!.claimToken, { status: "delivered", at: at(50) })).toBe(true);
    expect(await outbox.get(id)).toMatchObject({
      status: "delivered",
      attempts: 1,
      deliveredAt: at(50),
      nextAttemptAt: null,
    });
    expect(await outbox.claim(claimReq(at(10 * 86_400_000)))).toEqual([]);
    // A stale token cannot overwrite the outcome.
    expect(await outbox.settle(id, claimed!.claimToken, { status: "failed", error: "late" })).toBe(false);
    expect((await outbox.get(id))?.status).toBe("delivered");
  });

  it("a retry waits for its time; an expired lease lets another drainer take over", async () => {
    const outbox = new SqliteLeadOutbox(openDb(tmpFile()));
    const { id } = await outbox.add(lead(), t0);
    const [first] = await outbox.claim(claimReq(t0));
    await outbox.settle(id, first!.claimToken, { status: "pending", nextAttemptAt: at(5_000), error: "HTTP 503" });
    expect(await outbox.get(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "HTTP 503",
      nextAttemptAt: at(5_000),
    });
    expect(await outbox.claim(claimReq(at(4_999)))).toEqual([]);
    const [second] = await outbox.claim(claimReq(at(5_000)));
    expect(second?.id).toBe(id);
    // The holder crashed: after the lease, the lead is claimable again, and the old token is void.
    const [third] = await outbox.claim(claimReq(at(5_000 + 30_000)));
    expect(third?.id).toBe(id);
    expect(await outbox.settle(id, second!.claimToken, { status: "delivered", at: at(40_000) })).toBe(false);
    expect(await outbox.settle(id, third!.claimToken, { status: "delivered", at: at(40_000) })).toBe(true);
  });

  it("failed leads are kept; retry() puts them back to pending, due now", async () => {
    const outbox = new SqliteLeadOutbox(openDb(tmpFile()));
    const { id } = await outbox.add(lead(), t0);
    expect(await outbox.retry(id, t0)).toBe(false); // not failed
    const [c] = await outbox.claim(claimReq(t0));
    await outbox.settle(id, c!.claimToken, { status: "failed", error: "HTTP 422" });
    expect(await outbox.get(id)).toMatchObject({ status: "failed", lastError: "HTTP 422", nextAttemptAt: null });
    expect(await outbox.claim(claimReq(at(1000)))).toEqual([]);
    expect(await outbox.retry(id, at(2000))).toBe(true);
    expect(await outbox.get(id)).toMatchObject({ status: "pending", nextAttemptAt: at(2000) });
    const [again] = await outbox.claim(claimReq(at(2000)));
    expect(again?.retryWindowStart).toEqual(at(2000));
    expect(await outbox.retry("missing", t0)).toBe(false);
  });

  it("no-destination leads wait until a destination applies to their form", async () => {
    const outbox = new SqliteLeadOutbox(openDb(tmpFile()));
    const { id } = await outbox.add(lead({ hasDestination: false, form: "inquiry" }), t0);
    expect((await outbox.get(id))?.status).toBe("no-destination");
    expect(await outbox.claim(claimReq(at(1000), { forms: ["register", "visit"] }))).toEqual([]);
    const [c] = await outbox.claim(claimReq(at(2000), { forms: ["inquiry"] }));
    expect(c).toMatchObject({ id, status: "pending", retryWindowStart: at(2000) });
  });

  it("two connections to one file (two instances) never claim the same lead", async () => {
    const file = tmpFile();
    const a = new SqliteLeadOutbox(openDb(file));
    const other = new Database(file);
    other.pragma("busy_timeout = 5000");
    const b = new SqliteLeadOutbox(other);
    for (let i = 0; i < 60; i++) await a.add(lead(), t0);
    const seen: string[] = [];
    for (let round = 0; round < 10; round++) {
      const [x, y] = await Promise.all([a.claim(claimReq(t0, { limit: 4 })), b.claim(claimReq(t0, { limit: 4 }))]);
      seen.push(...x.map((l) => l.id), ...y.map((l) => l.id));
    }
    other.close();
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });

  it("lists up to one row more than an export holds (the export learns it is cut), no further", async () => {
    const db = openDb(tmpFile());
    const many = new SqliteLeadOutbox(db);
    db.transaction(() => {
      const insert = db.prepare(
        `INSERT INTO leads (id, form, name, phone, consent_at, created_at, status, next_attempt_at, retry_window_start)
         VALUES (?, 'visit', '대량', '01000000000', ?, ?, 'delivered', NULL, ?)`,
      );
      for (let i = 0; i < EXPORT_ROW_LIMIT + 5; i++) insert.run(`bulk-${i}`, i, i, i);
    })();
    expect(await many.list({ limit: EXPORT_ROW_LIMIT + 1 })).toHaveLength(EXPORT_ROW_LIMIT + 1);
    expect(await many.list({ limit: 1_000_000 })).toHaveLength(LIST_LIMIT_MAX);
  });

  it("lists newest first, filtered by form and time, and counts by status", async () => {
    const outbox = new SqliteLeadOutbox(openDb(tmpFile()));
    await outbox.add(lead({ form: "visit" }), at(0));
    await outbox.add(lead({ form: "register" }), at(1000));
    await outbox.add(lead({ form: "visit", hasDestination: false }), at(2000));
    expect((await outbox.list()).map((l) => l.createdAt)).toEqual([at(2000), at(1000), at(0)]);
    expect((await outbox.list({ form: "visit" })).map((l) => l.createdAt)).toEqual([at(2000), at(0)]);
    expect((await outbox.list({ from: at(1000), to: at(2000) })).map((l) => l.createdAt)).toEqual([at(1000)]);
    expect(await outbox.list({ limit: 1 })).toHaveLength(1);
    expect(await outbox.counts()).toEqual({ pending: 2, delivered: 0, failed: 0, "no-destination": 1 });
  });
});

describe("SQLite outbox: a busy file", () => {
  it("the drainer's claim waits only briefly (better-sqlite3 waits on the server's thread) and leaves the lead to the next pass", async () => {
    const file = tmpFile();
    const db = openDb(file);
    const outbox = new SqliteLeadOutbox(db);
    const { id } = await outbox.add(lead(), t0);
    const timeouts: unknown[] = [];
    const pragma = db.pragma.bind(db);
    const spy = vi.spyOn(db, "pragma").mockImplementation(((source: string, options?: Database.PragmaOptions) => {
      if (/^busy_timeout = \d+$/.test(source)) timeouts.push(Number(source.split("=")[1]));
      return pragma(source, options);
    }) as typeof db.pragma);
    const other = new Database(file);
    other.pragma("busy_timeout = 0");
    other.exec("BEGIN IMMEDIATE");
    try {
      await expect(outbox.claim(claimReq(at(10_000)))).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    } finally {
      other.exec("ROLLBACK");
      other.close();
      spy.mockRestore();
    }
    // The short wait was in effect for the claim, and the connection's own 5 s came back after it.
    expect(timeouts).toEqual([CLAIM_BUSY_TIMEOUT_MS, 5000]);
    expect(db.pragma("busy_timeout", { simple: true })).toBe(5000);
    const next = await outbox.claim(claimReq(at(10_000)));
    expect(next.map((l) => l.id)).toEqual([id]);
  });
});

describe("dashboard counters on a store older than them", () => {
  it("the migration counts the leads already stored, by hour, campaign, referrer site and landing page", async () => {
    const db = openDb(tmpFile());
    migrate(db, "leads", LEAD_MIGRATIONS.slice(0, 4));
    const insert = db.prepare(
      `INSERT INTO leads (id, form, name, phone, page, referrer, utm, consent_at, created_at, status, attempts, next_attempt_at, retry_window_start, delivered_at)
       VALUES (?, ?, '홍길동', '01012345678', ?, ?, ?, ?, ?, ?, 1, NULL, ?, ?)`,
    );
    const t = t0.getTime();
    insert.run(
      "old-1",
      "visit",
      "/Brand/intro?utm_source=naver",
      "https://m.search.naver.com/x",
      JSON.stringify({ utm_source: "naver", utm_medium: "cpc" }),
      t,
      t,
      "delivered",
      t,
      t + 1000,
    );
    insert.run("old-2", "register", "/", null, null, t, t + 60_000, "pending", t, null);
    const outbox = new SqliteLeadOutbox(db);
    const range = { from: at(-86_400_000), to: at(86_400_000) };
    expect((await outbox.leadsBySource(range, "campaign")).rows).toEqual([
      { key: ["", "", ""], count: 1 },
      { key: ["naver", "cpc", ""], count: 1 },
    ]);
    expect((await outbox.leadsBySource(range, "referrer")).rows).toEqual([
      { key: ["direct"], count: 1 },
      { key: ["naver.com"], count: 1 },
    ]);
    expect((await outbox.leadsBySource(range, "landing")).rows).toEqual([
      { key: ["/"], count: 1 },
      { key: ["/Brand/intro"], count: 1 },
    ]);
    expect((await outbox.leadsOverTime(range, "hour")).map((b) => [b.form, b.count])).toEqual([
      ["register", 1],
      ["visit", 1],
    ]);
    expect((await outbox.deliveryHealth(at(0), at(-1))).last24h.delivered).toBe(1);
    // Taken back when a lead is deleted.
    expect(await outbox.remove("old-1")).toBe(true);
    expect((await outbox.leadsBySource(range, "referrer")).rows).toEqual([{ key: ["direct"], count: 1 }]);
  });
});

describe("click ids on a store older than them", () => {
  afterEach(() => closeAllDbs());

  it("the new migration adds the column to a file of the previous release: its leads are kept without click ids, out of the platform counts, and deleted cleanly", async () => {
    const db = openDb(tmpFile());
    registerLeadFunctions(db);
    migrate(
      db,
      "leads",
      LEAD_MIGRATIONS.slice(
        0,
        LEAD_MIGRATIONS.findIndex((m) => m.includes("click_ids")),
      ),
    );
    const t = t0.getTime();
    db.prepare(
      `INSERT INTO leads (id, form, name, phone, page, referrer, utm, consent_at, created_at, status, attempts, next_attempt_at, retry_window_start, status_at, landing)
       VALUES ('old-1', 'register', '홍길동', '01012345678', '/?gclid=before', NULL, NULL, ?, ?, 'pending', 0, ?, ?, ?, '/?gclid=before')`,
    ).run(t, t, t, t, t);
    const outbox = new SqliteLeadOutbox(db);
    expect(await outbox.get("old-1")).toMatchObject({ id: "old-1", clickIds: null });
    const range = { from: at(-86_400_000), to: at(86_400_000) };
    const { id } = await outbox.add(lead({ clickIds: { gclid: "after" } }), at(1000));
    expect(await outbox.leadsBySource(range, "platform")).toEqual({ rows: [{ key: ["google"], count: 1 }], total: 1 });
    expect(await outbox.remove("old-1")).toBe(true);
    expect(await outbox.leadsBySource(range, "platform")).toEqual({ rows: [{ key: ["google"], count: 1 }], total: 1 });
    expect(await outbox.remove(id)).toBe(true);
    expect(await outbox.leadsBySource(range, "platform")).toEqual({ rows: [], total: 0 });
  });
});

describe("consents on a store older than them", () => {
  afterEach(() => closeAllDbs());

  it("the new migration adds the consent columns to a file of the previous release: its leads read back with no consent on record (never as a marketing yes)", async () => {
    const db = openDb(tmpFile());
    registerLeadFunctions(db);
    migrate(
      db,
      "leads",
      LEAD_MIGRATIONS.slice(
        0,
        LEAD_MIGRATIONS.findIndex((m) => m.includes("consent_marketing")),
      ),
    );
    const t = t0.getTime();
    db.prepare(
      `INSERT INTO leads (id, form, name, phone, consent_at, created_at, status, attempts, next_attempt_at, retry_window_start, status_at, landing)
       VALUES ('old-1', 'register', '홍길동', '01012345678', ?, ?, 'pending', 0, ?, ?, ?, '/')`,
    ).run(t, t, t, t, t);
    const outbox = new SqliteLeadOutbox(db);
    expect(await outbox.get("old-1")).toMatchObject({ id: "old-1", consents: null });
    const { id } = await outbox.add(
      lead({ consents: { marketing: true, thirdParty: false, overseas: false, version: "c-v2" } }),
      at(1000),
    );
    expect((await outbox.get(id))?.consents).toEqual({
      marketing: true,
      thirdParty: false,
      overseas: false,
      version: "c-v2",
    });
    // The next migration links the same person's leads: the old lead is the first of its phone number.
    expect((await outbox.get(id))?.firstLeadId).toBe("old-1");
  });

  it("the 국외 이전 column comes to a file whose leads have consents: each keeps its choices and reads the new one as no (never asked)", async () => {
    const db = openDb(tmpFile());
    registerLeadFunctions(db);
    migrate(
      db,
      "leads",
      LEAD_MIGRATIONS.slice(
        0,
        LEAD_MIGRATIONS.findIndex((m) => m.includes("consent_overseas")),
      ),
    );
    const t = t0.getTime();
    db.prepare(
      `INSERT INTO leads (id, form, name, phone, consent_at, created_at, status, attempts, next_attempt_at, retry_window_start, status_at, landing,
         consent_marketing, consent_third_party, consent_version)
       VALUES ('old-2', 'register', '홍길동', '01012345678', ?, ?, 'pending', 0, ?, ?, ?, '/', 1, 1, 'c-before')`,
    ).run(t, t, t, t, t);
    const outbox = new SqliteLeadOutbox(db);
    expect((await outbox.get("old-2"))?.consents).toEqual({
      marketing: true,
      thirdParty: true,
      overseas: false,
      version: "c-before",
    });
    const { id } = await outbox.add(
      lead({ consents: { marketing: false, thirdParty: false, overseas: true, version: "c-after" } }),
      at(1000),
    );
    expect((await outbox.get(id))?.consents).toMatchObject({ thirdParty: false, overseas: true });
  });
});

describe("SQLite lead outbox: contract", () => {
  afterEach(() => closeAllDbs());
  leadOutboxContract(
    () => new SqliteLeadOutbox(openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "contract-")), "site.db"))),
  );
});
