import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs } from "@/lib/platform/db/sqlite";
import { resetStores } from "@/lib/platform/store/factory";
import { healthReport, type HealthDeps } from "./health";

const NOW = new Date("2026-11-26T03:00:00Z");

function deps(over: Partial<HealthDeps> = {}): HealthDeps {
  return {
    ready: () => true,
    stopping: () => false,
    oldestPendingLeadAt: async () => null,
    backend: "sqlite",
    buildId: "build-1",
    now: () => NOW,
    deadlineMs: 3_000,
    ...over,
  };
}

describe("healthReport", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers 503 'starting' before startup has finished, without reading the store", async () => {
    const read = vi.fn(async () => null);
    expect(await healthReport(deps({ ready: () => false, oldestPendingLeadAt: read }))).toEqual({
      status: 503,
      body: { status: "starting", backend: "sqlite", buildId: "build-1", oldestPendingLeadAgeSeconds: null },
    });
    expect(read).not.toHaveBeenCalled();
  });

  it("answers 503 'stopping' once shutdown has begun", async () => {
    expect((await healthReport(deps({ stopping: () => true }))).body.status).toBe("stopping");
  });

  it("answers 200 with the backend, the build id and the oldest pending lead's age in whole seconds", async () => {
    const report = await healthReport(
      deps({ backend: "firestore", oldestPendingLeadAt: async () => new Date(NOW.getTime() - 90_500) }),
    );
    expect(report).toEqual({
      status: 200,
      body: { status: "ok", backend: "firestore", buildId: "build-1", oldestPendingLeadAgeSeconds: 90 },
    });
  });

  it("answers 503 when the store read fails, saying nothing of the error", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const report = await healthReport(
      deps({ oldestPendingLeadAt: async () => Promise.reject(new Error("SQLITE_CANTOPEN /secret/path")) }),
    );
    expect(report).toEqual({
      status: 503,
      body: { status: "store-unavailable", backend: "sqlite", buildId: "build-1", oldestPendingLeadAgeSeconds: null },
    });
    expect(JSON.stringify(report)).not.toContain("secret");
  });

  it("answers 503 when the store does not answer within the deadline (it never hangs)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const report = await healthReport(deps({ deadlineMs: 0, oldestPendingLeadAt: () => new Promise(() => {}) }));
    expect(report.status).toBe(503);
    expect(report.body.status).toBe("store-unavailable");
    expect(String(warn.mock.calls[0]?.[0])).toContain("[health] the lead store read failed");
  });
});

describe("oldestPendingLeadAt on a real SQLite file", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    resetStores();
    Object.assign(process.env, { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "health-")), DATA_BACKEND: "sqlite" });
  });
  afterEach(() => {
    closeAllDbs();
    resetStores();
    process.env = { ...saved };
    vi.resetModules();
  });

  it("is null with no lead waiting, then the arrival of the oldest pending lead (not a kept or a newer one)", async () => {
    const { leadOutbox, oldestPendingLeadAt } = await import("@/lib/leads");
    expect(await oldestPendingLeadAt(NOW)).toBeNull();
    const outbox = leadOutbox();
    const lead = (at: Date, hasDestination: boolean) =>
      outbox.add(
        {
          form: "visit",
          fields: {
            name: "테스트",
            phone: "010-0000-0000",
            message: null,
            birthDate: null,
            email: null,
            visitDate: null,
          },
          page: null,
          referrer: null,
          utm: null,
          consentAt: at,
          idempotencyKey: null,
          hasDestination,
        },
        at,
      );
    await lead(new Date(NOW.getTime() - 3_600_000), false);
    await lead(new Date(NOW.getTime() - 120_000), true);
    await lead(new Date(NOW.getTime() - 60_000), true);
    expect(await oldestPendingLeadAt(NOW)).toEqual(new Date(NOW.getTime() - 120_000));
    const report = await healthReport(deps({ oldestPendingLeadAt: () => oldestPendingLeadAt(NOW) }));
    expect(report.body.oldestPendingLeadAgeSeconds).toBe(120);
  });
});
