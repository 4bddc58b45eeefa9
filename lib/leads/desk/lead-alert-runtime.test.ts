import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpSink, startWebhookSink, type SmtpSink, type WebhookSink } from "@/e2e/support/alert-sinks";
import { redirectSolapiTo, startSolapiStandIn, type SolapiStandIn } from "@/test-support/solapi-stand-in.mjs";

// The new-lead alert end to end, with no interval running: a lead posted to the
// real route handler on a real SQLite file queues one alert per channel in its own transaction; the
// pass scheduled after the answer sends them to loopback stand-ins of a team webhook, an SMTP
// server and SOLAPI; the scheduled job then finds nothing left (sent once). The alert names the
// day's duty, or the assignee once the lead has one, and carries a link, never the person. A flood
// gets three alerts a channel and one digest at the end of the minute.

const credentials = { apiKey: "NCSALERTKEY000001", apiSecret: "ALERTSECRET0000000000000000000001" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "lead-alert-"));
const saved = { ...process.env };
let webhook: WebhookSink;
let smtp: SmtpSink;
let solapi: SolapiStandIn;
let undo: () => void;
/** The texts to the desk's duty phone (a registrant's welcome goes to the registrant's own number). */
const staffTexts = () => solapi.received.filter((m) => m.to === "01099998888");

beforeAll(async () => {
  webhook = await startWebhookSink();
  smtp = await startSmtpSink();
  solapi = await startSolapiStandIn(credentials);
  undo = await redirectSolapiTo(solapi.origin);
  for (const key of Object.keys(process.env))
    if (/^(ALERT_|LEAD_ALERT_|FORM_SERVICE_URL|FIREBASE_|FIRESTORE_|META_|ADMIN_)/.test(key)) delete process.env[key];
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATA_BACKEND: "sqlite",
    AUTH_BACKEND: "embedded",
    SITE_URL: "https://www.example.test",
    ADMIN_EMAIL: "owner@example.test",
    ADMIN_PASSWORD: "owner-password-0123",
    BACKGROUND_JOBS: "cron",
    CRON_SECRET: "alert-cron-secret-0123456789",
    LEAD_RATE_LIMIT: "0",
    LEAD_ALERT_WEBHOOK_URL: webhook.url,
    LEAD_ALERT_EMAIL: "true",
    ALERT_SMTP_URL: smtp.url,
    ALERT_EMAIL_TO: "ops@example.test",
    LEAD_ALERT_SMS_TO: "010-9999-8888",
    LEAD_ALERT_QUIET_HOURS: "off",
    SOLAPI_API_KEY: credentials.apiKey,
    SOLAPI_API_SECRET: credentials.apiSecret,
    SMS_SENDER_NUMBER: "1588-0926",
  });
  await modules();
}, 120_000);
afterAll(async () => {
  const { closeAllDbs } = await import("@/lib/platform/db/sqlite");
  closeAllDbs();
  undo?.();
  await Promise.all([solapi?.close(), smtp?.close(), webhook?.close()]);
  process.env = { ...saved };
});

async function modules() {
  const { handleLead } = await import("@/lib/leads");
  const { runScheduledJobs } = await import("@/lib/server/jobs");
  const { leadDesk } = await import("./index");
  const { userStore } = await import("@/lib/staff/users/store/index");
  const { quotaStore } = await import("@/lib/platform/quota");
  const { SMS_BUDGET_KEY } = await import("@/lib/messages/drainer");
  const { STAFF_SMS_BUDGET_KEY } = await import("./lead-alert-runtime");
  const { conversionDays } = await import("@/lib/leads/follow-ups");
  return {
    handleLead,
    runScheduledJobs,
    leadDesk,
    userStore,
    quotaStore,
    SMS_BUDGET_KEY,
    STAFF_SMS_BUDGET_KEY,
    conversionDays,
  };
}

/** Posts a lead to the real handler; runs what it scheduled after the answer (the alert's first pass). */
async function postLead(m: Awaited<ReturnType<typeof modules>>, name: string, phone: string) {
  const tasks: (() => Promise<unknown>)[] = [];
  const res = await m.handleLead(
    "register",
    new Request("https://www.example.test/api/register", {
      method: "POST",
      body: JSON.stringify({ name, phone, consent: true }),
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
    }),
    (task) => void tasks.push(task),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, afterAnswer: () => Promise.all(tasks.map((t) => t())) };
}

