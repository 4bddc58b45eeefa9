import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import type { OptOut, OptOutStore } from "../list";

// Table opt_outs of the site's SQLite file: one row per number (list.ts).

const MIGRATIONS = [
  `CREATE TABLE opt_outs (
    phone TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    source TEXT NOT NULL,
    by TEXT
  );`,
] as const;

/** How many numbers one IN (...) takes. */
const CHUNK = 500;

export class SqliteOptOutStore extends SqliteStore implements OptOutStore {
  constructor(db: Db) {
    super(db, "opt-outs", MIGRATIONS);
  }

  async add(entry: OptOut): Promise<boolean> {
    return (
      this.sql("INSERT INTO opt_outs (phone, at, source, by) VALUES (?, ?, ?, ?) ON CONFLICT (phone) DO NOTHING").run(
        entry.phone,
        entry.at.getTime(),
        entry.source,
        entry.by,
      ).changes === 1
    );
  }

  async listed(phones: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const unique = [...new Set(phones)];
    for (let i = 0; i < unique.length; i += CHUNK) {
      const chunk = unique.slice(i, i + CHUNK);
      const rows = this.db
        .prepare(`SELECT phone FROM opt_outs WHERE phone IN (${chunk.map(() => "?").join(", ")})`)
        .all(...chunk) as { phone: string }[];
      for (const r of rows) found.add(r.phone);
    }
    return found;
  }

  async count(): Promise<number> {
    return (this.sql("SELECT COUNT(*) AS n FROM opt_outs").get() as { n: number }).n;
  }
}
