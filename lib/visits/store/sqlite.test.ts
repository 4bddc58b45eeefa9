import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { fork } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import type { BookResult, NewBooking, VisitBookingStore } from "../bookings";
import { bookingStoreContract, request, S1 } from "@/test-support/contracts/booking-store.contract";
import { SqliteVisitBookingStore } from "./sqlite";

// The SQLite adapter on a real file in a temporary folder. The concurrent bookings come from
// separate processes (test-support/book-in-process.ts), each with its own connection to the file,
// released together: better-sqlite3 is synchronous, so promises in one process would only ever
// book one after the other.

const files = new WeakMap<VisitBookingStore, string>();
const PROCESSES = 10;
const WORKER = fileURLToPath(new URL("../../../test-support/book-in-process.ts", import.meta.url));

async function inProcesses(store: VisitBookingStore, requests: NewBooking[]): Promise<BookResult[]> {
  const file = files.get(store)!;
  const children = Array.from({ length: PROCESSES }, () =>
    fork(WORKER, [], {
      execArgv: ["--conditions=react-server", "--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    }),
  );
  const share = (i: number) => requests.filter((_, j) => j % PROCESSES === i);
  const ready = children.map((child, i) => {
    const wire = share(i).map((r) => ({
      ...r,
      slot: { ...r.slot, startsAt: r.slot.startsAt.toISOString(), endsAt: r.slot.endsAt.toISOString() },
      consentAt: r.consentAt.toISOString(),
    }));
    const answer = new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("error", reject);
    });
    child.send({ file, requests: wire });
    return answer;
  });
  await Promise.all(ready);
  const results = children.map(
    (child) =>
      new Promise<BookResult[]>((resolve, reject) => {
        child.once("message", (m) => resolve((m as { results: BookResult[] }).results));
        child.once("exit", (code) => code !== 0 && reject(new Error(`booking process exited with ${code}`)));
      }),
  );
  for (const child of children) child.send("go");
  return (await Promise.all(results)).flat();
}

describe("SQLite visit booking store: contract", () => {
  afterEach(() => closeAllDbs());
  bookingStoreContract({
    open: async () => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "visit-")), "site.db");
      const store = new SqliteVisitBookingStore(openDb(file));
      files.set(store, file);
      return store;
    },
    concurrently: inProcesses,
  });
});

describe("SQLite visit booking store", () => {
  afterEach(() => closeAllDbs());

  it("a second connection to the file sees the same counts (two server instances)", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "visit-")), "site.db");
    const a = new SqliteVisitBookingStore(openDb(file));
    const other = new Database(file);
    other.pragma("busy_timeout = 5000");
    const b = new SqliteVisitBookingStore(other);
    expect((await a.book(request({ slot: S1, capacity: 2 }))).ok).toBe(true);
    expect((await b.book(request({ slot: S1, capacity: 2 }))).ok).toBe(true);
    expect(await a.book(request({ slot: S1, capacity: 2 }))).toEqual({ ok: false, reason: "full" });
    expect(await b.availability([S1.id], 2)).toEqual([{ slotId: S1.id, taken: 2, closed: false, left: 0 }]);
    other.close();
  });

  it("the database itself refuses a second active booking of one phone on one day", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "visit-")), "site.db");
    const db = openDb(file);
    const store = new SqliteVisitBookingStore(db);
    const first = await store.book(request({ phone: "01099990000" }));
    expect(first.ok).toBe(true);
    expect(() =>
      db
        .prepare(
          `INSERT INTO visit_bookings (id, slot_id, visit_date, slot_start, slot_end, starts_at, name, phone, party_size, consent_at, sms_consent, status, created_at)
           VALUES ('V-1126-0001', ?, '2026-11-26', '11:00', '12:00', 0, 'x', '01099990000', 1, 0, 1, 'active', 0)`,
        )
        .run(S1.id),
    ).toThrow(/UNIQUE/);
  });
});
