import "server-only";
import { createHash } from "node:crypto";
import type { Role } from "@/lib/staff/auth/roles";

// Access records (접속기록): who looked at, exported or changed whose personal
// data, and every sign-in, as 개인정보의 안전성 확보조치 기준 제8조 asks: the account, when, from
// which address, what was done, and to which records. Kept ACCESS_KEEP_DAYS: three years, so
// that the records of granting, changing and taking away access (staff-invite, -role, -grant,
// -status: 제5조③ asks three years) are kept as long as asked, and every other record more than
// the two years of 제8조 (a handler of 50,000 data subjects or more; a complex's leads can reach
// that). One period for all keeps the chain's purge a cut of its oldest end. Readable by administrators only (/admin/records); the app has
// no way to change or delete one: the store offers append, read and the retention purge only.
// SQLite (table access_records) or Firestore (collection accessRecords), picked in index.ts.

export const ACCESS_KEEP_DAYS = 3 * 366;

export const ACCESS_ACTIONS = [
  "sign-in",
  "sign-in-refused",
  "sign-out",
  "second-factor-enroll",
  "second-factor-reset",
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
  "opt-out",
  "view-refused",
  "save-refused",
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
  /**
   * Its link in the chain, set by the store when it appends the record (absent before, and on a
   * record kept from before the chain): its place (1, 2, 3, ...), the hash of the one before, and
   * its own hash (chainHash).
   */
  seq?: number;
  prev?: string;
  hash?: string;
};

/** A record as the store keeps it: with its link in the chain. */
export type ChainedRecord = AccessRecord & { seq: number; prev: string; hash: string };

/** One link: a record's place and hash (the chain's head, or the purge's anchor). */
export type ChainLink = { seq: number; hash: string };

/**
 * Where the chain stands: `head`, the newest link written (so a deleted newest record shows), and
 * `anchor`, the last link the retention purge removed (so the oldest kept record has a known
 * predecessor, and a deleted oldest record shows).
 */
export type ChainState = { head: ChainLink | null; anchor: ChainLink | null };

/** The hash before the first record. */
export const CHAIN_START = "0".repeat(64);

/**
 * A record's hash: SHA-256 over the previous hash and every field, in a fixed order. Changing any
 * field, or the order, or removing a record, breaks every hash after it.
 */
export function chainHash(prev: string, r: AccessRecord & { seq: number }): string {
  const fields = [
    prev,
    r.seq,
    r.id,
    r.at.getTime(),
    r.actor,
    r.role,
    r.action,
    r.targets,
    r.count,
    r.address,
    r.detail,
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

/** The next link after `head` (or the first, or the first after the anchor when all were purged). */
export function nextLink(state: ChainState, r: AccessRecord): ChainedRecord {
  const before = state.head ?? state.anchor;
  const seq = (before?.seq ?? 0) + 1;
  const prev = before?.hash ?? CHAIN_START;
  return { ...r, seq, prev, hash: chainHash(prev, { ...r, seq }) };
}

export type AccessQuery = { from?: Date; to?: Date; actor?: string; action?: AccessAction; limit: number };

export interface AccessRecordStore {
  /** Appends the record as the chain's next link, atomically with the chain's head. */
  append(record: AccessRecord): Promise<void>;
  /** Newest first, within the query. */
  list(query: AccessQuery): Promise<AccessRecord[]>;
  /**
   * The retention job only: deletes the oldest records, up to the newest one older than `before`,
   * and keeps that one's link as the anchor; how many went.
   */
  purge(before: Date): Promise<number>;
  /** Chained records in their order, after place `afterSeq`, at most `limit` (the chain's check). */
  chain(afterSeq: number, limit: number): Promise<ChainedRecord[]>;
  /** The chain's head and the purge's anchor. */
  chainState(): Promise<ChainState>;
}

export type ChainVerdict =
  | { ok: true; records: number; first: number | null; last: number | null }
  | { ok: false; records: number; brokenAt: number; reason: string };

/**
 * Checks the chain from the anchor to the head, reading it in pages: every place present in
 * order, each record's `prev` the hash before it, each hash its own fields', and the last the
 * head. The first broken link is named, in Korean, with what is wrong there.
 */
export async function verifyChain(
  store: Pick<AccessRecordStore, "chain" | "chainState">,
  page = 500,
): Promise<ChainVerdict> {
  const { head, anchor } = await store.chainState();
  let expectedSeq = (anchor?.seq ?? 0) + 1;
  let expectedPrev = anchor?.hash ?? CHAIN_START;
  let records = 0;
  let first: number | null = null;
  for (;;) {
    const batch = await store.chain(expectedSeq - 1, page);
    for (const r of batch) {
      const broken = (reason: string): ChainVerdict => ({ ok: false, records, brokenAt: expectedSeq, reason });
      if (r.seq !== expectedSeq)
        return broken(`${expectedSeq}번 기록이 없습니다 (지워졌습니다). 다음은 ${r.seq}번입니다.`);
      if (r.prev !== expectedPrev) return broken(`${r.seq}번 기록이 앞 기록에 이어지지 않습니다.`);
      if (chainHash(r.prev, r) !== r.hash) return broken(`${r.seq}번 기록의 내용이 바뀌었습니다.`);
      first ??= r.seq;
      records += 1;
      expectedPrev = r.hash;
      expectedSeq += 1;
    }
    if (batch.length < page) break;
  }
  const last = expectedSeq - 1;
  if (head && head.seq > last)
    return {
      ok: false,
      records,
      brokenAt: last + 1,
      reason: `${last + 1}번부터 ${head.seq}번까지의 기록이 없습니다 (지워졌습니다).`,
    };
  if (head && head.seq === last && head.hash !== expectedPrev)
    return { ok: false, records, brokenAt: last, reason: `${last}번 기록이 마지막으로 쓴 기록과 다릅니다.` };
  if (!head && records > 0)
    return { ok: false, records, brokenAt: last, reason: "기록은 있는데 마지막으로 쓴 기록의 표시가 없습니다." };
  return { ok: true, records, first, last: records ? last : null };
}
