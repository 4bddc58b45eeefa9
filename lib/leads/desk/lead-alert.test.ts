import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import type { AlertDigestPayload, AlertFold, ClaimedConversion } from "@/lib/leads/follow-ups/queue";
import {
  dutyOf,
  leadAlertEvents,
  leadAlertMessage,
  leadDigestMessage,
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

describe("the digest", () => {
  const labels: Record<string, string> = { register: "관심고객 등록", visit: "방문예약", inquiry: "고객 문의" };
  const digest = (over: Partial<AlertDigestPayload> = {}): AlertDigestPayload => ({
    channel: "alert-sms-1",
    singles: 3,
    count: 7,
    forms: { visit: 2, register: 5 },
    firstAt: kst("2026-11-27T14:05:10").toISOString(),
    lastAt: kst("2026-11-27T14:05:50").toISOString(),
    held: 0,
    ...over,
  });
  const message = (payload: AlertDigestPayload) =>
    leadDigestMessage({
      siteName: "가람 로엔",
      formLabel: (f) => labels[f]!,
      payload,
      inboxUrl: "https://x.test/admin/leads?stage=new",
      recipient: { account: { email: "a@example.test", name: "김하나" }, why: "duty" },
    });
  it("says how many came within the minute, of which forms (most first), when, that the first ones went alone, who calls and the inbox", () => {
    const m = message(digest());
    expect(m.subject).toBe("[가람 로엔] 새 상담 신청 7건 모아 보기");
    expect(m.text.split("\n")).toEqual([
      "새 상담 신청 7건이 1분 사이에 들어왔습니다.",
      "관심고객 등록 5건 · 방문예약 2건",
      "11월 27일 14:05 접수",
      "앞의 3건은 한 건씩 따로 알려 드렸습니다.",
      "담당 김하나 (오늘 당번)",
      "상담 목록 보기 https://x.test/admin/leads?stage=new",
    ]);
  });
  it("alerts held for the night's end came over hours: it says so, and gives the span with each day", () => {
    const m = message(
      digest({
        firstAt: kst("2026-11-26T23:10:00").toISOString(),
        lastAt: kst("2026-11-27T07:40:00").toISOString(),
        held: 7,
      }),
    );
    expect(m.text).toContain("새 상담 신청 7건을 한 번에 모아 알려 드립니다.");
    expect(m.text).toContain("11월 26일 23:10 ~ 11월 27일 07:40 접수");
    expect(m.text).toContain("알림 금지 시간에 들어온 7건이 함께 있습니다.");
    expect(message(digest({ lastAt: kst("2026-11-27T14:07:00").toISOString() })).text).toContain(
      "11월 27일 14:05 ~ 14:07 접수",
    );
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
    countedAt: null,
    digestId: null,
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

  it("with the fold: an alert past its minute's three is not sent (its digest carries it); a lost claim is a retry; one of the three goes as before", async () => {
    const sent: string[] = [];
    const folds: AlertFold[] = [];
    const withFold = (answer: "single" | "folded" | "lost") =>
      deps({
        webhook: async (m) => void sent.push(m.subject),
        fold: async (fold) => {
          folds.push(fold);
          return answer === "folded" ? { kind: "folded", digestId: "digest:alert-webhook:1" } : { kind: answer };
        },
      });
    const at = new Date("2026-11-27T05:05:00Z");
    expect(
      await sendLeadAlert(claimed("alert-webhook", { form: "visit", at: at.toISOString() }), withFold("folded")),
    ).toEqual({
      kind: "folded",
      digestId: "digest:alert-webhook:1",
    });
    expect(sent).toEqual([]);
    expect(folds[0]).toMatchObject({
      id: "L1:desk:alert-webhook",
      claimToken: "t",
      channel: "alert-webhook",
      singles: 3,
      windowMs: 60_000,
      form: "visit",
      at,
      held: false,
    });
    expect(await sendLeadAlert(claimed("alert-webhook", payload), withFold("lost"))).toMatchObject({ kind: "retry" });
    expect(sent).toEqual([]);
    expect(await sendLeadAlert(claimed("alert-webhook", payload), withFold("single"))).toEqual({ kind: "sent" });
    expect(sent).toEqual(["[s] 새 고객 문의"]);
  });

  it("a digest goes on its destination's channel to the day's duty, as one text counted at its first attempt", async () => {
    const sent: string[] = [];
    const asked: (string | null)[] = [];
    const digestPayload: AlertDigestPayload = {
      channel: "alert-sms-1",
      to: "01099998888",
      singles: 3,
      count: 4,
      forms: { inquiry: 4 },
      firstAt: new Date().toISOString(),
      lastAt: new Date().toISOString(),
      held: 0,
    };
    const digest = (payload: Partial<AlertDigestPayload>, attempts = 0): ClaimedConversion => ({
      ...claimed("alert-digest", { ...digestPayload, ...payload }),
      id: "digest:alert-sms-1:1",
      leadId: "",
      attempts,
    });
    const ok = deps({
      recipient: async (leadId) => (
        asked.push(leadId),
        { account: { email: "a@example.test", name: "김하나" }, why: "duty" }
      ),
      email: async (to, m) => void sent.push(`email ${to.join()} ${m.subject}`),
      sms: async ({ to, text, key, first }) => (
        sent.push(`sms ${to} ${key} ${first} ${text.split("\n")[1]}`),
        { kind: "sent" }
      ),
      fold: async () => {
        throw new Error("a digest is never folded");
      },
    });
    expect(await sendLeadAlert(digest({}), ok)).toEqual({ kind: "sent" });
    expect(await sendLeadAlert(digest({}, 2), ok)).toEqual({ kind: "sent" });
    expect(await sendLeadAlert(digest({ channel: "alert-email" }), ok)).toEqual({ kind: "sent" });
    expect(sent).toEqual([
      "sms 01099998888 lead-alert:digest:alert-sms-1:1 true 새 상담 신청 4건이 1분 사이에 들어왔습니다.",
      "sms 01099998888 lead-alert:digest:alert-sms-1:1 false 새 상담 신청 4건이 1분 사이에 들어왔습니다.",
      "email a@example.test [s] 새 상담 신청 4건 모아 보기",
    ]);
    expect(asked).toEqual([null, null, null]);
    expect(await sendLeadAlert({ ...digest({}), payload: null }, ok)).toMatchObject({ kind: "failed" });
  });
});
