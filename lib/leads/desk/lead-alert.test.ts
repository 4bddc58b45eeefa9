import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import type { ClaimedConversion } from "@/lib/leads/follow-ups/queue";
import {
  dutyOf,
  leadAlertEvents,
  leadAlertMessage,
  quietUntil,
  sendLeadAlert,
  type AlertSendDeps,
  type LeadAlertSettings,
} from "./lead-alert";

// The new-lead alert's rules: quiet hours in Korean time, the day's duty, one
// event per channel with no more personal data than configured, and each channel's send. The
// whole path (intake, queue, job, stand-ins) runs in lead-alert-runtime.test.ts.

const kst = (iso: string) => new Date(`${iso}+09:00`);
const off: LeadAlertSettings = {
  webhookUrl: null,
  email: false,
  smsTo: [],
  quiet: null,
  withPhone: false,
  webhookAbroad: false,
};

describe("quiet hours", () => {
  const night = { from: 22, to: 8 };
  it("an evening lead waits for the next morning, a lead after midnight for the same morning; outside them nothing waits", () => {
    expect(quietUntil(kst("2026-11-27T21:59:59"), night)).toBeNull();
    expect(quietUntil(kst("2026-11-27T22:00:00"), night)).toEqual(kst("2026-11-28T08:00:00"));
    expect(quietUntil(kst("2026-11-27T23:30:00"), night)).toEqual(kst("2026-11-28T08:00:00"));
    expect(quietUntil(kst("2026-11-28T03:10:00"), night)).toEqual(kst("2026-11-28T08:00:00"));
    expect(quietUntil(kst("2026-11-28T07:59:59"), night)).toEqual(kst("2026-11-28T08:00:00"));
    expect(quietUntil(kst("2026-11-28T08:00:00"), night)).toBeNull();
    expect(quietUntil(kst("2026-11-28T03:10:00"), null)).toBeNull();
  });
  it("a window inside one day (a lunch break, 12-13) works too", () => {
    expect(quietUntil(kst("2026-11-27T12:30:00"), { from: 12, to: 13 })).toEqual(kst("2026-11-27T13:00:00"));
    expect(quietUntil(kst("2026-11-27T13:00:00"), { from: 12, to: 13 })).toBeNull();
    expect(quietUntil(kst("2026-11-27T11:59:00"), { from: 12, to: 13 })).toBeNull();
  });
});

describe("the day's duty", () => {
  const owner = { email: "owner@example.test", name: "관리자" };
  const a = { email: "a@example.test", name: "김하나" };
  const b = { email: "b@example.test", name: "이두리" };
  it("the accounts other than the owner take turns by Korean day, in address order", () => {
    const day1 = dutyOf([owner, b, a], owner.email, kst("2026-11-27T10:00:00"));
    const day1Late = dutyOf([owner, b, a], owner.email, kst("2026-11-27T23:59:00"));
    const day2 = dutyOf([owner, b, a], owner.email, kst("2026-11-28T00:01:00"));
    expect(day1).toEqual(day1Late);
    expect(day2).not.toEqual(day1);
    expect([day1, day2].map((d) => d?.email).sort()).toEqual([a.email, b.email]);
    expect(dutyOf([owner, b, a], owner.email, kst("2026-11-29T10:00:00"))).toEqual(day1);
  });
  it("the owner when nobody else has an account; nobody when there is no account", () => {
    expect(dutyOf([owner], owner.email, kst("2026-11-27T10:00:00"))).toEqual(owner);
    expect(dutyOf([], null, kst("2026-11-27T10:00:00"))).toBeNull();
    expect(dutyOf([a], null, kst("2026-11-27T10:00:00"))).toEqual(a);
  });
});

describe("the events a new lead queues", () => {
  const lead = {
    form: "register" as const,
    phone: "01012345678",
    at: kst("2026-11-27T14:05:00"),
    overseasConsent: false,
  };
  it("none when no channel is set", () => {
    expect(leadAlertEvents(off, lead)).toEqual([]);
  });
  it("one per channel and SMS number, due at once by day; no phone unless configured", () => {
    const events = leadAlertEvents(
      {
        ...off,
        webhookUrl: "https://hooks.example.test/x",
        email: true,
        smsTo: ["01099998888", "01077776666"],
        quiet: { from: 22, to: 8 },
      },
      lead,
    );
    expect(events.map((e) => e.event)).toEqual(["alert-webhook", "alert-email", "alert-sms-1", "alert-sms-2"]);
    for (const e of events) {
      expect(e).toMatchObject({ platform: "desk", payload: { form: "register", at: lead.at.toISOString() } });
      expect(e.notBefore).toBeUndefined();
      expect(JSON.stringify(e.payload)).not.toContain("01012345678");
    }
    expect(events[2]!.payload).toMatchObject({ to: "01099998888" });
    const withPhone = leadAlertEvents({ ...off, webhookUrl: "https://hooks.example.test/x", withPhone: true }, lead);
    expect(withPhone[0]!.payload).toMatchObject({ phone: "01012345678" });
  });
  it("a webhook whose chat service is abroad gets the phone only with the visitor's 국외 이전 consent; the other channels keep it", () => {
    const abroad = {
      ...off,
      webhookUrl: "https://hooks.slack.com/services/T0/B0/x",
      email: true,
      withPhone: true,
      webhookAbroad: true,
    };
    const [webhook, email] = leadAlertEvents(abroad, lead);
    expect(webhook).toMatchObject({ event: "alert-webhook" });
    expect(webhook!.payload).not.toHaveProperty("phone");
    expect(email).toMatchObject({ event: "alert-email", payload: { phone: "01012345678" } });
    const [agreed] = leadAlertEvents(abroad, { ...lead, overseasConsent: true });
    expect(agreed!.payload).toMatchObject({ phone: "01012345678" });
    // Without LEAD_ALERT_WITH_PHONE the consent adds nothing.
    const [plain] = leadAlertEvents({ ...abroad, withPhone: false }, { ...lead, overseasConsent: true });
    expect(plain!.payload).not.toHaveProperty("phone");
  });
  it("in quiet hours each waits for their end", () => {
    const [event] = leadAlertEvents(
      { ...off, webhookUrl: "https://hooks.example.test/x", quiet: { from: 22, to: 8 } },
      { ...lead, at: kst("2026-11-27T23:10:00") },
    );
    expect(event!.notBefore).toEqual(kst("2026-11-28T08:00:00"));
    expect(event!.payload).toMatchObject({ held: true });
    expect(
      leadAlertEvents({ ...off, webhookUrl: "https://hooks.example.test/x", quiet: { from: 22, to: 8 } }, lead)[0]!
        .payload,
    ).not.toHaveProperty("held");
  });
});

