import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { startFormService, type FormService } from "@/e2e/support/form-service.mjs";
import { drainOnce, forwardNow } from "./drainer";
import { GIVE_UP_AFTER_MS, RETRY_CAP_MS, retryDelayMs } from "@/lib/platform/queue";
import { SqliteLeadOutbox } from "./store/sqlite";
import type { NewLead } from "./outbox";
import { newLead } from "@/test-support/new-lead";

const tmpFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), "drain-")), "site.db");

const lead = (over: Partial<NewLead> = {}): NewLead =>
  newLead({
    form: "inquiry",
    fields: {
      name: "이서연",
      phone: "01098765432",
      message: "잔여세대 문의",
      birthDate: "900101",
      email: null,
      visitDate: null,
    },
    page: "/sample-site/customer",
    ...over,
  });

let service: FormService;
let outbox: SqliteLeadOutbox;
beforeEach(async () => {
  service = await startFormService();
  outbox = new SqliteLeadOutbox(openDb(tmpFile()));
});
afterEach(async () => {
  closeAllDbs();
  await service.close();
});

describe("forwarding to the form service", () => {
  it("POSTs JSON with the spec's fields plus form, leadId and submittedAt; 2xx means delivered", async () => {
    const { id } = await outbox.add(lead());
    const report = await forwardNow(id, { outbox, destinations: { inquiry: service.url } });
    expect(report).toMatchObject({ claimed: 1, delivered: 1 });
    expect(service.received).toHaveLength(1);
    const [req] = service.received;
    expect(req!.headers["content-type"]).toBe("application/json");
    expect(req!.headers.accept).toBe("application/json");
    expect(req!.headers["idempotency-key"]).toBe(id);
    const stored = await outbox.get(id);
    expect(req!.body).toEqual({
      form: "inquiry",
      leadId: id,
      submittedAt: stored!.createdAt.toISOString(),
      name: "이서연",
      phone: "01098765432",
      birthDate: "900101",
      message: "잔여세대 문의",
      consentedAt: stored!.consentAt.toISOString(),
      marketingConsent: "N",
      thirdPartyConsent: "N",
      overseasConsent: "N",
      consentVersion: "",
    });
    expect(stored).toMatchObject({ status: "delivered", attempts: 1 });
    // A lead with its consent record carries it.
    const consented = await outbox.add(
      lead({
        consents: { marketing: true, thirdParty: false, overseas: true, version: "c-xyz" },
        fields: { ...lead().fields, phone: "01011112222" },
      }),
    );
    await forwardNow(consented.id, { outbox, destinations: { inquiry: service.url } });
    expect(service.received[1]!.body).toMatchObject({
      leadId: consented.id,
      marketingConsent: "Y",
      thirdPartyConsent: "N",
      overseasConsent: "Y",
      consentVersion: "c-xyz",
    });
    service.received.splice(1);
    // Nothing left to do: a second pass sends nothing.
    expect(await drainOnce({ outbox, destinations: { inquiry: service.url } })).toMatchObject({ claimed: 0 });
    expect(service.received).toHaveLength(1);
  });

  it("a lead stored while the service is down is delivered once it is back", async () => {
    service.setMode("fail");
    const { id } = await outbox.add(lead());
    const t = Date.now();
    await forwardNow(id, { outbox, destinations: { inquiry: service.url } });
    const afterFail = await outbox.get(id);
    expect(afterFail).toMatchObject({ status: "pending", attempts: 1, lastError: "form service answered HTTP 503" });
    expect(afterFail!.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(t + retryDelayMs(1));
    // Not due yet: the drainer leaves it alone.
    expect(await drainOnce({ outbox, destinations: { inquiry: service.url } })).toMatchObject({ claimed: 0 });
    service.setMode("ok");
    const later = () => new Date(afterFail!.nextAttemptAt!.getTime() + 1);
    expect(await drainOnce({ outbox, destinations: { inquiry: service.url }, now: later })).toMatchObject({
      claimed: 1,
      delivered: 1,
    });
    expect(await outbox.get(id)).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
    expect(service.countsById().get(id)).toBe(2); // one refused (503), one accepted
  });

  it("a network error (nothing listening) is retried", async () => {
    await service.close();
    const { id } = await outbox.add(lead());
    await forwardNow(id, { outbox, destinations: { inquiry: service.url } });
    expect(await outbox.get(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/^network error: ECONNREFUSED/),
    });
    service = await startFormService(); // for afterEach
  });

  it("a hanging service times out and the lead is retried later", async () => {
    service.setMode("hang");
    const { id } = await outbox.add(lead());
    await forwardNow(id, { outbox, destinations: { inquiry: service.url }, timeoutMs: 300 });
    expect(await outbox.get(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "no answer within 300 ms",
    });
  });

  it("429 and 408 are retried, another 4xx fails at once and is kept", async () => {
    service.setMode("reject");
    const { id } = await outbox.add(lead());
    await forwardNow(id, { outbox, destinations: { inquiry: service.url } });
    expect(await outbox.get(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "form service answered HTTP 422",
      nextAttemptAt: null,
    });
    expect(
      await drainOnce({
        outbox,
        destinations: { inquiry: service.url },
        now: () => new Date(Date.now() + GIVE_UP_AFTER_MS),
      }),
    ).toMatchObject({ claimed: 0 });
    expect(await outbox.list({ status: "failed" })).toHaveLength(1);

    for (const status of [408, 429, 500, 502]) {
      service.setMode(status);
      const retried = await outbox.add(lead());
      await forwardNow(retried.id, { outbox, destinations: { inquiry: service.url } });
      expect(await outbox.get(retried.id)).toMatchObject({
        status: "pending",
        lastError: `form service answered HTTP ${status}`,
      });
    }
    for (const status of [400, 401, 404, 410]) {
      service.setMode(status);
      const refused = await outbox.add(lead());
      await forwardNow(refused.id, { outbox, destinations: { inquiry: service.url } });
      expect(await outbox.get(refused.id)).toMatchObject({
        status: "failed",
        lastError: `form service answered HTTP ${status}`,
      });
    }
  });

  it("backs off exponentially, capped at one hour, and gives up after 24 hours", async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(11)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(40)).toBe(RETRY_CAP_MS);

    service.setMode("fail");
    const { id } = await outbox.add(lead());
    const start = Date.now();
    let clock = start;
    const now = () => new Date(clock);
    const dest = { inquiry: service.url };
    let passes = 0;
    while ((await outbox.get(id))!.status === "pending" && passes < 100) {
      clock = (await outbox.get(id))!.nextAttemptAt!.getTime();
      await drainOnce({ outbox, destinations: dest, now });
      passes += 1;
    }
    const final = await outbox.get(id);
    expect(final).toMatchObject({ status: "failed", lastError: expect.stringContaining("gave up after 24 hours") });
    expect(clock - start).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(clock - start).toBeLessThan(GIVE_UP_AFTER_MS + RETRY_CAP_MS + 1);
    // 5 s doubling up to 1 h, then hourly: about 33 attempts within the day.
    expect(final!.attempts).toBeGreaterThan(25);
    expect(final!.attempts).toBeLessThan(40);
  });

  it("a no-destination lead is delivered by the drainer once a URL is configured", async () => {
    const { id } = await outbox.add(lead({ hasDestination: false }));
    expect(await drainOnce({ outbox, destinations: {} })).toMatchObject({ claimed: 0 });
    expect(await drainOnce({ outbox, destinations: { visit: service.url } })).toMatchObject({ claimed: 0 });
    expect((await outbox.get(id))?.status).toBe("no-destination");
    expect(await drainOnce({ outbox, destinations: { inquiry: service.url } })).toMatchObject({ delivered: 1 });
    expect(service.countsById().get(id)).toBe(1);
  });

  it("two drainers on one database file send every lead exactly once", async () => {
    const file = tmpFile();
    const a = new SqliteLeadOutbox(openDb(file));
    const db2 = new Database(file);
    db2.pragma("busy_timeout = 5000");
    const b = new SqliteLeadOutbox(db2);
    for (let i = 0; i < 80; i++) await a.add(lead());
    const dest = { inquiry: service.url };
    await Promise.all([
      drainOnce({ outbox: a, destinations: dest, concurrency: 5 }),
      drainOnce({ outbox: b, destinations: dest, concurrency: 5 }),
    ]);
    db2.close();
    const counts = service.countsById();
    expect(counts.size).toBe(80);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await a.counts()).toMatchObject({ delivered: 80, pending: 0 });
  });
});
