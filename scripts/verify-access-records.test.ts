import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { accessRecord } from "@/lib/staff/access";
import { SqliteAccessRecordStore } from "@/lib/staff/access/store/sqlite";
import { finished, startScript } from "@/test-support/run-script";

// `npm run verify-access-records` on a real data folder: whole, then with one record edited behind
// the store's back.

afterAll(() => closeAllDbs());

describe("npm run verify-access-records", () => {
  it("says the chain is whole, then names the record that was changed and exits 1", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "verify-access-"));
    const store = new SqliteAccessRecordStore(openDb(path.join(dataDir, "site.db")));
    const admin = { email: "owner@example.com", role: "admin" as const };
    for (let i = 0; i < 4; i++)
      await store.append(accessRecord(admin, "lead-list", { targets: [`L-${i}`] }, "203.0.113.5"));
    const run = () =>
      finished(startScript("scripts/verify-access-records.ts", [], { DATA_DIR: dataDir, DATA_BACKEND: "sqlite" }));

    const whole = await run();
    expect(whole.code).toBe(0);
    expect(whole.stdout).toContain("the chain is whole, 4 records (#1 to #4)");

    new Database(path.join(dataDir, "site.db"))
      .prepare("UPDATE access_records SET actor = ? WHERE seq = 3")
      .run("x@example.com");
    const broken = await run();
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("BROKEN at #3");
    expect(broken.stderr).toContain("3번 기록의 내용이 바뀌었습니다.");
  });
});
