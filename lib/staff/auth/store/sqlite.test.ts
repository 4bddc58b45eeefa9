import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import type { EmbeddedCredentials } from "../config";
import { closeEmbeddedSession, embeddedAdmin, openEmbeddedSession } from "../embedded-session";
import { adminSessionStoreContract } from "@/test-support/contracts/session-store.contract";
import { SqliteAdminSessionStore } from "./sqlite";

// The SQLite session store on a real file in a temporary folder.
const tmpFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), "auth-sessions-")), "site.db");

afterAll(() => closeAllDbs());

adminSessionStoreContract("SQLite", async () => new SqliteAdminSessionStore(openDb(tmpFile())));

describe("admin sessions: SQLite across a restart", () => {
  it("an open session survives a restart, an ended one stays ended", async () => {
    const file = tmpFile();
    const key = new TextEncoder().encode("k".repeat(40));
    const credentials: EmbeddedCredentials = { email: "admin@example.com", kind: "plain", password: "pw" };
    const now = new Date("2026-11-23T09:00:00Z");
    const first = new SqliteAdminSessionStore(openDb(file));
    const kept = await openEmbeddedSession({ credentials, key, store: first, now });
    const ended = await openEmbeddedSession({ credentials, key, store: first, now });
    await closeEmbeddedSession(ended, { key, store: first, now });
    closeAllDbs();

    const second = new SqliteAdminSessionStore(openDb(file));
    expect(await embeddedAdmin(kept, { credentials, key, store: second, now })).toEqual({
      email: "admin@example.com",
      role: "admin",
    });
    expect(await embeddedAdmin(ended, { credentials, key, store: second, now })).toBeNull();
    expect(openDb(file).prepare("SELECT version FROM schema_migrations WHERE domain = 'auth'").all()).toEqual([
      { version: 1 },
      { version: 2 },
      { version: 3 },
    ]);
  });
});
