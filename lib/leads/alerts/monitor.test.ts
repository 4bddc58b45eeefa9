import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import type { NewLead } from "@/lib/leads/outbox";
import { startSmtpSink, startWebhookSink } from "@/e2e/support/alert-sinks";
import { checkAlerts, type MonitorDeps } from "./monitor";
import { SqliteAlertStateStore } from "./store/sqlite";
import { newLead } from "@/test-support/new-lead";

// The alert monitor on a real SQLite file, sending to loopback stand-ins of a webhook and an SMTP
// server. Time is passed in, so an hour goes by in a line.

let webhook: Awaited<ReturnType<typeof startWebhookSink>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  webhook = await startWebhookSink();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await webhook.close();
  await smtp.close();
});
afterEach(() => {
  closeAllDbs();
  webhook.received.length = 0;
  smtp.messages.length = 0;
});

const t0 = new Date("2026-11-25T01:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

const lead = (over: Partial<NewLead> = {}): NewLead => newLead({ form: "visit", consentAt: t0, ...over });

function setup(
  channels: MonitorDeps["channels"] = {
    webhookUrl: webhook.url,
    email: { smtpUrl: smtp.url, to: ["sales@example.com"], from: "alerts@example.com" },
  },
) {
  const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "alerts-")), "site.db"));
  const outbox = new SqliteLeadOutbox(db);
  const state = new SqliteAlertStateStore(db);
  const check = (now: Date) =>
    checkAlerts({
      outbox,
      state,
      channels,
      pendingThresholdMs: 10 * MIN,
      siteName: "테스트 단지",
      dashboardUrl: "http://127.0.0.1/admin",
      now,
    });
  const settle = async (id: string, when: Date, outcome: "failed" | "delivered") => {
    const [c] = await outbox.claim({
      forms: ["register", "visit", "inquiry"],
      now: when,
      limit: 1,
      leaseMs: 30_000,
      id,
    });
    await outbox.settle(
      id,
      c!.claimToken,
      outcome === "failed"
        ? { status: "failed", error: "form service answered 422", at: when }
        : { status: "delivered", at: when },
    );
  };
  return { db, outbox, state, check, settle };
}

describe("alerts", () => {
  it("a burst of failures alerts once on each channel, again only after an hour with new failures, then a recovery once none is left", async () => {
    const { outbox, check, settle } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = await outbox.add(lead(), at(i * 1000));
      await settle(id, at(i * 1000 + 500), "failed");
      ids.push(id);
    }
    expect(await check(at(6_000))).toEqual({ failed: "alert" });
    expect(await check(at(11_000))).toEqual({});
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]!.text).toContain("상담 신청 5건이 영업팀에 전달되지 못했습니다");
    expect(webhook.received[0]!.text).toContain("form service answered 422");
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toBe("[테스트 단지] 상담 신청 5건이 영업팀에 전달되지 못했습니다");
    expect(smtp.messages[0]!.to).toEqual(["<sales@example.com>"]);

    // Another failure within the hour: held back; after the hour, one alert about it.
    const { id } = await outbox.add(lead(), at(20 * MIN));
    await settle(id, at(20 * MIN + 1), "failed");
    expect(await check(at(30 * MIN))).toEqual({});
    expect(await check(at(61 * MIN))).toEqual({ failed: "alert" });
    expect(webhook.received[1]!.text).toContain("상담 신청 1건이");
    expect(await check(at(62 * MIN))).toEqual({});

    // All retried and delivered: one "back to normal", then quiet.
    expect(await outbox.retryAllFailed(at(63 * MIN))).toBe(6);
    for (const lid of [...ids, id]) await settle(lid, at(64 * MIN), "delivered");
    expect(await check(at(65 * MIN))).toEqual({ failed: "recovery" });
    expect(await check(at(66 * MIN))).toEqual({});
    expect(webhook.received.map((m) => m.text.split("\n")[0])).toEqual([
      "*[테스트 단지] 상담 신청 5건이 영업팀에 전달되지 못했습니다*",
      "*[테스트 단지] 상담 신청 1건이 영업팀에 전달되지 못했습니다*",
      "*[테스트 단지] 전달 실패 신청이 모두 처리되었습니다*",
    ]);
    expect(smtp.messages).toHaveLength(3);
  });

  it("the oldest pending lead past the threshold alerts once an hour at most, and a recovery follows when the backlog clears", async () => {
    const { outbox, check, settle } = setup({ webhookUrl: webhook.url });
    const { id } = await outbox.add(lead(), at(0));
    expect(await check(at(9 * MIN))).toEqual({});
    expect(await check(at(11 * MIN))).toEqual({ backlog: "alert" });
    expect(await check(at(40 * MIN))).toEqual({});
    expect(await check(at(72 * MIN))).toEqual({ backlog: "alert" });
    expect(webhook.received[0]!.text).toContain("상담 신청 전달이 11분째 밀려 있습니다");
    await settle(id, at(73 * MIN), "delivered");
    expect(await check(at(74 * MIN))).toEqual({ backlog: "recovery" });
    expect(await check(at(75 * MIN))).toEqual({});
    expect(webhook.received).toHaveLength(3);
    expect(webhook.received[2]!.text).toContain("정상으로 돌아왔습니다");
    expect(smtp.messages).toHaveLength(0);
  });

  it("two monitors on one store (two server instances) send one alert between them", async () => {
    const { db, outbox, settle } = setup();
    const { id } = await outbox.add(lead(), at(0));
    await settle(id, at(1), "failed");
    const instance = () =>
      checkAlerts({
        outbox,
        state: new SqliteAlertStateStore(db),
        channels: { webhookUrl: webhook.url },
        pendingThresholdMs: 10 * MIN,
        siteName: "x",
        dashboardUrl: "x",
        now: at(1000),
      });
    const results = await Promise.all([instance(), instance()]);
    expect(results.filter((r) => r.failed === "alert")).toHaveLength(1);
    expect(webhook.received).toHaveLength(1);
  });

  it("without channels nothing is read or sent", async () => {
    const { outbox, check } = setup({});
    await outbox.add(lead(), at(0));
    expect(await check(at(60 * MIN))).toEqual({});
    expect(webhook.received).toHaveLength(0);
  });
});
