import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIST_LIMIT_MAX, type NewLead } from "@/lib/leads/outbox";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { SqlitePressRepository } from "@/lib/press/store/sqlite";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import { S1, S2, request } from "@/test-support/contracts/booking-store.contract";
import { SqliteVisitBookingStore } from "@/lib/visits/store/sqlite";
import { finished, runScript, startScript, waitForLine } from "@/test-support/run-script";
import { integrityCheck, restoreDatabase, tableCounts } from "./backup";
import { closeAllDbs, openDb } from "./sqlite";

// `npm run backup` while leads are being written: a real writer in another process adds leads
// through SqliteLeadOutbox while the backup script (run as its npm script runs it) snapshots the
// file; then the restore script puts the backup into a fresh DATA_DIR. Real files, real processes.

afterEach(() => closeAllDbs());

const tempDir = (label: string) => mkdtempSync(path.join(os.tmpdir(), `backup-${label}-`));
const mode = (file: string) => statSync(file).mode & 0o777;

function lead(i: number): NewLead {
  return {
    form: (["register", "visit", "inquiry", "visit-booking"] as const)[i % 4]!,
    fields: {
      name: `고객${i}`,
      phone: `010${String(40_000_000 + i)}`,
      message: i % 4 === 2 ? "문의합니다" : null,
      birthDate: i % 4 === 2 ? "850315" : null,
      email: null,
      visitDate: null,
    },
    page: "/",
    referrer: i % 3 ? "https://search.naver.com/?q=x" : null,
    utm: i % 5 ? null : { utm_source: "naver", utm_medium: "cpc", utm_campaign: "open" },
    consentAt: new Date(),
    idempotencyKey: `seed-${i}`,
    hasDestination: i % 2 === 0,
  };
}

/** A DATA_DIR with some of every domain, written through the stores. */
async function seededDataDir(): Promise<string> {
  const dir = tempDir("data");
  const db = openDb(path.join(dir, "site.db"));
  const leads = new SqliteLeadOutbox(db);
  for (let i = 0; i < 40; i++) await leads.add(lead(i));
  await new SqlitePressRepository(db).importArticles(
    Array.from({ length: 12 }, (_, i) => ({
      id: `article-${i}`,
      siteId: "site",
      title: `기사 ${i}`,
      summary: "요약",
      content: "본문",
      date: new Date(Date.UTC(2026, 0, i + 1)),
      views: i,
    })),
  );
  const bookings = new SqliteVisitBookingStore(db);
  for (const slot of [S1, S1, S2]) expect((await bookings.book(request({ slot }))).ok).toBe(true);
  await new SqliteSmsOutbox(db).enqueue({
    bookingId: "V-1126-0001",
    kind: "confirmation",
    to: "01012345678",
    text: "확정",
    notBefore: new Date(),
  });
  closeAllDbs();
  return dir;
}

function leadCount(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT count(*) FROM leads").pluck().get() as number;
  } finally {
    db.close();
  }
}

/** The "rows per table" the scripts print. */
function printedCounts(stdout: string): Record<string, number> {
  const lines = stdout.split("rows per table:\n")[1] ?? "";
  return Object.fromEntries(
    lines
      .split("\n")
      .map((l) => /^\s+(\w+)\s+(\d+)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, Number(m[2])]),
  );
}

