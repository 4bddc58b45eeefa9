import "server-only";

// A lead's course at the sales desk: its stage from first call to contract, who
// works it, when to call next, and every change and call note with who and when. Kept apart from
// the lead itself (lib/leads: what the visitor sent, and its delivery), keyed by the lead's id, and
// erased and purged with it. SQLite (lead_courses, lead_course_events) or Firestore (leadCourses,
// leadCourseEvents), picked in index.ts.

export const STAGES = ["new", "called", "visit-booked", "visited", "contracted", "on-hold", "invalid"] as const;
export type Stage = (typeof STAGES)[number];

export const stageLabel: Record<Stage, string> = {
  new: "신규",
  called: "통화 완료",
  "visit-booked": "방문 예약",
  visited: "방문 완료",
  contracted: "계약",
  "on-hold": "보류",
  invalid: "무효",
};

/** Stages that mean someone has spoken with the person (the funnel's "called" and the time to first call). */
export const CALLED_STAGES: ReadonlySet<Stage> = new Set([
  "called",
  "visit-booked",
  "visited",
  "contracted",
  "on-hold",
]);

/** Stages that mean the person came to the model house (the funnel's "visited"). */
export const VISITED_STAGES: ReadonlySet<Stage> = new Set(["visited", "contracted"]);

export type LeadCourse = {
  leadId: string;
  stage: Stage;
  /** The account (email) that works the lead; null: unassigned. */
  assignee: string | null;
  /** The day (Seoul, YYYY-MM-DD) of the next call; null: none planned. */
  nextCallOn: string | null;
  /** When the lead first reached a called stage: the funnel's time to first call. */
  firstCalledAt: Date | null;
  /** When the lead first reached a visited stage: it stays a visit in the funnel when the lead is later put on hold. */
  firstVisitedAt: Date | null;
  /** The lead's own time, for the retention purge. */
  leadCreatedAt: Date;
  updatedAt: Date;
  updatedBy: string;
};

export type CourseEventKind = "stage" | "assign" | "next-call" | "note";

export type CourseEvent = {
  id: string;
  leadId: string;
  at: Date;
  actor: string;
  kind: CourseEventKind;
  value: string | null;
};

/** One save of the lead's form: the fields given are set (null clears), a note is added. */
export type CourseChange = {
  leadId: string;
  leadCreatedAt: Date;
  actor: string;
  at: Date;
  stage?: Stage;
  assignee?: string | null;
  nextCallOn?: string | null;
  note?: string;
  /**
   * false: the stage moved without anyone speaking with the person (a booking marked "arrived" at
   * the model house), so it is not the lead's first call: firstCalledAt stays unset. Default true.
   */
  isCall?: boolean;
};

/** A lead that was never touched: new, unassigned. */
export const untouched = (leadId: string, leadCreatedAt: Date): LeadCourse => ({
  leadId,
  stage: "new",
  assignee: null,
  nextCallOn: null,
  firstCalledAt: null,
  firstVisitedAt: null,
  leadCreatedAt,
  updatedAt: leadCreatedAt,
  updatedBy: "",
});

/** The course after `change`, and the events it makes (only what changed; a note always). Pure: both stores use it inside their transaction. */
export function applyChange(
  before: LeadCourse,
  change: CourseChange,
  newId: () => string,
): { after: LeadCourse; events: CourseEvent[] } {
  const events: CourseEvent[] = [];
  const event = (kind: CourseEventKind, value: string | null) =>
    events.push({ id: newId(), leadId: change.leadId, at: change.at, actor: change.actor, kind, value });
  const after: LeadCourse = { ...before, updatedAt: change.at, updatedBy: change.actor };
  if (change.stage !== undefined && change.stage !== before.stage) {
    after.stage = change.stage;
    if (!before.firstCalledAt && CALLED_STAGES.has(change.stage) && change.isCall !== false)
      after.firstCalledAt = change.at;
    if (!before.firstVisitedAt && VISITED_STAGES.has(change.stage)) after.firstVisitedAt = change.at;
    event("stage", change.stage);
  }
  if (change.assignee !== undefined && change.assignee !== before.assignee) {
    after.assignee = change.assignee;
    event("assign", change.assignee);
  }
  if (change.nextCallOn !== undefined && change.nextCallOn !== before.nextCallOn) {
    after.nextCallOn = change.nextCallOn;
    event("next-call", change.nextCallOn);
  }
  if (change.note) event("note", change.note);
  return { after, events };
}

/** Stages an arrival at the model house does not move: the person already came, or signed. */
const PAST_A_VISIT: ReadonlySet<Stage> = new Set(["visited", "contracted"]);

/**
 * What a booking marked "arrived" does to its lead's course: moves it to 방문 완료 unless it is there
 * or further on; never counted as a call (isCall false). Null: nothing to change.
 */
export function arrivalChange(
  course: LeadCourse | undefined,
  lead: { id: string; createdAt: Date },
  actor: string,
  at: Date,
  bookingId: string,
): CourseChange | null {
  if (course && PAST_A_VISIT.has(course.stage)) return null;
  return {
    leadId: lead.id,
    leadCreatedAt: lead.createdAt,
    actor,
    at,
    stage: "visited",
    isCall: false,
    note: `방문예약 ${bookingId} 견본주택 도착`,
  };
}

export interface LeadDeskStore {
  /** The courses of these leads; a lead never touched has none (see `untouched`). */
  courses(leadIds: readonly string[]): Promise<Map<string, LeadCourse>>;
  /** Every change and note of one lead, oldest first. */
  events(leadId: string): Promise<CourseEvent[]>;
  /** Applies one save in one transaction: the course and its events, or nothing. */
  change(change: CourseChange): Promise<{ course: LeadCourse; events: CourseEvent[] }>;
  /** The courses of leads created in [from, to) (the funnel). */
  coursesCreated(from: Date, to: Date): Promise<LeadCourse[]>;
  /** Erases one lead's course and events (a withdrawal of consent). */
  remove(leadId: string): Promise<void>;
  /** Retention: courses and events of leads created before `before`; how many courses went. */
  purge(before: Date): Promise<number>;
}
