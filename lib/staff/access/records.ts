import "server-only";
import type { Role } from "@/lib/staff/auth/roles";

// Access records (접속기록): who looked at, exported or changed whose personal
// data, and every sign-in, as 개인정보의 안전성 확보조치 기준 제8조 asks: the account, when, from
// which address, what was done, and to which records. Kept ACCESS_KEEP_DAYS (two years: the
// standard's longer period, which applies to a handler of 50,000 data subjects or more; a
// complex's leads can reach that); readable by administrators only (/admin/records); the app has
// no way to change or delete one: the store offers append, read and the retention purge only.
// SQLite (table access_records) or Firestore (collection accessRecords), picked in index.ts.

export const ACCESS_KEEP_DAYS = 2 * 366;

export const ACCESS_ACTIONS = [
  "sign-in",
  "sign-in-refused",
  "sign-out",
  "lead-list",
  "lead-view",
  "lead-course",
  "lead-export",
  "marketing-export",
  "source-export",
  "lead-retry",
  "lead-erase",
  "visit-list",
  "visit-cancel",
  "visit-attendance",
  "staff-invite",
  "staff-status",
  "staff-role",
  "staff-grant",
  "records-view",
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * The most record ids one entry lists: every row of the largest export (10,000, and the marketing
 * audience's 10,000 leads read), so an export's record names every person in it.
 */
export const MAX_TARGETS = 10_001;

export type AccessRecord = {
  id: string;
  at: Date;
  /** The account's email (for a refused sign-in, the address typed). */
  actor: string;
  role: Role | null;
  action: AccessAction;
  /** The ids of the records concerned (leads, bookings, accounts), at most MAX_TARGETS. */
  targets: string[];
  /** How many records were concerned (may exceed targets.length). */
  count: number;
  /** The client's address (lib/platform/http/client-address.ts). */
  address: string;
  /** What else identifies the access: a filter, a day, a new status. Never a name or a phone. */
  detail: string;
};

export type AccessQuery = { from?: Date; to?: Date; actor?: string; action?: AccessAction; limit: number };

export interface AccessRecordStore {
  append(record: AccessRecord): Promise<void>;
  /** Newest first, within the query. */
  list(query: AccessQuery): Promise<AccessRecord[]>;
  /** Deletes records older than `before` (the retention job only); how many went. */
  purge(before: Date): Promise<number>;
}
