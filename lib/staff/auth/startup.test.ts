import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { captureLog } from "@/test-support/capture-log";

// startAuth reads the environment once per process: each case loads fresh modules.
const saved = { ...process.env };
beforeEach(() => {
  vi.resetModules();
  for (const key of Object.keys(process.env))
    if (/^(ADMIN_|SESSION_SECRET|AUTH_BACKEND|DATA_BACKEND|FIREBASE_|FIRESTORE_)/.test(key)) delete process.env[key];
});
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

/** One server start on fresh modules and `env` alone (so one test may start several times). */
async function start(env: Record<string, string>) {
  vi.resetModules();
  vi.restoreAllMocks();
  for (const key of Object.keys(process.env))
    if (/^(ADMIN_|SESSION_SECRET|AUTH_BACKEND|DATA_BACKEND|FIREBASE_|FIRESTORE_|NODE_ENV$)/.test(key))
      delete process.env[key];
  Object.assign(process.env, env);
  const captured = captureLog();
  const { startAuth } = await import("./startup");
  await startAuth();
  return { warnings: captured.messages("WARNING"), infos: captured.messages("INFO") };
}

describe("startAuth", () => {
  it("recommends the hash when a plain ADMIN_PASSWORD is used in production", async () => {
    const { warnings } = await start({
      NODE_ENV: "production",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "plain-but-long",
      SESSION_SECRET: "s".repeat(32),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/npm run hash-password/);
  });

  it("says nothing about a plain password outside production", async () => {
    const { warnings } = await start({
      NODE_ENV: "development",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "plain",
    });
    expect(warnings).toEqual([]);
  });

  it("tells the operator that sign-in is disabled and how to enable it", async () => {
    const { warnings } = await start({ NODE_ENV: "production" });
    expect(warnings[0]).toMatch(/disabled.*ADMIN_EMAIL and ADMIN_PASSWORD_HASH/);
  });

  it("refuses to start in Firebase mode when the Auth emulator is set with a real project id", async () => {
    await expect(
      start({
        AUTH_BACKEND: "firebase",
        FIREBASE_PROJECT_ID: "my-real-project",
        FIREBASE_API_KEY: "k",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      }),
    ).rejects.toThrow(/demo-/);
  });

  it("refuses to start in production with a plain ADMIN_PASSWORD shorter than 12 characters", async () => {
    const weak = { NODE_ENV: "production", ADMIN_EMAIL: "admin@example.com", SESSION_SECRET: "s".repeat(32) };
    for (const password of ["plain", "12345678901", "correcthors"]) {
      await expect(start({ ...weak, ADMIN_PASSWORD: password })).rejects.toThrow(
        /Refusing to start in production: ADMIN_PASSWORD is shorter than 12 characters.*npm run hash-password/,
      );
    }
  });

  it("accepts a 12-character plain password in production, a short one outside production, and any hash", async () => {
    const base = { ADMIN_EMAIL: "admin@example.com", SESSION_SECRET: "s".repeat(32) };
    // Started (no refusal thrown), with only the hash advice in production.
    expect((await start({ ...base, NODE_ENV: "production", ADMIN_PASSWORD: "123456789012" })).warnings).toEqual([
      expect.stringMatching(/set in plain text.*npm run hash-password/),
    ]);
    expect((await start({ ...base, NODE_ENV: "development", ADMIN_PASSWORD: "short" })).warnings).toEqual([]);
    const { hashPassword } = await import("./password");
    expect(
      (await start({ ...base, NODE_ENV: "production", ADMIN_PASSWORD_HASH: await hashPassword("x") })).warnings,
    ).toEqual([]);
    // the hash wins over a leftover short plain password, which is never used
    expect(
      (
        await start({
          ...base,
          NODE_ENV: "production",
          ADMIN_PASSWORD_HASH: await hashPassword("x"),
          ADMIN_PASSWORD: "short",
        })
      ).warnings,
    ).toEqual([expect.stringMatching(/Both ADMIN_PASSWORD_HASH and ADMIN_PASSWORD are set: the hash is used/)]);
  });
});
