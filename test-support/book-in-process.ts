// Test support: one of several processes booking the same slot on one SQLite file at the same
// moment (lib/visits/store/sqlite.test.ts). Started with `node --conditions=react-server --import tsx`.
// Protocol over IPC: parent -> { file, requests }; child -> "ready"; parent -> "go";
// child -> { results }. Each process has its own connection, so the race is real.
import Database from "better-sqlite3";
import { SqliteVisitBookingStore } from "@/lib/visits/store/sqlite";
import type { BookResult, NewBooking } from "@/lib/visits/bookings";

type Wire = Omit<NewBooking, "slot" | "consentAt"> & {
  slot: Omit<NewBooking["slot"], "startsAt" | "endsAt"> & { startsAt: string; endsAt: string };
  consentAt: string;
};

let job: { file: string; requests: Wire[] } | null = null;

process.on("message", async (message: unknown) => {
  if (message !== "go") {
    job = message as { file: string; requests: Wire[] };
    process.send!("ready");
    return;
  }
  const db = new Database(job!.file);
  db.pragma("busy_timeout = 10000");
  const store = new SqliteVisitBookingStore(db);
  const results: (BookResult | { ok: false; reason: string })[] = [];
  for (const r of job!.requests) {
    try {
      results.push(
        await store.book({
          ...r,
          slot: { ...r.slot, startsAt: new Date(r.slot.startsAt), endsAt: new Date(r.slot.endsAt) },
          consentAt: new Date(r.consentAt),
        }),
      );
    } catch (error) {
      results.push({ ok: false, reason: `error: ${String(error)}` });
    }
  }
  db.close();
  process.send!({ results }, () => process.exit(0));
});
