import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import type { SecondFactor, SecondFactorStore } from "../factors";

// Table second_factors of the site's SQLite file: one row per enrolled account (factors.ts).

const MIGRATIONS = [
  `CREATE TABLE second_factors (
    email TEXT PRIMARY KEY,
    sealed_secret TEXT NOT NULL,
    recovery_hashes TEXT NOT NULL,
    last_step INTEGER NOT NULL,
    enrolled_at INTEGER NOT NULL
  );`,
] as const;

type Row = { email: string; sealed_secret: string; recovery_hashes: string; last_step: number; enrolled_at: number };

const factorOf = (row: Row): SecondFactor => ({
  email: row.email,
  sealedSecret: row.sealed_secret,
  recoveryHashes: JSON.parse(row.recovery_hashes) as string[],
  lastStep: row.last_step,
  enrolledAt: new Date(row.enrolled_at),
});

const key = (email: string) => email.trim().toLowerCase();

export class SqliteSecondFactorStore extends SqliteStore implements SecondFactorStore {
  constructor(db: Db) {
    super(db, "second-factors", MIGRATIONS);
  }

  async get(email: string): Promise<SecondFactor | null> {
    const row = this.sql("SELECT * FROM second_factors WHERE email = ?").get(key(email)) as Row | undefined;
    return row ? factorOf(row) : null;
  }

  async enroll(factor: SecondFactor): Promise<boolean> {
    return (
      this.sql(
        `INSERT INTO second_factors (email, sealed_secret, recovery_hashes, last_step, enrolled_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
      ).run(
        key(factor.email),
        factor.sealedSecret,
        JSON.stringify(factor.recoveryHashes),
        factor.lastStep,
        factor.enrolledAt.getTime(),
      ).changes === 1
    );
  }

  async useStep(email: string, step: number): Promise<boolean> {
    return (
      this.sql("UPDATE second_factors SET last_step = ? WHERE email = ? AND last_step < ?").run(step, key(email), step)
        .changes === 1
    );
  }

  async useRecoveryCode(email: string, hash: string): Promise<boolean> {
    return this.db
      .transaction(() => {
        const row = this.sql("SELECT recovery_hashes FROM second_factors WHERE email = ?").get(key(email)) as
          Pick<Row, "recovery_hashes"> | undefined;
        const hashes = row ? (JSON.parse(row.recovery_hashes) as string[]) : [];
        if (!hashes.includes(hash)) return false;
        this.sql("UPDATE second_factors SET recovery_hashes = ? WHERE email = ?").run(
          JSON.stringify(hashes.filter((h) => h !== hash)),
          key(email),
        );
        return true;
      })
      .immediate();
  }

  async reset(email: string): Promise<boolean> {
    return this.sql("DELETE FROM second_factors WHERE email = ?").run(key(email)).changes === 1;
  }
}