describe("npm run backup", () => {
  it(
    "snapshots the store while another process writes leads; the restore into a fresh DATA_DIR has the same rows",
    { timeout: 180_000 },
    async () => {
      const dataDir = await seededDataDir();
      const live = path.join(dataDir, "site.db");
      const writer = startScript("test-support/lead-writer.ts", [dataDir]);
      const writerDone = finished(writer, 120_000);
      await waitForLine(writer, /^ready$/);

      const before = leadCount(live);
      const backup = await runScript("scripts/backup.ts", ["--data-dir", dataDir]);
      writer.stdin.write("stop\n");
      const written = await writerDone;
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(written.code).toBe(0);
      const after = leadCount(live);
      expect(after).toBe(40 + Number(/done (\d+)/.exec(written.stdout)?.[1]));

      // The default place, owner-only, and one consistent file.
      const file = /^backup: integrity ok; (\S+) \(0600\)$/m.exec(backup.stdout)?.[1];
      expect(file).toBeDefined();
      expect(path.dirname(file!)).toBe(path.join(dataDir, "backups"));
      expect(path.basename(file!)).toMatch(/^site-\d{8}T\d{6}Z\.db$/);
      expect(mode(path.dirname(file!))).toBe(0o700);
      expect(mode(file!)).toBe(0o600);
      expect(integrityCheck(file!)).toEqual(["ok"]);
      const counts = tableCounts(file!);
      expect(printedCounts(backup.stdout)).toEqual(counts);
      expect(Object.keys(counts)).toEqual(
        expect.arrayContaining([
          "leads",
          "lead_hourly",
          "lead_sources",
          "press_articles",
          "visit_bookings",
          "visit_slots",
          "sms_outbox",
          "schema_migrations",
        ]),
      );
      expect(counts.press_articles).toBe(12);
      expect(counts.visit_bookings).toBe(3);
      // A snapshot taken while the writer ran: no lead before the backup started is missing, and none after the writer stopped is there.
      expect(counts.leads).toBeGreaterThanOrEqual(before);
      expect(counts.leads).toBeLessThanOrEqual(after);
      // The counters in the snapshot are those of its leads (one transaction's worth, not torn).
      const snapshot = new Database(file!, { readonly: true });
      expect(snapshot.prepare("SELECT sum(n) FROM lead_hourly").pluck().get()).toBe(counts.leads);
      snapshot.close();
      // No name or phone number in what the script printed.
      expect(backup.stdout).not.toMatch(/고객|작성자|010\d{8}/);

      // Restore into a fresh folder.
      const fresh = path.join(tempDir("restore"), "data");
      const restore = await runScript("scripts/backup.ts", ["--restore", file!, "--data-dir", fresh]);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      const restored = path.join(fresh, "site.db");
      expect(mode(fresh)).toBe(0o700);
      expect(mode(restored)).toBe(0o600);
      expect(readdirSync(fresh)).toEqual(["site.db"]);
      expect(integrityCheck(restored)).toEqual(["ok"]);
      expect(tableCounts(restored)).toEqual(counts);
      expect(printedCounts(restore.stdout)).toEqual(counts);

      // The restored store opens with the adapters and holds every lead, article and booking.
      const db = openDb(restored);
      const leads = new SqliteLeadOutbox(db);
      const listed = await leads.list({ limit: LIST_LIMIT_MAX });
      expect(listed).toHaveLength(counts.leads!);
      expect(Object.values(await leads.counts()).reduce((a, b) => a + b, 0)).toBe(counts.leads);
      expect(await leads.add(lead(0))).toMatchObject({ created: false }); // its idempotency key came along
      const press = new SqlitePressRepository(db);
      expect((await press.get("site", "article-11"))?.views).toBe(11);
      const bookings = new SqliteVisitBookingStore(db);
      expect(await bookings.availability([S1.id, S2.id], 10)).toEqual([
        { slotId: S1.id, taken: 2, closed: false, left: 8 },
        { slotId: S2.id, taken: 1, closed: false, left: 9 },
      ]);
      closeAllDbs();

      // A second restore into the same folder is refused without --force, and leaves the file alone.
      const again = await runScript("scripts/backup.ts", ["--restore", file!, "--data-dir", fresh]);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/exists: refusing to replace it \(add --force/);
      expect(tableCounts(restored)).toEqual(counts);
    },
  );

  it("restore checks the file first, and --force never replaces a database that a process has open", () => {
    const dataDir = tempDir("force");
    const good = path.join(tempDir("good"), "site.db");
    const db = new Database(good);
    db.exec("CREATE TABLE t (x); INSERT INTO t VALUES (1), (2)");
    db.close();

    // Not a database at all, and a database whose pages are damaged.
    const junk = path.join(tempDir("junk"), "junk.db");
    writeFileSync(junk, "this is not a database".repeat(500));
    expect(() => restoreDatabase(junk, dataDir)).toThrow(/integrity_check/);
    const damaged = path.join(tempDir("damaged"), "damaged.db");
    const big = new Database(damaged);
    big.exec("CREATE TABLE t (x TEXT); CREATE INDEX t_x ON t (x)");
    const insert = big.prepare("INSERT INTO t VALUES (?)");
    big.transaction(() => {
      for (let i = 0; i < 2000; i++) insert.run(`row ${i} ${"x".repeat(50)}`);
    })();
    big.close();
    const bytes = readFileSync(damaged);
    bytes.fill(0xa5, 4096 * 3, 4096 * 3 + 2000); // the middle of a page of the table or its index
    writeFileSync(damaged, bytes);
    expect(() => restoreDatabase(damaged, dataDir)).toThrow(/integrity_check/);
    expect(existsSync(path.join(dataDir, "site.db"))).toBe(false);

    expect(restoreDatabase(good, dataDir).counts).toEqual({ t: 2 });
    // A running server's connection: refused even with force, and the file stays.
    const server = openDb(path.join(dataDir, "site.db"));
    server.exec("INSERT INTO t VALUES (3)");
    expect(() => restoreDatabase(good, dataDir, { force: true })).toThrow(/open in another process/);
    closeAllDbs();
    // Closed: force replaces it and keeps the old one under backups/ (0600, in a 0700 folder).
    const result = restoreDatabase(good, dataDir, { force: true, now: new Date("2026-11-25T01:02:03Z") });
    expect(result.counts).toEqual({ t: 2 });
    expect(result.replaced).toBe(path.join(dataDir, "backups", "site-replaced-20261125T010203Z.db"));
    expect(tableCounts(result.replaced!)).toEqual({ schema_migrations: 0, t: 3 });
    expect(mode(path.join(dataDir, "backups"))).toBe(0o700);
    expect(mode(result.replaced!)).toBe(0o600);
  });
});
