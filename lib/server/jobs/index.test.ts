import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFormService, type FormService } from "@/e2e/support/form-service.mjs";
import { redirectSolapiTo, startSolapiStandIn, type SolapiStandIn } from "@/test-support/solapi-stand-in.mjs";
import { resetStores } from "@/lib/platform/store/factory";
import { daySlots } from "@/lib/site/content/visit-calendar";

// The site's real jobs, with no interval running (BACKGROUND_JOBS=cron): the runtimes on a real
// SQLite file in DATA_DIR, leads forwarded to the form-service stand-in, SMS through SOLAPI's SDK
// to its loopback stand-in. Time is injected into the pass (`now`), so the day-before reminder and
// the retention periods are reached without waiting. Then the cron route's own handler.

const SECRET = "jobs-cron-secret-0123456789";
const credentials = { apiKey: "NCSJOBSKEY0000001", apiSecret: "JOBSSECRET00000000000000000000001" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobs-"));
const saved = { ...process.env };
let service: FormService;
let solapi: SolapiStandIn;
let undo: () => void;

beforeAll(async () => {
  service = await startFormService();
  solapi = await startSolapiStandIn(credentials);
  undo = await redirectSolapiTo(solapi.origin);
  for (const key of Object.keys(process.env))
    if (/^(ALERT_|FORM_SERVICE_URL|FIREBASE_|FIRESTORE_)/.test(key)) delete process.env[key];
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATA_BACKEND: "sqlite",
    SITE_URL: "https://www.example.test",
    FORM_SERVICE_URL: service.url,
    CRON_SECRET: SECRET,
    BACKGROUND_JOBS: "cron",
    SOLAPI_API_KEY: credentials.apiKey,
    SOLAPI_API_SECRET: credentials.apiSecret,
    SMS_SENDER_NUMBER: "1588-0926",
    SMS_VISIT_REMINDER: "true",
    VISIT_TOKEN_SECRET: "jobs-visit-token-secret-0123456789abcdef",
  });
  // The first import of the runtimes (and their migrations) can take long on a busy machine: not in any test's time.
  await modules();
}, 120_000);
afterAll(async () => {
  const { closeAllDbs } = await import("@/lib/platform/db/sqlite");
  closeAllDbs();
  undo?.();
  await solapi?.close();
  await service?.close();
  process.env = { ...saved };
});

