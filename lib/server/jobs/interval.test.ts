import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFormService, type FormService } from "@/e2e/support/form-service.mjs";

// BACKGROUND_JOBS=interval (the default) without CRON_SECRET: the cron routes do not exist, the
// in-process timer runs the jobs, and stopping it waits for the pass in progress (graceful
// shutdown). Real SQLite file in DATA_DIR, the form-service stand-in on 127.0.0.1.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobs-interval-"));
const saved = { ...process.env };
let service: FormService;

beforeAll(async () => {
  service = await startFormService();
  for (const key of Object.keys(process.env))
    if (/^(ALERT_|FORM_SERVICE_URL|FIREBASE_|FIRESTORE_|SOLAPI_|SMS_|CRON_SECRET|BACKGROUND_JOBS)/.test(key))
      delete process.env[key];
  Object.assign(process.env, { DATA_DIR: dataDir, DATA_BACKEND: "sqlite", FORM_SERVICE_URL: service.url });
  // The first import of the runtimes can take long on a busy machine: not in any test's time.
  await Promise.all([
    import("@/app/api/cron/run/route"),
    import("@/app/api/cron/drain/route"),
    import("./index"),
    import("@/lib/leads"),
  ]);
}, 120_000);
afterAll(async () => {
  const { closeAllDbs } = await import("@/lib/platform/db/sqlite");
  closeAllDbs();
  await service?.close();
  process.env = { ...saved };
});

describe("without CRON_SECRET", () => {
  it("the cron routes answer 404, whatever the method", async () => {
    for (const route of [await import("@/app/api/cron/run/route"), await import("@/app/api/cron/drain/route")]) {
      const res = await route.POST(
        new Request("http://127.0.0.1/api/cron/run", {
          method: "POST",
          headers: { authorization: "Bearer anything-at-all-0123" },
        }),
      );
      expect(res.status).toBe(404);
      expect(route.GET().status).toBe(404);
    }
  });
});

describe("the in-process interval", () => {
  it("starts once, runs a pass at once, and stopping it waits for that pass", async () => {
    const { leadOutbox } = await import("@/lib/leads");
    const { startScheduledJobs, stopScheduledJobs } = await import("./index");
    const { id } = await leadOutbox().add(
      {
        form: "register",
        fields: {
          name: "간격고객",
          phone: "01019191919",
          message: null,
          birthDate: null,
          email: null,
          visitDate: null,
        },
        page: "/",
        referrer: null,
        utm: null,
        consentAt: new Date(),
        idempotencyKey: null,
        hasDestination: true,
      },
      new Date(),
    );
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    expect(startScheduledJobs()).toBe(true);
    expect(startScheduledJobs()).toBe(true);
    const runtime = (globalThis as Record<symbol, { timer?: unknown; pass?: unknown }>)[
      Symbol.for("presale.jobs.runtime")
    ]!;
    expect(runtime.timer).toBeDefined();
    expect(runtime.pass).toBeDefined();
    await stopScheduledJobs();
    expect(runtime.timer).toBeUndefined();
    expect(runtime.pass).toBeUndefined();
    // The pass that was running when stop was asked for has finished its work.
    expect(service.deliveredCountsById().get(id)).toBe(1);
    const lines = log.mock.calls.map((c) => String(c[0]));
    expect(lines.some((l) => /^\[jobs\] leads claimed=1 delivered=1/.test(l))).toBe(true);
    expect(lines.join("\n")).not.toMatch(/간격고객|01019191919/);
    log.mockRestore();
    await stopScheduledJobs();
  });
});
