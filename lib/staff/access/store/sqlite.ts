import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import type { AccessQuery, AccessRecord, AccessRecordStore } from "../records";

// Table access_records of the site's SQLite file (see records.ts). Targets as a JSON array.

const MIGRATIONS = [
  `CREATE TABLE access_records (
    id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    role TEXT,
    action TEXT NOT NULL,
    targets TEXT NOT NULL,
    count INTEGER NOT NULL,
    address TEXT NOT NULL,
    detail TEXT NOT NULL
  );
  CREATE INDEX access_records_at ON access_records (at);
  CREATE INDEX access_records_actor_at ON access_records (actor, at);`,
] as const;

type Row = {
  id: string;
  at: number;
  actor: string;
  role: AccessRecord["role"];
  action: AccessRecord["action"];
  targets: string;
  count: number;
  address: string;
  detail: string;
};

export class SqliteAccessRecordStore extends SqliteStore implements AccessRecordStore {
  constructor(db: Db) {
    super(db, "access", MIGRATIONS);
  }

  async append(r: AccessRecord): Promise<void> {
    this.sql(
      "INSERT INTO access_records (id, at, actor, role, action, targets, count, address, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(r.id, r.at.getTime(), r.actor, r.role, r.action, JSON.stringify(r.targets), r.count, r.address, r.detail);
  }

  async list(q: AccessQuery): Promise<AccessRecord[]> {
    const where: string[] = [];
    const args: (string | number)[] = [];
    const and = (clause: string, value: string | number) => {
      where.push(clause);
      args.push(value);
    };
    if (q.from) and("at >= ?", q.from.getTime());
    if (q.to) and("at < ?", q.to.getTime());
    if (q.actor) and("actor = ?", q.actor);
    if (q.action) and("action = ?", q.action);
    const rows = this.db
      .prepare(
        `SELECT * FROM access_records ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY at DESC, id DESC LIMIT ?`,
      )
      .all(...args, q.limit) as Row[];
    return rows.map((row) => ({ ...row, at: new Date(row.at), targets: JSON.parse(row.targets) as string[] }));
  }

  async purge(before: Date): Promise<number> {
    return this.sql("DELETE FROM access_records WHERE at < ?").run(before.getTime()).changes;
  }
}
