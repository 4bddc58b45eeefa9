import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/db/sqlite";
import { SqliteLeadOutbox } from "@/lib/leads/outbox-sqlite";
import type { NewLead } from "@/lib/leads/outbox";

// The cron route for real: its own DATA_DIR with a real SQLite file, the route's POST called
// with the shared secret. The retention purge runs with the drain (once an hour per process).

const SECRET = "cron-secret-for-the-test-0123456789";
const dir = mkdtempSync(path.join(os.tmpdir(), "cron-"));
const saved = { ...process.env };

const lead = (consentAt: Date): NewLead => ({
  form: "visit",
  fields: { name: "오래된고객", phone: "01042424242", message: null, birthDate: null, email: null, visitDate: null },
  page: "/",
  referrer: null,
  utm: null,
  consentAt,
  idempotencyKey: null,
  hasDestination: false,
});

beforeAll(() => {
  Object.assign(process.env, { DATA_DIR: dir, DATA_BACKEND: "sqlite", CRON_SECRET: SECRET, FORM_SERVICE_URL: "" });
});
afterAll(() => {
  closeAllDbs();
  for (const key of ["DATA_DIR", "DATA_BACKEND", "CRON_SECRET", "FORM_SERVICE_URL"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe("POST /api/cron/drain", () => {
  it("purges the leads past the retention period (counts only) and keeps the rest", async () => {
    const outbox = new SqliteLeadOutbox(openDb(path.join(dir, "site.db")));
    const day = 86_400_000;
    const expired = await outbox.add(lead(new Date(Date.now() - 400 * day)));
    const recent = await outbox.add(lead(new Date(Date.now() - 30 * day)));
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const { POST } = await import("./route");
    const call = () => POST(new Request("http://127.0.0.1/api/cron/drain", { method: "POST", headers: { authorization: `Bearer ${SECRET}` } }));

    const first = await call();
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ ok: true, purged: 1, claimed: 0 });
    expect(JSON.stringify(body)).not.toContain("오래된고객");
    expect(await outbox.get(expired.id)).toBeNull();
    expect(await outbox.get(recent.id)).not.toBeNull();
    expect(log.mock.calls.flat().join("\n")).not.toMatch(/오래된고객|01042424242/);

    // Within the hour the purge does not run again.
    const second = await (await call()).json();
    expect(second).toMatchObject({ ok: true });
    expect(second.purged).toBeUndefined();
    log.mockRestore();

    const refused = await POST(new Request("http://127.0.0.1/api/cron/drain", { method: "POST", headers: { authorization: "Bearer wrong" } }));
    expect(refused.status).toBe(401);
  });
});
