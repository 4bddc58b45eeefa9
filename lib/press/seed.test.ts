import { afterAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { complex } from "@/lib/site/content";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { seedPress } from "./seed";
import { samplePressArticles } from "./seed-articles";
import { SqlitePressRepository } from "./store/sqlite";

afterAll(() => closeAllDbs());

describe("seeding the sample articles", () => {
  it("fills an empty store at start, never refills one an administrator emptied in part, and npm run seed restores missing ids", async () => {
    const store = new SqlitePressRepository(
      openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "press-seed-")), "site.db")),
    );
    const total = samplePressArticles().length;
    expect(await seedPress(store, { ifEmpty: true })).toBe(total);
    expect(await seedPress(store, { ifEmpty: true })).toBe(0);

    const first = (await store.list(complex.defaultSite)).items[0]!;
    await store.addView(complex.defaultSite, first.id);
    const removed = (await store.list(complex.defaultSite)).items[1]!;
    expect(await store.remove(complex.defaultSite, removed.id)).toBe(true);
    expect(await seedPress(store, { ifEmpty: true })).toBe(0);
    expect(await store.get(complex.defaultSite, removed.id)).toBeNull();

    expect(await seedPress(store, { ifEmpty: false })).toBe(1);
    expect(await store.get(complex.defaultSite, removed.id)).not.toBeNull();
    expect((await store.get(complex.defaultSite, first.id))?.views).toBe(1);
  });
});
