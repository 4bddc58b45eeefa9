import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import type { ConsentText, ConsentTextStore } from "../texts";

// Table consent_texts of the site's SQLite file: one row per consent version (texts.ts).

const MIGRATIONS = [
  `CREATE TABLE consent_texts (
    version TEXT PRIMARY KEY,
    text TEXT NOT NULL,
    first_seen_at INTEGER NOT NULL
  );`,
] as const;

export class SqliteConsentTextStore extends SqliteStore implements ConsentTextStore {
  constructor(db: Db) {
    super(db, "consent-texts", MIGRATIONS);
  }

  async keep(entry: ConsentText): Promise<boolean> {
    return (
      this.sql(
        "INSERT INTO consent_texts (version, text, first_seen_at) VALUES (?, ?, ?) ON CONFLICT (version) DO NOTHING",
      ).run(entry.version, entry.text, entry.firstSeenAt.getTime()).changes === 1
    );
  }

  async get(version: string): Promise<ConsentText | null> {
    const row = this.sql("SELECT version, text, first_seen_at AS at FROM consent_texts WHERE version = ?").get(
      version,
    ) as { version: string; text: string; at: number } | undefined;
    return row ? { version: row.version, text: row.text, firstSeenAt: new Date(row.at) } : null;
  }
}
