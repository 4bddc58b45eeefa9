import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/platform/db/sqlite";
import { dateOrNull, SqliteStore } from "@/lib/platform/db/sqlite-store";
import {
  applyChange,
  untouched,
  type CourseChange,
  type CourseEvent,
  type LeadCourse,
  type LeadDeskStore,
  type Stage,
} from "../course";

// Tables lead_courses and lead_course_events of the site's SQLite file (see course.ts).

const MIGRATIONS = [
  `CREATE TABLE lead_courses (
    lead_id TEXT PRIMARY KEY,
    stage TEXT NOT NULL,
    assignee TEXT,
    next_call_on TEXT,
    first_called_at INTEGER,
    lead_created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    updated_by TEXT NOT NULL
  );
  CREATE INDEX lead_courses_created ON lead_courses (lead_created_at);
  CREATE TABLE lead_course_events (
    id TEXT PRIMARY KEY,
    lead_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    kind TEXT NOT NULL,
    value TEXT
  );
  CREATE INDEX lead_course_events_lead ON lead_course_events (lead_id, at);`,
  `ALTER TABLE lead_courses ADD COLUMN first_visited_at INTEGER;`,
] as const;

type CourseRow = {
  lead_id: string;
  stage: Stage;
  assignee: string | null;
  next_call_on: string | null;
  first_called_at: number | null;
  first_visited_at: number | null;
  lead_created_at: number;
  updated_at: number;
  updated_by: string;
};
type EventRow = {
  id: string;
  lead_id: string;
  at: number;
  actor: string;
  kind: CourseEvent["kind"];
  value: string | null;
};

const courseOf = (r: CourseRow): LeadCourse => ({
  leadId: r.lead_id,
  stage: r.stage,
  assignee: r.assignee,
  nextCallOn: r.next_call_on,
  firstCalledAt: dateOrNull(r.first_called_at),
  firstVisitedAt: dateOrNull(r.first_visited_at),
  leadCreatedAt: new Date(r.lead_created_at),
  updatedAt: new Date(r.updated_at),
  updatedBy: r.updated_by,
});

export class SqliteLeadDeskStore extends SqliteStore implements LeadDeskStore {
  constructor(db: Db) {
    super(db, "desk", MIGRATIONS);
  }

  private one(leadId: string): LeadCourse | null {
    const row = this.sql("SELECT * FROM lead_courses WHERE lead_id = ?").get(leadId) as CourseRow | undefined;
    return row ? courseOf(row) : null;
  }

  async courses(leadIds: readonly string[]): Promise<Map<string, LeadCourse>> {
    const found = new Map<string, LeadCourse>();
    for (const id of leadIds) {
      const course = this.one(id);
      if (course) found.set(id, course);
    }
    return found;
  }

  async events(leadId: string): Promise<CourseEvent[]> {
    const rows = this.sql("SELECT * FROM lead_course_events WHERE lead_id = ? ORDER BY at, rowid").all(
      leadId,
    ) as EventRow[];
    return rows.map((r) => ({
      id: r.id,
      leadId: r.lead_id,
      at: new Date(r.at),
      actor: r.actor,
      kind: r.kind,
      value: r.value,
    }));
  }

  async change(change: CourseChange): Promise<{ course: LeadCourse; events: CourseEvent[] }> {
    return this.db
      .transaction(() => {
        const before = this.one(change.leadId) ?? untouched(change.leadId, change.leadCreatedAt);
        const { after, events } = applyChange(before, change, randomUUID);
        this.sql(
          `INSERT INTO lead_courses (lead_id, stage, assignee, next_call_on, first_called_at, first_visited_at, lead_created_at, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (lead_id) DO UPDATE SET stage = excluded.stage, assignee = excluded.assignee, next_call_on = excluded.next_call_on,
           first_called_at = excluded.first_called_at, first_visited_at = excluded.first_visited_at, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        ).run(
          after.leadId,
          after.stage,
          after.assignee,
          after.nextCallOn,
          after.firstCalledAt?.getTime() ?? null,
          after.firstVisitedAt?.getTime() ?? null,
          after.leadCreatedAt.getTime(),
          after.updatedAt.getTime(),
          after.updatedBy,
        );
        for (const e of events)
          this.sql(
            "INSERT INTO lead_course_events (id, lead_id, at, actor, kind, value) VALUES (?, ?, ?, ?, ?, ?)",
          ).run(e.id, e.leadId, e.at.getTime(), e.actor, e.kind, e.value);
        return { course: after, events };
      })
      .immediate();
  }

  async coursesCreated(from: Date, to: Date): Promise<LeadCourse[]> {
    return (
      this.sql("SELECT * FROM lead_courses WHERE lead_created_at >= ? AND lead_created_at < ?").all(
        from.getTime(),
        to.getTime(),
      ) as CourseRow[]
    ).map(courseOf);
  }

  async remove(leadId: string): Promise<void> {
    this.db
      .transaction(() => {
        this.sql("DELETE FROM lead_course_events WHERE lead_id = ?").run(leadId);
        this.sql("DELETE FROM lead_courses WHERE lead_id = ?").run(leadId);
      })
      .immediate();
  }

  async purge(before: Date): Promise<number> {
    return this.db
      .transaction(() => {
        this.sql(
          "DELETE FROM lead_course_events WHERE lead_id IN (SELECT lead_id FROM lead_courses WHERE lead_created_at < ?)",
        ).run(before.getTime());
        return this.sql("DELETE FROM lead_courses WHERE lead_created_at < ?").run(before.getTime()).changes;
      })
      .immediate();
  }
}
