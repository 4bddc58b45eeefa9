import { afterAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { pressRepositoryContract } from "@/test-support/contracts/press-repository.contract";
import { SqlitePressRepository } from "./sqlite";
import { recordDocumentView, recordView } from "../views";

// A real SQLite file in a temporary folder; every case uses its own site ids.
const file = path.join(mkdtempSync(path.join(os.tmpdir(), "press-")), "site.db");
afterAll(() => closeAllDbs());

pressRepositoryContract("SQLite", () => new SqlitePressRepository(openDb(file)));

describe("SQLite: a busy file", () => {
  it("fails a view quickly with SQLITE_BUSY while another connection holds the write lock; recordView logs it and reads go on", async () => {
    const store = new SqlitePressRepository(openDb(file));
    await store.importArticles([
      {
        id: "locked",
        siteId: "busy-site",
        title: "잠긴 기사",
        summary: "요약",
        content: "",
        date: new Date("2025-09-01T00:00:00Z"),
        views: 4,
      },
    ]);
    const other = new Database(file);
    other.pragma("busy_timeout = 0");
    other.exec("BEGIN EXCLUSIVE");
    try {
      await expect(store.addView("busy-site", "locked")).rejects.toMatchObject({ code: "SQLITE_BUSY" });
      await expect(store.countView("busy-site", "locked")).rejects.toMatchObject({ code: "SQLITE_BUSY" });
      const log: unknown[][] = [];
      expect(await recordView(store, "busy-site", "locked", (...args) => log.push(args))).toEqual({ status: "failed" });
      expect(await recordDocumentView(store, "busy-site", "locked", (...args) => log.push(args))).toBe(false);
      expect(log).toHaveLength(2);
      // The article itself is still readable (WAL: readers never wait for the writer).
      expect((await store.get("busy-site", "locked"))?.views).toBe(4);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    // The connection keeps its own 5 s wait for every other write.
    expect(openDb(file).pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(await recordView(store, "busy-site", "locked")).toEqual({ status: "counted", views: 5 });
  });
});
