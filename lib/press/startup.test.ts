import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resetStores } from "@/lib/platform/store/factory";

// What the server's start writes into an empty SQLite store: the sample articles only where the
// site shows demo content (a local SITE_URL, or DEMO_CONTENT=true), nothing at a public address.
// env() is read once per process: each case loads fresh modules on a fresh data folder.

const saved = { ...process.env };
let dataDir = "";
beforeEach(() => {
  vi.resetModules();
  resetStores();
  for (const key of ["SITE_URL", "DEMO_CONTENT", "DATA_BACKEND", "FIRESTORE_EMULATOR_HOST"]) delete process.env[key];
  dataDir = mkdtempSync(path.join(os.tmpdir(), "press-start-"));
});
afterEach(async () => {
  (await import("@/lib/platform/db/sqlite")).closeAllDbs();
  process.env = { ...saved };
  rmSync(dataDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** Starts the press store as the server does with `settings`; the articles of the default site after it. */
async function articlesAfterStart(settings: Record<string, string>): Promise<string[]> {
  Object.assign(process.env, { NODE_ENV: "production", DATA_BACKEND: "sqlite", DATA_DIR: dataDir, ...settings });
  vi.spyOn(console, "log").mockImplementation(() => {});
  const { startPress } = await import("./startup");
  await startPress();
  const { pressRepository } = await import("./store/index");
  const { complex } = await import("@/lib/site/content");
  return (await (await pressRepository()).list(complex.defaultSite)).items.map((a) => a.id);
}

describe("startPress", () => {
  it("seeds nothing on a production start at a public address: the press list starts empty", async () => {
    expect(await articlesAfterStart({ SITE_URL: "https://www.presale-example.co.kr" })).toEqual([]);
  });

  it("seeds nothing with DEMO_CONTENT=false, even on this machine", async () => {
    expect(await articlesAfterStart({ SITE_URL: "http://localhost:3000", DEMO_CONTENT: "false" })).toEqual([]);
  });

  it("seeds the sample articles for a local start (the quick start's npm start), and where DEMO_CONTENT=true", async () => {
    const { samplePressArticles } = await import("./seed-articles");
    const samples = samplePressArticles().map((a) => a.id);
    expect(samples.length).toBeGreaterThan(0);
    expect((await articlesAfterStart({ SITE_URL: "http://127.0.0.1:3000" })).length).toBe(Math.min(samples.length, 10));
    vi.resetModules();
    resetStores();
    (await import("@/lib/platform/db/sqlite")).closeAllDbs();
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = mkdtempSync(path.join(os.tmpdir(), "press-start-"));
    const seeded = await articlesAfterStart({ SITE_URL: "https://www.presale-example.co.kr", DEMO_CONTENT: "true" });
    expect(seeded.every((id) => samples.includes(id))).toBe(true);
    expect(seeded.length).toBe(Math.min(samples.length, 10));
  });
});
