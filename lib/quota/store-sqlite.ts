import "server-only";
import type { Db } from "@/lib/db/sqlite";
import { SqliteStore } from "@/lib/db/sqlite-store";
import { ALL_DAYS, type QuotaClaim, type QuotaStore, type QuotaTake } from "./store";

// Table quota_uses in the shared SQLite file (migration domain "quota"): one row per day and key.
// take() reads and writes in one IMMEDIATE transaction, under the file's write lock.

const MIGRATIONS = [
  `CREATE TABLE quota_uses (
    day TEXT NOT NULL,
    key TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, key)
  ) WITHOUT ROWID`,
];

export class SqliteQuotaStore extends SqliteStore implements QuotaStore {
  private readonly takeAll: (day: string, claims: readonly QuotaClaim[]) => QuotaTake;

  constructor(db: Db) {
    super(db, "quota", MIGRATIONS);
    const read = this.sql("SELECT count FROM quota_uses WHERE day = ? AND key = ?");
    const bump = this.sql("INSERT INTO quota_uses (day, key, count) VALUES (?, ?, 1) ON CONFLICT (day, key) DO UPDATE SET count = count + 1");
    this.takeAll = db
      .transaction((day: string, claims: readonly QuotaClaim[]): QuotaTake => {
        for (const claim of claims) {
          const row = read.get(day, claim.key) as { count: number } | undefined;
          if ((row?.count ?? 0) >= claim.limit) return { ok: false, key: claim.key };
        }
        for (const claim of claims) bump.run(day, claim.key);
        return { ok: true };
      })
      .immediate;
  }

  async take(day: string, claims: readonly QuotaClaim[]): Promise<QuotaTake> {
    return this.takeAll(day, claims);
  }

  async used(day: string, key: string): Promise<number> {
    return (this.sql("SELECT count FROM quota_uses WHERE day = ? AND key = ?").get(day, key) as { count: number } | undefined)?.count ?? 0;
  }

  async purge(beforeDay: string): Promise<number> {
    return this.sql("DELETE FROM quota_uses WHERE day < ? AND day <> ?").run(beforeDay, ALL_DAYS).changes;
  }
}
