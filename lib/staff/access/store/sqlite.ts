import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import {
  nextLink,
  type AccessQuery,
  type AccessRecord,
  type AccessRecordStore,
  type ChainedRecord,
  type ChainLink,
  type ChainState,
} from "../records";

// Table access_records of the site's SQLite file (see records.ts). Targets as a JSON array. Each
// record is a link of the chain (seq, prev, hash), appended in one immediate transaction with the
// chain's head (table access_chain, rows `head` and `anchor`), so links are never interleaved.
// Records kept from before the chain have no seq: they are listed, never checked.

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
  `ALTER TABLE access_records ADD COLUMN seq INTEGER;
  ALTER TABLE access_records ADD COLUMN prev TEXT;
  ALTER TABLE access_records ADD COLUMN hash TEXT;
  CREATE UNIQUE INDEX access_records_seq ON access_records (seq);
  CREATE TABLE access_chain (name TEXT PRIMARY KEY, seq INTEGER NOT NULL, hash TEXT NOT NULL);`,
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
  seq: number | null;
  prev: string | null;
  hash: string | null;
};

const recordOf = (row: Row): AccessRecord => {
  const { seq, prev, hash, ...rest } = row;
  const record: AccessRecord = { ...rest, at: new Date(row.at), targets: JSON.parse(row.targets) as string[] };
  return seq === null ? record : { ...record, seq, prev: prev!, hash: hash! };
};

export class SqliteAccessRecordStore extends SqliteStore implements AccessRecordStore {
  constructor(db: Db) {
    super(db, "access", MIGRATIONS);
  }

  async append(r: AccessRecord): Promise<void> {
    this.db
      .transaction(() => {
        const link = nextLink(this.state(), r);
        this.sql(
          "INSERT INTO access_records (id, at, actor, role, action, targets, count, address, detail, seq, prev, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        ).run(
          r.id,
          r.at.getTime(),
          r.actor,
          r.role,
          r.action,
          JSON.stringify(r.targets),
          r.count,
          r.address,
          r.detail,
          link.seq,
          link.prev,
          link.hash,
        );
        this.setLink("head", link);
      })
      .immediate();
  }

  async chain(afterSeq: number, limit: number): Promise<ChainedRecord[]> {
    const rows = this.sql("SELECT * FROM access_records WHERE seq > ? ORDER BY seq LIMIT ?").all(
      afterSeq,
      limit,
    ) as Row[];
    return rows.map(recordOf) as ChainedRecord[];
  }

  async chainState(): Promise<ChainState> {
    return this.state();
  }

  private state(): ChainState {
    const rows = this.sql("SELECT name, seq, hash FROM access_chain").all() as (ChainLink & { name: string })[];
    const link = (name: string) => {
      const row = rows.find((r) => r.name === name);
      return row ? { seq: row.seq, hash: row.hash } : null;
    };
    return { head: link("head"), anchor: link("anchor") };
  }

  private setLink(name: "head" | "anchor", link: ChainLink): void {
    this.sql(
      "INSERT INTO access_chain (name, seq, hash) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET seq = excluded.seq, hash = excluded.hash",
    ).run(name, link.seq, link.hash);
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
    return rows.map(recordOf);
  }

  async purge(before: Date): Promise<number> {
    return this.db
      .transaction(() => {
        // The chain's oldest part that is all older than `before` goes (records are appended as
        // they happen, so that is every old one, but for clock skew between instances), and its
        // last link stays the anchor, so the oldest kept record still has a known predecessor.
        const firstKept = this.sql("SELECT MIN(seq) AS seq FROM access_records WHERE seq IS NOT NULL AND at >= ?").get(
          before.getTime(),
        ) as { seq: number | null };
        const last = this.sql(
          `SELECT seq, hash FROM access_records WHERE seq IS NOT NULL ${firstKept.seq === null ? "" : "AND seq < ?"} ORDER BY seq DESC LIMIT 1`,
        ).get(...(firstKept.seq === null ? [] : [firstKept.seq])) as ChainLink | undefined;
        let gone = this.sql("DELETE FROM access_records WHERE seq IS NULL AND at < ?").run(before.getTime()).changes;
        if (last) {
          gone += this.sql("DELETE FROM access_records WHERE seq <= ?").run(last.seq).changes;
          this.setLink("anchor", last);
        }
        return gone;
      })
      .immediate();
  }
}
