import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { captureLog } from "@/test-support/capture-log";
import { buildSettingsRecord } from "@/lib/build-settings.mjs";
const started = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/press/startup", () => ({ startPress: async () => void started.push("press") }));
vi.mock("@/lib/server/jobs", () => ({
  startScheduledJobs: () => (started.push("jobs"), true),
  stopScheduledJobs: async () => undefined,
}));

// Next only logs an error thrown by the instrumentation hook and serves on regardless, so a
// refused setting must end the process itself.
const saved = { ...process.env };
beforeEach(() => {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("presale.runtime.lifecycle")];
  started.length = 0;
  for (const key of Object.keys(process.env))
    if (
      /^(ADMIN_|SESSION_SECRET|AUTH_BACKEND|DATA_BACKEND|FIREBASE_|FORM_SERVICE_URL|VISIT_TOKEN_SECRET|SOLAPI_|SMS_)/.test(
        key,
      )
    )
      delete process.env[key];
});
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

async function ready() {
  return (await import("@/lib/platform/runtime/lifecycle")).isReady();
}

async function startWith(env: Record<string, string>) {
  Object.assign(process.env, env);
  const exit = vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
    throw new Error(`exit ${code}`);
  }) as typeof process.exit);
  const captured = captureLog();
  const { onServerStart } = await import("./startup");
  const outcome = await onServerStart().then(
    () => "started",
    (e: Error) => e.message,
  );
  return { outcome, exit, logged: captured.messages("ERROR").join("\n"), entries: captured.entries };
}

describe("onServerStart", () => {
  it("exits with 1 before opening any store on a short plain ADMIN_PASSWORD in production", async () => {
    const { outcome, exit, logged } = await startWith({
      NODE_ENV: "production",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "short",
      SESSION_SECRET: "s".repeat(32),
    });
    expect(outcome).toBe("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(logged).toMatch(/Refusing to start in production: ADMIN_PASSWORD is shorter than 12 characters/);
    expect(started).toEqual([]);
    expect(await ready()).toBe(false);
  });

  it("exits with 1 before opening any store when a setting differs from the build's, in one line naming it", async () => {
    // The record next.config.ts writes into the built server code (here read from the environment:
    // vitest runs the sources), of a build made in this environment (the second complex's run sets
    // COMPLEX and the ad tags) with a SITE_URL of its own.
    const { outcome, exit, logged } = await startWith({
      NODE_ENV: "production",
      PRESALE_BUILD_SETTINGS: buildSettingsRecord({ ...process.env, SITE_URL: "https://www.presale-example.co.kr" }),
      SITE_URL: "https://other.example",
      VISIT_TOKEN_SECRET: "v".repeat(40),
    });
    expect(outcome).toBe("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(logged).toBe(
      "Refusing to start: this build was made with other settings. SITE_URL: the build has https://www.presale-example.co.kr, this server https://other.example. Build again with this server's settings (set them, then `npm run build`), or start it with the build's.",
    );
    expect(started).toEqual([]);
    expect(await ready()).toBe(false);
  });

  it("starts when the settings are the build's, spelled out or left to their defaults", async () => {
    const { outcome, exit } = await startWith({
      NODE_ENV: "production",
      PRESALE_BUILD_SETTINGS: buildSettingsRecord({
        ...process.env,
        SITE_URL: "http://localhost:3000/",
        DEMO_CONTENT: "true",
      }),
      FORM_SERVICE_URL: "http://127.0.0.1:9/hook",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "a-long-enough-password",
      SESSION_SECRET: "s".repeat(32),
      VISIT_TOKEN_SECRET: "v".repeat(32),
    });
    expect(outcome).toBe("started");
    expect(exit).not.toHaveBeenCalled();
    expect(started).toEqual(["press", "jobs"]);
  });

  it("exits on a plain-http form service to another machine in production", async () => {
    const { outcome, logged } = await startWith({
      NODE_ENV: "production",
      FORM_SERVICE_URL: "http://forms.example.com/hook",
    });
    expect(outcome).toBe("exit 1");
    expect(logged).toMatch(/FORM_SERVICE_URL: must be an https URL in production/);
    expect(started).toEqual([]);
  });

  it("starts the stores and workers when the settings are acceptable", async () => {
    const { outcome, exit } = await startWith({
      NODE_ENV: "production",
      FORM_SERVICE_URL: "http://127.0.0.1:9/hook",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "a-long-enough-password",
      SESSION_SECRET: "s".repeat(32),
      VISIT_TOKEN_SECRET: "v".repeat(32),
    });
    expect(outcome).toBe("started");
    expect(exit).not.toHaveBeenCalled();
    expect(started).toEqual(["press", "jobs"]);
    // Ready for GET /api/health, and the process entry (scripts/start.mjs) can reach the shutdown.
    expect(await ready()).toBe(true);
    expect(
      typeof (globalThis as Record<symbol, { finish?: unknown }>)[Symbol.for("presale.runtime.shutdown")]?.finish,
    ).toBe("function");
  });

  it("exits before opening any store without VISIT_TOKEN_SECRET in production (it signs the booking links)", async () => {
    const { outcome, logged } = await startWith({
      NODE_ENV: "production",
      SITE_URL: "https://www.example.test",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "a-long-enough-password",
      SESSION_SECRET: "s".repeat(32),
    });
    expect(outcome).toBe("exit 1");
    expect(logged).toMatch(/VISIT_TOKEN_SECRET is required in production/);
    expect(started).toEqual([]);
  });
});