/** A message's text as sent (nodemailer sends Korean text as base64). */
const mailText = (data: string) => {
  const [head = "", ...body] = data.split("\r\n\r\n");
  const raw = body.join("\r\n\r\n");
  return /content-transfer-encoding: base64/i.test(head)
    ? Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("utf8")
    : raw;
};

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
};

describe("new-lead alert", () => {
  it("each channel gets one message right after the answer, naming the duty and linking the lead; no name or phone; the job then has nothing left", async () => {
    const m = await modules();
    const { id, afterAnswer } = await postLead(m, "알림고객", "010-5151-6262");
    // Stored and queued before anything is sent: nothing has gone out yet.
    expect(webhook.received).toHaveLength(0);
    await afterAnswer();
    await until(() => webhook.received.length >= 1 && smtp.messages.length >= 1 && staffTexts().length >= 1);
    const link = `https://www.example.test/admin/leads/${id}`;
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]!.text).toContain(link);
    expect(webhook.received[0]!.text).toContain("새 관심고객 등록");
    // No staff account yet: the owner is on duty, and gets the e-mail.
    expect(webhook.received[0]!.text).toContain("관리자 (오늘 당번)");
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to.join()).toContain("owner@example.test");
    expect(staffTexts()).toHaveLength(1);
    expect(staffTexts()[0]!.text).toContain(link);
    for (const text of [webhook.received[0]!.text, smtp.messages[0]!.data, staffTexts()[0]!.text]) {
      expect(text).not.toContain("알림고객");
      expect(text).not.toMatch(/5151|6262/);
    }
    const report = await m.runScheduledJobs({ only: ["conversions"] });
    expect(report.jobs.conversions).toMatchObject({ status: "ok", counts: { claimed: 0 } });
    expect(webhook.received).toHaveLength(1);
  });

  it("the job sends what the pass after the answer did not; the assignee, once there is one, is who is named and e-mailed", async () => {
    const m = await modules();
    const users = await m.userStore();
    const now = new Date();
    const invited = await users.invite({
      id: crypto.randomUUID(),
      email: "staff@example.test",
      name: "박담당",
      role: "staff",
      inviteHash: "h".repeat(64),
      inviteExpiresAt: new Date(now.getTime() + 3_600_000),
      by: "owner@example.test",
      now,
    });
    expect(invited.ok).toBe(true);
    expect(
      await users.acceptInvite({ inviteHash: "h".repeat(64), passwordHash: "scrypt$placeholder", now }),
    ).not.toBeNull();
    const before = { webhook: webhook.received.length, mail: smtp.messages.length, sms: staffTexts().length };
    // The pass after the answer is not run (a process frozen after its answer): the job sends.
    const { id } = await postLead(m, "배정고객", "010-7373-8484");
    await (
      await m.leadDesk()
    ).change({
      leadId: id,
      leadCreatedAt: now,
      actor: "owner@example.test",
      at: new Date(),
      assignee: "staff@example.test",
    });
    const report = await m.runScheduledJobs({ only: ["conversions"] });
    expect(report.jobs.conversions).toMatchObject({ status: "ok", counts: { claimed: 3, sent: 3 } });
    expect(webhook.received.slice(before.webhook).map((r) => r.text)).toEqual([
      expect.stringContaining("담당 박담당 (담당)"),
    ]);
    expect(smtp.messages.slice(before.mail).map((mail) => mail.to.join())).toEqual([
      expect.stringContaining("staff@example.test"),
    ]);
    expect(staffTexts().slice(before.sms)).toHaveLength(1);
    expect((await m.runScheduledJobs({ only: ["conversions"] })).jobs.conversions).toMatchObject({
      counts: { claimed: 0 },
    });
  });

  it("a flood of leads: three alerts alone per channel, the rest as one digest per channel once the minute is over (counts and the inbox, nobody's name or number), one text of the staff's budget", async () => {
    const m = await modules();
    const quota = await m.quotaStore();
    const { kstDay } = await import("@/lib/platform/time/kst");
    // The job runs later than the posts, as after a pause: each channel's minute starts with its pass.
    const later = new Date(Date.now() + 20 * 60_000);
    const budgetBefore = await quota.used(kstDay(later.getTime()), m.STAFF_SMS_BUDGET_KEY);
    const before = { webhook: webhook.received.length, mail: smtp.messages.length, sms: staffTexts().length };
    for (let i = 0; i < 10; i += 1) await postLead(m, `몰림고객${i}`, `010-6060-${7000 + i}`);
    const first = await m.runScheduledJobs({ only: ["conversions"], now: later });
    expect(first.jobs.conversions).toMatchObject({ status: "ok", counts: { claimed: 30, sent: 9, folded: 21 } });
    expect(webhook.received.length - before.webhook).toBe(3);
    expect(smtp.messages.length - before.mail).toBe(3);
    expect(staffTexts().length - before.sms).toBe(3);
    const end = await m.runScheduledJobs({ only: ["conversions"], now: new Date(later.getTime() + 61_000) });
    expect(end.jobs.conversions).toMatchObject({ status: "ok", counts: { claimed: 3, sent: 3, folded: 0 } });
    const digests = [webhook.received.at(-1)!.text, mailText(smtp.messages.at(-1)!.data), staffTexts().at(-1)!.text];
    expect(webhook.received.length - before.webhook).toBe(4);
    expect(smtp.messages.length - before.mail).toBe(4);
    expect(smtp.messages.at(-1)!.subject).toContain("새 상담 신청 7건");
    expect(smtp.messages.at(-1)!.to.join()).toContain("staff@example.test");
    for (const text of digests) {
      expect(text).toContain("새 상담 신청 7건이 1분 사이에 들어왔습니다.");
      expect(text).toContain("관심고객 등록 7건");
      expect(text).toContain("담당 박담당 (오늘 당번)");
      expect(text).toContain("https://www.example.test/admin/leads?stage=new");
    }
    for (const text of digests) {
      expect(text).not.toContain("몰림고객");
      expect(text).not.toContain("6060");
    }
    expect(staffTexts().length - before.sms).toBe(4);
    expect((await quota.used(kstDay(later.getTime()), m.STAFF_SMS_BUDGET_KEY)) - budgetBefore).toBe(4);
    expect(
      (await m.runScheduledJobs({ only: ["conversions"], now: new Date(later.getTime() + 5 * 60_000) })).jobs
        .conversions,
    ).toMatchObject({ counts: { claimed: 0 } });
  });

  it("an alert text has its own daily budget: the booking texts' budget spent, it still goes; its own spent, the text is not sent (failed, counted on the dashboard), the webhook and e-mail still go", async () => {
    const m = await modules();
    const quota = await m.quotaStore();
    const { kstDay } = await import("@/lib/platform/time/kst");
    const day = kstDay(Date.now());
    // The booking texts' budget (200 by default) spent, as a busy day of bookings would.
    for (let i = 0; i < 200; i++) if (!(await quota.take(day, [{ key: m.SMS_BUDGET_KEY, limit: 200 }])).ok) break;
    const first = staffTexts().length;
    await (await postLead(m, "예약많은날", "010-2323-4646")).afterAnswer();
    await until(() => staffTexts().length > first);
    // The staff alerts' own (100 by default) spent.
    for (let i = 0; i < 100; i++) if (!(await quota.take(day, [{ key: m.STAFF_SMS_BUDGET_KEY, limit: 100 }])).ok) break;
    const before = { webhook: webhook.received.length, mail: smtp.messages.length, sms: staffTexts().length };
    const { afterAnswer } = await postLead(m, "예산고객", "010-2323-4545");
    await afterAnswer();
    await until(() => webhook.received.length > before.webhook && smtp.messages.length > before.mail);
    expect(webhook.received.length - before.webhook).toBe(1);
    expect(smtp.messages.length - before.mail).toBe(1);
    expect(staffTexts().length).toBe(before.sms);
    const today = (
      await m.conversionDays({ from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60_000) })
    ).filter((d) => d.platform === "desk");
    expect(today.reduce((n, d) => n + d.failed, 0)).toBe(1);
    expect(today.reduce((n, d) => n + d.pending, 0)).toBe(0);
  });
});
