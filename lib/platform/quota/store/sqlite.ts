import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import { ALL_DAYS, kstDayStart, type QuotaClaim, type QuotaLatch, type QuotaStore, type QuotaTake } from "../counts";

// Table quota_uses in the shared SQLite file (migration domain "quota"): one row per day and key;
// quota_latches: one row per latch key, with the end of its window. take() reads and writes in one
// IMMEDIATE transaction, under the file's write lock.

const MIGRATIONS = [
  `CREATE TABLE quota_uses (
    day TEXT NOT NULL,
    key TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, key)
  ) WITHOUT ROWID`,
  `CREATE TABLE quota_latches (
    key TEXT PRIMARY KEY,
    until INTEGER NOT NULL
  ) WITHOUT ROWID`,
];

export class SqliteQuotaStore extends SqliteStore implements QuotaStore {
  private readonly takeAll: (day: string, claims: readonly QuotaClaim[], latch: QuotaLatch | undefined) => QuotaTake;

  constructor(db: Db) {
    super(db, "quota", MIGRATIONS);
    const read = this.sql("SELECT count FROM quota_uses WHERE day = ? AND key = ?");
    const bump = this.sql(
      "INSERT INTO quota_uses (day, key, count) VALUES (?, ?, 1) ON CONFLICT (day, key) DO UPDATE SET count = count + 1",
    );
    const readLatch = this.sql("SELECT until FROM quota_latches WHERE key = ?");
    const setLatch = this.sql(
      "INSERT INTO quota_latches (key, until) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until = excluded.until",
    );
    this.takeAll = db.transaction(
      (day: string, claims: readonly QuotaClaim[], latch: QuotaLatch | undefined): QuotaTake => {
        if (latch) {
          const row = readLatch.get(latch.key) as { until: number } | undefined;
          if (row && row.until > latch.at.getTime()) return { ok: false, key: latch.key };
        }
        for (const claim of claims) {
          const row = read.get(day, claim.key) as { count: number } | undefined;
          if ((row?.count ?? 0) >= claim.limit) return { ok: false, key: claim.key };
        }
        for (const claim of claims) bump.run(day, claim.key);
        if (latch) setLatch.run(latch.key, latch.at.getTime() + latch.forMs);
        return { ok: true };
      },
    ).immediate;
  }

  async take(day: string, claims: readonly QuotaClaim[], latch?: QuotaLatch): Promise<QuotaTake> {
    return this.takeAll(day, claims, latch);
  }

  async used(day: string, key: string): Promise<number> {
    return (
      (
        this.sql("SELECT count FROM quota_uses WHERE day = ? AND key = ?").get(day, key) as
          { count: number } | undefined
      )?.count ?? 0
    );
  }

  async purge(beforeDay: string): Promise<number> {
    const counts = this.sql("DELETE FROM quota_uses WHERE day < ? AND day <> ?").run(beforeDay, ALL_DAYS).changes;
    return counts + this.sql("DELETE FROM quota_latches WHERE until < ?").run(kstDayStart(beforeDay)).changes;
  }
}