const DAY = 86_400_000;
// 09:00 in Seoul on 25 November 2026: an hour before the day-before reminders of the 26th's visits.
const now = new Date("2026-11-25T00:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const oldTime = new Date(now.getTime() - 400 * DAY);

async function modules() {
  const jobs = await import("./index");
  const { leadOutbox } = await import("@/lib/leads");
  const { visitDeps } = await import("@/lib/visits");
  const { bookVisit } = await import("@/lib/visits/service");
  const { openDb } = await import("@/lib/platform/db/sqlite");
  const { SqliteVitalsStore } = await import("@/lib/site/vitals/store/sqlite");
  const { adminSessionStore } = await import("@/lib/staff/auth/store/index");
  const { visitSmsCopy } = await import("@/lib/site/content/visit-booking");
  return { ...jobs, leadOutbox, visitDeps, bookVisit, openDb, SqliteVitalsStore, adminSessionStore, visitSmsCopy };
}

const newLead = (name: string, consentAt: Date) => ({
  form: "inquiry" as const,
  fields: { name, phone: "01064646464", message: "분양 문의", birthDate: "900101", email: null, visitDate: null },
  page: "/",
  referrer: null,
  utm: null,
  consentAt,
  idempotencyKey: null,
  hasDestination: true,
});

const form = (slot: string, phone: string, smsConsent = true) => ({
  slot,
  name: "최예약",
  phone,
  partySize: "2",
  consent: "on",
  ...(smsConsent ? { smsConsent: "on" } : {}),
});
const received = (phone: string) => solapi.received.filter((m) => m.to === phone);

describe("runScheduledJobs: every job, without an interval", () => {
  it("nothing runs by itself: no timer is started with BACKGROUND_JOBS=cron", async () => {
    const m = await modules();
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    expect(m.startScheduledJobs()).toBe(false);
    log.mockRestore();
    const { id } = await m.leadOutbox().add(newLead("기다리는고객", now), now);
    await new Promise((r) => setImmediate(r));
    expect(service.countsById().get(id)).toBeUndefined();
    await m.stopScheduledJobs();
  });

  it("one pass forwards leads, sends the confirmations due and runs every retention purge; the purges then wait for their period", async () => {
    const m = await modules();
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const outbox = m.leadOutbox();
    const deps = await m.visitDeps();
    const db = m.openDb();
    await outbox.counts(); // opens the lead store (and its migrations) before the SQL below

    const fresh = await outbox.add(newLead("새고객", now), now);
    const expired = await outbox.add(newLead("오래된고객", oldTime), oldTime);
    // Delivered long ago (else this very pass could forward it before the purge deletes it).
    db.prepare("UPDATE leads SET status = 'delivered', next_attempt_at = NULL WHERE id = ?").run(expired.id);
    const booked = await m.bookVisit(deps, form("2026-11-27T10:00", "01031310001"), now);
    if (!booked.ok) throw new Error("booking refused");
    expect(booked.sms).toEqual([
      { kind: "confirmation", queued: true },
      { kind: "reminder", queued: true },
    ]);
    const oldSlot = {
      id: "2025-10-21T10:00",
      date: "2025-10-21",
      start: "10:00",
      end: "11:00",
      startsAt: new Date("2025-10-21T01:00:00Z"),
      endsAt: new Date("2025-10-21T02:00:00Z"),
    };
    const oldBooking = await deps.store.book(
      {
        slot: oldSlot,
        capacity: 10,
        name: "지난방문",
        phone: "01031310002",
        partySize: 1,
        consentAt: oldTime,
        smsConsent: true,
      },
      oldTime,
    );
    if (!oldBooking.ok) throw new Error("booking refused");
    await deps.sms!.outbox.enqueue(
      {
        bookingId: oldBooking.booking.id,
        kind: "confirmation",
        to: "01031310002",
        text: "지난 안내",
        notBefore: oldTime,
      },
      oldTime,
    );
    const vitals = new m.SqliteVitalsStore(db);
    await vitals.record(
      [{ pageType: "home", device: "mobile", metric: "lcp", value: 1500 }],
      new Date(now.getTime() - 100 * DAY),
    );
    await vitals.record([{ pageType: "home", device: "mobile", metric: "lcp", value: 1500 }], now);
    const sessions = await m.adminSessionStore();
    // (A sign-in prunes the sessions expired at its own time: the expired one is recorded last.)
    await sessions.create({
      id: "open-session",
      email: "admin@example.com",
      createdAt: now,
      expiresAt: later(8 * 3_600_000),
    });
    await sessions.create({
      id: "old-session",
      email: "admin@example.com",
      createdAt: new Date(now.getTime() - DAY),
      expiresAt: new Date(now.getTime() - DAY + 8 * 3_600_000),
    });
    // The old message would go out in this very pass if it were still pending: it was sent long ago.
    db.prepare("UPDATE sms_outbox SET status = 'sent' WHERE booking_id = ?").run(oldBooking.booking.id);

    const report = await m.runScheduledJobs({ now });
    expect(report.ok).toBe(true);
    expect(report.jobs).toMatchObject({
      leads: { status: "ok", counts: { claimed: 2, delivered: 2 } },
      sms: { status: "ok", counts: { claimed: 1, sent: 1 } },
      reminders: { status: "ok", counts: { checked: 0, queued: 0 } },
      "purge-leads": { status: "ok", counts: { leads: 1, undelivered: 0, courses: 0 } },
      "purge-bookings": { status: "ok", counts: { bookings: 1 } },
      "purge-sms": { status: "ok", counts: { messages: 1 } },
      "purge-vitals": { status: "ok", counts: { rows: 1 } },
      "purge-sessions": { status: "ok", counts: { sessions: 1 } },
      "purge-quota": { status: "ok", counts: { counts: 0 } },
      "purge-access": { status: "ok", counts: { records: 0 } },
    });
    // The lead of the previous test and this one's fresh lead went to the form service, once each.
    expect(service.deliveredCountsById().get(fresh.id)).toBe(1);
    // The confirmation, to the number that booked; the reminder waits for its time.
    expect(received("01031310001")).toHaveLength(1);
    expect(received("01031310001")[0]!.text).toContain(m.visitSmsCopy.confirmationHeadline);
    expect(await outbox.get(expired.id)).toBeNull();
    expect(await deps.store.get(oldBooking.booking.id)).toBeNull();
    expect(await deps.store.get(booked.booking.id)).toMatchObject({ status: "active" });
    expect(await deps.sms!.outbox.get(`${oldBooking.booking.id}:confirmation`)).toBeNull();
    expect(await vitals.histograms({ from: new Date(now.getTime() - 200 * DAY), to: later(DAY) })).toHaveLength(1);
    expect(await sessions.isActive("open-session", now)).toBe(true);
    expect(db.prepare("SELECT count(*) FROM admin_sessions").pluck().get()).toBe(1);
    // The report never names anyone.
    expect(JSON.stringify(report)).not.toMatch(/새고객|오래된고객|0103131000|0106464/);

    // Five seconds later: the drains find nothing, the purges are not due for an hour.
    const second = await m.runScheduledJobs({ now: later(5_000) });
    expect(second.ok).toBe(true);
    expect(second.jobs.leads).toMatchObject({ counts: { claimed: 0 } });
    expect(second.jobs.sms).toMatchObject({ counts: { claimed: 0 } });
    for (const name of [
      "reminders",
      "purge-leads",
      "purge-bookings",
      "purge-sms",
      "purge-vitals",
      "purge-sessions",
      "purge-quota",
      "purge-access",
    ] as const)
      expect(second.jobs[name]).toMatchObject({ status: "not-due" });
    expect(second.jobs["purge-leads"]).toMatchObject({ nextAt: later(3_600_000).toISOString() });

    // A new process (nothing of this one's memory) asks the same file, and waits the same.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("presale.jobs.runtime")];
    resetStores();
    const another = await m.runScheduledJobs({ now: later(10_000) });
    expect(another.jobs["purge-leads"]).toMatchObject({ status: "not-due" });

    // The day before the visit at 10:00 (Seoul), the reminder goes out, once.
    const dayBefore = new Date("2026-11-26T01:00:00Z");
    const atReminder = await m.runScheduledJobs({ now: dayBefore });
    expect(atReminder.jobs.sms).toMatchObject({ counts: { claimed: 1, sent: 1 } });
    expect(received("01031310001")).toHaveLength(2);
    expect(received("01031310001")[1]!.text).toContain(m.visitSmsCopy.reminderHeadline);
    expect((await m.runScheduledJobs({ now: new Date(dayBefore.getTime() + 60_000) })).jobs.sms).toMatchObject({
      counts: { claimed: 0 },
    });
    log.mockRestore();
  });

  it("the reminder job queues the day-before reminders that were never queued, and only those", async () => {
    const m = await modules();
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const deps = await m.visitDeps();
    // Booked while reminders were off: a confirmation only.
    const withoutReminders = { ...deps, sms: { ...deps.sms!, reminders: false } };
    const missed = await m.bookVisit(withoutReminders, form("2026-11-28T11:00", "01052520001"), now);
    const noConsent = await m.bookVisit(withoutReminders, form("2026-11-28T11:00", "01052520002", false), now);
    const cancelled = await m.bookVisit(withoutReminders, form("2026-11-28T11:00", "01052520003"), now);
    const otherDay = await m.bookVisit(withoutReminders, form("2026-11-29T11:00", "01052520004"), now);
    if (!missed.ok || !noConsent.ok || !cancelled.ok || !otherDay.ok) throw new Error("booking refused");
    await deps.store.cancel(cancelled.booking.id, "visitor", now);
    // Booked on the 27th after 10:00 for the 28th: too late for a reminder, as at booking time.
    // Another slot of that day, as the complex's own calendar has it (hours and slot length differ per complex).
    const bookedAt = new Date("2026-11-27T02:00:00Z");
    const laterSlot = daySlots(deps.calendar, "2026-11-28", bookedAt).find(
      (slot) => slot.bookable && slot.id !== "2026-11-28T11:00",
    )!.id;
    const tooLate = await m.bookVisit(withoutReminders, form(laterSlot, "01052520005"), bookedAt);
    if (!tooLate.ok) throw new Error("booking refused");
    await m.runScheduledJobs({ now: later(60_000), only: ["sms"] });

    // Before 10:00 on the 27th nothing is due; at 10:30 the missed one is queued and, a pass later, sent.
    const before = await m.runScheduledJobs({ now: new Date("2026-11-27T00:59:00Z"), only: ["reminders"] });
    expect(before.jobs.reminders).toMatchObject({ status: "ok", counts: { checked: 0, queued: 0 } });
    const due = await m.runScheduledJobs({ now: new Date("2026-11-27T01:30:00Z"), only: ["reminders"] });
    expect(due.jobs.reminders).toMatchObject({ status: "ok", counts: { checked: 1, queued: 1 } });
    const again = await m.runScheduledJobs({ now: new Date("2026-11-27T01:31:00Z"), only: ["reminders"] });
    expect(again.jobs.reminders).toMatchObject({ counts: { checked: 1, queued: 0 } });
    const sent = await m.runScheduledJobs({ now: new Date("2026-11-27T01:32:00Z"), only: ["sms"] });
    expect(sent.jobs.sms).toMatchObject({ counts: { sent: 1 } });
    expect(received("01052520001").map((s) => s.text.includes(m.visitSmsCopy.reminderHeadline))).toEqual([false, true]);
    for (const phone of ["01052520002", "01052520003", "01052520004", "01052520005"])
      expect(received(phone).some((s) => s.text.includes(m.visitSmsCopy.reminderHeadline))).toBe(false);
    log.mockRestore();
  });
});

describe("the cron route", () => {
  const post = async (route: "run" | "drain", query = "", authorization: string | null = `Bearer ${SECRET}`) => {
    const mod = route === "run" ? await import("@/app/api/cron/run/route") : await import("@/app/api/cron/drain/route");
    const headers: Record<string, string> = authorization ? { authorization } : {};
    return mod.POST(new Request(`http://127.0.0.1/api/cron/${route}${query}`, { method: "POST", headers }));
  };

  it("refuses a wrong bearer (401), an unknown job (400, in Korean and English) and GET (405)", async () => {
    expect((await post("run", "", null)).status).toBe(401);
    expect((await post("run", "", `Bearer ${SECRET}x`)).status).toBe(401);
    expect((await post("drain", "", "Bearer wrong")).status).toBe(401);
    const bad = await post("run", "?jobs=leads,purge-everything");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control")).toBe("no-store");
    const body = (await bad.json()) as { message: string };
    expect(body.message).toContain("알 수 없는 작업 이름입니다");
    expect(body.message).toContain('"purge-everything"');
    expect(body.message).toContain("unknown job name");
    expect((await post("run", "?jobs=")).status).toBe(400);
    const { GET } = await import("@/app/api/cron/run/route");
    expect(GET().status).toBe(405);
  });

  it("runs the jobs named (gates aside) or every job, and its older name does the same", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const named = await post("run", "?jobs=purge-vitals&jobs=purge-sessions,purge-vitals");
    expect(named.status).toBe(200);
    expect(named.headers.get("cache-control")).toBe("no-store");
    const body = (await named.json()) as { ok: boolean; jobs: Record<string, { status: string }> };
    expect(body.ok).toBe(true);
    expect(Object.keys(body.jobs).sort()).toEqual(["purge-sessions", "purge-vitals"]);
    expect(body.jobs["purge-vitals"]!.status).toBe("ok");

    for (const route of ["run", "drain"] as const) {
      const all = await post(route);
      expect(all.status).toBe(200);
      const report = (await all.json()) as { jobs: Record<string, { status: string }> };
      expect(Object.keys(report.jobs)).toEqual([
        "leads",
        "sms",
        "conversions",
        "reminders",
        "purge-leads",
        "purge-bookings",
        "purge-sms",
        "purge-vitals",
        "purge-sessions",
        "purge-quota",
        "purge-access",
      ]);
    }
    log.mockRestore();
  });

  it("answers 503 when a job fails, with every job's result: the others still ran", async () => {
    const { openDb } = await import("@/lib/platform/db/sqlite");
    const { leadOutbox } = await import("@/lib/leads");
    const { id } = await leadOutbox().add(newLead("실패와함께", new Date()), new Date());
    // A real failure of a real store: the vitals table is gone.
    openDb().exec("DROP TABLE vitals_histogram");
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await post("run", "?jobs=leads,purge-vitals");
    expect(res.status).toBe(503);
    const body = (await res.json()) as {
      ok: boolean;
      jobs: Record<string, { status: string; error?: string; counts?: Record<string, number> }>;
    };
    expect(body.ok).toBe(false);
    expect(body.jobs["purge-vitals"]).toMatchObject({
      status: "failed",
      error: expect.stringContaining("no such table"),
    });
    expect(body.jobs.leads).toMatchObject({ status: "ok", counts: { delivered: 1 } });
    expect(service.deliveredCountsById().get(id)).toBe(1);
    expect(error.mock.calls.flat().join(" ")).toMatch(/\[jobs\] .*purge-vitals failed/);
    error.mockRestore();
  });
});
