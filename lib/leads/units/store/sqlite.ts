import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import { figureKey, type FigureInput, type UnitChange, type UnitFigure, type UnitsBoardStore } from "../board";

// Tables units_board (one row a figure, keyed by type and building) and units_changes (one row a
// change) in the shared SQLite file (migration domain "units"). set() runs in one IMMEDIATE
// transaction, under the file's write lock: two desks saving at once each see the other's figures.

const MIGRATIONS = [
  `CREATE TABLE units_board (
    key TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    building TEXT,
    remaining INTEGER NOT NULL,
    as_of INTEGER NOT NULL,
    set_by TEXT NOT NULL
  ) WITHOUT ROWID`,
  `CREATE TABLE units_changes (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    building TEXT,
    from_count INTEGER,
    to_count INTEGER NOT NULL,
    at INTEGER NOT NULL,
    set_by TEXT NOT NULL,
    seq INTEGER NOT NULL
  )`,
  `CREATE INDEX units_changes_at ON units_changes (at DESC, seq)`,
];

type FigureRow = { type: string; building: string | null; remaining: number; as_of: number; set_by: string };
type ChangeRow = {
  id: string;
  type: string;
  building: string | null;
  from_count: number | null;
  to_count: number;
  at: number;
  set_by: string;
};

const figureOf = (r: FigureRow): UnitFigure => ({
  type: r.type,
  building: r.building,
  remaining: r.remaining,
  asOf: new Date(r.as_of),
  by: r.set_by,
});
const changeOf = (r: ChangeRow): UnitChange => ({
  id: r.id,
  type: r.type,
  building: r.building,
  from: r.from_count,
  to: r.to_count,
  at: new Date(r.at),
  by: r.set_by,
});

export class SqliteUnitsBoard extends SqliteStore implements UnitsBoardStore {
  private readonly setAll: (figures: readonly FigureInput[], by: string, now: Date) => UnitChange[];

  constructor(db: Db) {
    super(db, "units", MIGRATIONS);
    const read = this.sql("SELECT remaining FROM units_board WHERE key = ?");
    const write = this.sql(
      "INSERT INTO units_board (key, type, building, remaining, as_of, set_by) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET remaining = excluded.remaining, as_of = excluded.as_of, set_by = excluded.set_by",
    );
    const record = this.sql(
      "INSERT INTO units_changes (id, type, building, from_count, to_count, at, set_by, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    this.setAll = db.transaction((figures: readonly FigureInput[], by: string, now: Date): UnitChange[] => {
      const changes: UnitChange[] = [];
      for (const f of figures) {
        const key = figureKey(f);
        const before = (read.get(key) as { remaining: number } | undefined)?.remaining ?? null;
        if (before === f.remaining) continue;
        write.run(key, f.type, f.building, f.remaining, now.getTime(), by);
        const change: UnitChange = {
          id: randomUUID(),
          type: f.type,
          building: f.building,
          from: before,
          to: f.remaining,
          at: now,
          by,
        };
        record.run(change.id, f.type, f.building, before, f.remaining, now.getTime(), by, changes.length);
        changes.push(change);
      }
      return changes;
    }).immediate;
  }

  async figures(): Promise<UnitFigure[]> {
    return (
      this.sql("SELECT type, building, remaining, as_of, set_by FROM units_board ORDER BY key").all() as FigureRow[]
    ).map(figureOf);
  }

  async set(figures: readonly FigureInput[], by: string, now: Date): Promise<UnitChange[]> {
    return this.setAll(figures, by, now);
  }

  async changes(limit: number): Promise<UnitChange[]> {
    return (
      this.sql(
        "SELECT id, type, building, from_count, to_count, at, set_by FROM units_changes ORDER BY at DESC, seq ASC LIMIT ?",
      ).all(limit) as ChangeRow[]
    ).map(changeOf);
  }
}
