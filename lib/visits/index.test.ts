import { afterAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// The runtime on the default backend (SQLite in DATA_DIR) with no SMS settings.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "visit-runtime-"));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = "https://www.example.test";
for (const key of ["DATA_BACKEND", "SOLAPI_API_KEY", "SOLAPI_API_SECRET", "SMS_SENDER_NUMBER", "VISIT_TOKEN_SECRET"])
  delete process.env[key];

const { closeAllDbs } = await import("@/lib/platform/db/sqlite");
const { drainVisitSms, purgeBookings, purgeSmsRecords, queueMissedVisitReminders, visitDeps } =
  await import("./runtime");
const { bookVisit } = await import("./service");

afterAll(() => closeAllDbs());

describe("visit runtime", () => {
  it("books on the SQLite file in DATA_DIR; without SMS settings nothing is queued, drained or started", async () => {
    const deps = await visitDeps();
    expect(deps.manageUrl).toBe("https://www.example.test/Promotion/Visit/manage");
    expect(deps.sms?.enabled).toBe(false);
    const now = new Date("2026-11-25T00:00:00Z");
    const booked = await bookVisit(
      deps,
      {
        slot: "2026-11-26T10:00",
        name: "박지훈",
        phone: "01055554444",
        partySize: "1",
        consent: "on",
        smsConsent: "on",
      },
      now,
    );
    expect(booked).toMatchObject({ ok: true, sms: [{ kind: "confirmation", queued: false, reason: "sms-off" }] });
    expect(await (await visitDeps()).store.listDay("2026-11-26")).toHaveLength(1);
    expect(await drainVisitSms()).toBeNull();
    expect(await queueMissedVisitReminders(now)).toBeNull();
    // Retention: nothing is past the period yet; years later, the booking goes.
    expect(await purgeBookings(now)).toBe(0);
    expect(await purgeSmsRecords(now)).toBe(0);
    expect(await purgeBookings(new Date("2036-01-01T00:00:00Z"))).toBe(1);
  });
});