describe("the message", () => {
  const payload = { form: "register" as const, at: kst("2026-11-27T14:05:00").toISOString() };
  const account = { email: "a@example.test", name: "김하나" };
  it("says what, when, who calls and where to look; the phone only when the payload has it", () => {
    const m = leadAlertMessage({
      siteName: "가람 로엔",
      formLabel: "관심고객 등록",
      payload,
      leadUrl: "https://x.test/admin/leads/L1",
      recipient: { account, why: "duty" },
      delayed: false,
    });
    expect(m.subject).toBe("[가람 로엔] 새 관심고객 등록");
    expect(m.text).toContain("11월 27일 14:05 접수");
    expect(m.text).toContain("담당 김하나 (오늘 당번)");
    expect(m.text).toContain("바로 보기 https://x.test/admin/leads/L1");
    expect(m.text).not.toContain("연락처");
    const withPhone = leadAlertMessage({
      siteName: "가람 로엔",
      formLabel: "관심고객 등록",
      payload: { ...payload, phone: "01012345678" },
      leadUrl: "u",
      recipient: { account, why: "assignee" },
      delayed: true,
    });
    expect(withPhone.text).toContain("연락처 010-1234-5678");
    expect(withPhone.text).toContain("담당 김하나 (담당)");
    expect(withPhone.text).toContain("알림 금지 시간");
    expect(
      leadAlertMessage({ siteName: "s", formLabel: "f", payload, leadUrl: "u", recipient: null, delayed: false }).text,
    ).toContain("담당자 미정");
  });
});

describe("sending one event", () => {
  const claimed = (event: string, payload: Record<string, unknown> | null): ClaimedConversion => ({
    id: `L1:desk:${event}`,
    leadId: "L1",
    platform: "desk",
    event,
    payload,
    status: "pending",
    attempts: 0,
    lastError: null,
    createdAt: new Date(),
    nextAttemptAt: new Date(),
    settledAt: null,
    claimToken: "t",
    retryWindowStart: new Date(),
  });
  const payload = { form: "inquiry", at: new Date().toISOString() };
  const deps = (over: Partial<AlertSendDeps> = {}): AlertSendDeps => ({
    siteName: "s",
    siteUrl: "https://x.test",
    formLabel: () => "고객 문의",
    recipient: async () => ({ account: { email: "a@example.test", name: "김하나" }, why: "duty" }),
    webhook: null,
    email: null,
    emailFallback: [],
    sms: null,
    ...over,
  });

  it("each channel sends on its own; a throw is a retry; a channel taken away, or nobody to e-mail, is a failure", async () => {
    const sent: string[] = [];
    const ok = deps({
      webhook: async (m) => void sent.push(`webhook ${m.subject}`),
      email: async (to) => void sent.push(`email ${to.join()}`),
      sms: async ({ to, text, first }) => (
        sent.push(`sms ${to} ${text.includes("/admin/leads/L1")} ${first}`),
        { kind: "sent" }
      ),
    });
    expect(await sendLeadAlert(claimed("alert-webhook", payload), ok)).toEqual({ kind: "sent" });
    expect(await sendLeadAlert(claimed("alert-email", payload), ok)).toEqual({ kind: "sent" });
    expect(await sendLeadAlert(claimed("alert-sms-1", { ...payload, to: "01099998888" }), ok)).toEqual({
      kind: "sent",
    });
    expect(sent).toEqual(["webhook [s] 새 고객 문의", "email a@example.test", "sms 01099998888 true true"]);
    const boom = deps({ webhook: async () => Promise.reject(new Error("webhook answered 502")) });
    expect(await sendLeadAlert(claimed("alert-webhook", payload), boom)).toEqual({
      kind: "retry",
      error: "webhook answered 502",
    });
    expect(await sendLeadAlert(claimed("alert-webhook", payload), deps())).toMatchObject({ kind: "failed" });
    expect(
      await sendLeadAlert(
        claimed("alert-email", payload),
        deps({ email: async () => undefined, recipient: async () => null }),
      ),
    ).toMatchObject({ kind: "failed" });
    // Nobody on duty: the alert e-mail goes to ALERT_EMAIL_TO.
    const fallback = deps({
      email: async (to) => void sent.push(`fallback ${to.join()}`),
      recipient: async () => null,
      emailFallback: ["ops@example.test"],
    });
    expect(await sendLeadAlert(claimed("alert-email", payload), fallback)).toEqual({ kind: "sent" });
    expect(sent.at(-1)).toBe("fallback ops@example.test");
    expect(await sendLeadAlert(claimed("alert-webhook", null), ok)).toMatchObject({ kind: "failed" });
  });
});
