import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { drainSms } from "../drainer";
import { GIVE_UP_AFTER_MS } from "@/lib/platform/queue";
import { SqliteSmsOutbox } from "./sqlite";
import { SolapiSmsSender } from "../solapi";
import { redirectSolapiTo, startSolapiStandIn, type SolapiStandIn } from "@/test-support/solapi-stand-in.mjs";
import { smsOutboxContract } from "@/test-support/contracts/sms-outbox.contract";

const t0 = new Date("2026-11-25T01:00:00Z");
const tmp = () => path.join(mkdtempSync(path.join(os.tmpdir(), "sms-sqlite-")), "site.db");
const credentials = { apiKey: "NCSOUTBOXKEY00001", apiSecret: "OUTBOXSECRET0000000000000000001" };
let standIn: SolapiStandIn;
let undo: () => void;

beforeAll(async () => {
  standIn = await startSolapiStandIn(credentials);
  undo = await redirectSolapiTo(standIn.origin);
});
afterAll(async () => {
  undo?.();
  await standIn?.close();
});
afterEach(() => closeAllDbs());

describe("SQLite SMS outbox", () => {
  it("two connections to one file (two instances) never claim the same message", async () => {
    const file = tmp();
    const a = new SqliteSmsOutbox(openDb(file));
    const other = new Database(file);
    other.pragma("busy_timeout = 5000");
    const b = new SqliteSmsOutbox(other);
    for (let i = 0; i < 40; i++)
      await a.enqueue(
        {
          bookingId: `V-1126-${String(i).padStart(4, "0")}`,
          kind: "confirmation",
          to: "01012345678",
          text: "확정",
          notBefore: t0,
        },
        t0,
      );
    const seen: string[] = [];
    for (let round = 0; round < 10; round++) {
      const [x, y] = await Promise.all([
        a.claim({ now: t0, limit: 3, leaseMs: 60_000 }),
        b.claim({ now: t0, limit: 3, leaseMs: 60_000 }),
      ]);
      seen.push(...x.map((m) => m.id), ...y.map((m) => m.id));
    }
    other.close();
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
  });

  it("a refusal that repeating cannot fix (4xx) fails at once; retries stop after 24 hours", async () => {
    const outbox = new SqliteSmsOutbox(openDb(tmp()));
    const sender = new SolapiSmsSender({ ...credentials, from: "16880926" });
    await outbox.enqueue(
      { bookingId: "V-1126-0400", kind: "confirmation", to: "01012345678", text: "확정", notBefore: t0 },
      t0,
    );
    standIn.failNext(400);
    expect(await drainSms({ outbox, sender, now: () => t0 })).toMatchObject({ claimed: 1, failed: 1 });
    expect(await outbox.get("V-1126-0400:confirmation")).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: expect.stringMatching(/400|InternalError/),
    });

    await outbox.enqueue(
      { bookingId: "V-1126-0500", kind: "confirmation", to: "01012345678", text: "확정", notBefore: t0 },
      t0,
    );
    standIn.failNext(500);
    expect(await drainSms({ outbox, sender, now: () => t0 })).toMatchObject({ retried: 1 });
    standIn.failNext(500);
    const late = new Date(t0.getTime() + GIVE_UP_AFTER_MS);
    expect(await drainSms({ outbox, sender, now: () => late })).toMatchObject({ failed: 1 });
    expect(await outbox.get("V-1126-0500:confirmation")).toMatchObject({
      status: "failed",
      lastError: expect.stringMatching(/^gave up after 24 hours/),
    });
  });
});

describe("SQLite SMS outbox: contract", () => {
  smsOutboxContract(
    () => new SqliteSmsOutbox(openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "sms-")), "site.db"))),
  );
});
