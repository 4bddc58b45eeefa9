import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import { DAY_MS, KST_OFFSET_MS } from "@/lib/platform/time/kst";
import { noClicks, type ContactClick, type ContactClickStore, type ContactCounts, type ContactKind } from "../clicks";
import { sourceKeys, type SourceDimension, type TimeRange } from "../../stats";

// Table contact_clicks in the shared SQLite file (migration domain "contact"): one row per Korean
// day (days since the epoch), kind, dimension and key, as lead_sources counts leads.

const MIGRATIONS = [
  `CREATE TABLE contact_clicks (
    day INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('tel', 'kakao')),
    dimension TEXT NOT NULL,
    key TEXT NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (dimension, day, kind, key)
  ) WITHOUT ROWID`,
];

const dayOf = (t: number) => Math.floor((t + KST_OFFSET_MS) / DAY_MS);

export class SqliteContactClickStore extends SqliteStore implements ContactClickStore {
  private readonly addAll: (click: ContactClick) => void;

  constructor(db: Db) {
    super(db, "contact", MIGRATIONS);
    const bump = this.sql(
      "INSERT INTO contact_clicks (day, kind, dimension, key, n) VALUES (?, ?, ?, ?, 1) ON CONFLICT (dimension, day, kind, key) DO UPDATE SET n = n + 1",
    );
    this.addAll = db.transaction((click: ContactClick) => {
      const day = dayOf(click.at.getTime());
      for (const { dimension, key } of sourceKeys(click)) bump.run(day, click.kind, dimension, key);
    });
  }

  async add(click: ContactClick): Promise<void> {
    this.addAll(click);
  }

  async bySource(range: TimeRange, dimension: SourceDimension): Promise<ContactCounts> {
    const rows = this.sql(
      "SELECT key, kind, sum(n) AS n FROM contact_clicks WHERE dimension = ? AND day >= ? AND day <= ? GROUP BY key, kind",
    ).all(dimension, dayOf(range.from.getTime()), dayOf(range.to.getTime() - 1)) as {
      key: string;
      kind: ContactKind;
      n: number;
    }[];
    const counts: ContactCounts = new Map();
    for (const r of rows) {
      const row = counts.get(r.key) ?? noClicks();
      row[r.kind] += r.n;
      counts.set(r.key, row);
    }
    return counts;
  }
}
