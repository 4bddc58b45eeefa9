import { expect, it } from "vitest";
import { FORM_LABELS } from "@/lib/leads/constraints";
import {
  STAFF_SMS_BUDGET_KEY,
  leadAlertEvents,
  sendLeadAlert,
  withinStaffBudget,
  type AlertSendDeps,
  type LeadAlertSettings,
} from "@/lib/leads/desk/lead-alert";
import { drainConversions, type ConversionReport } from "@/lib/leads/follow-ups/drainer";
import type { ConversionQueue } from "@/lib/leads/follow-ups/queue";
import type { LeadOutbox } from "@/lib/leads/outbox";
import type { QuotaStore } from "@/lib/platform/quota/counts";
import { kstDay } from "@/lib/platform/time/kst";
import { newLead } from "../new-lead";

// The desk's new-lead alerts under a flood, on both stores: the real queue, its drain and the
// alert's own send, with stand-ins only for the duty phone (SOLAPI) and the team's channel (the
// webhook). Three alerts a minute to one destination go alone, the rest as one digest at the
// minute's end: once across instances, after a restart, through a retry, and counted once by the
// staff's SMS budget.

/** One store of either backend, fresh: `another()` opens the same data as another server instance (one beside, or the server after a restart). */
export type DigestFixture = {
  outbox: LeadOutbox;
  queue: ConversionQueue;
  quota: QuotaStore;
  another: () => ConversionQueue;
};

const t0 = new Date("2026-11-20T03:00:00Z"); // 12:00 in Seoul
const at = (ms: number) => new Date(t0.getTime() + ms);
const MINUTE = 60_000;
const DUTY_PHONE = "01099998888";
const settings: LeadAlertSettings = {
  webhookUrl: "https://hooks.example.test/desk",
  email: false,
  smsTo: [DUTY_PHONE],
  quiet: null,
  // The single alerts carry the visitor's number here, so the digest is seen to carry none.
  withPhone: true,
  webhookAbroad: false,
};

let serial = 0;
/** Stores `n` leads, one a second from `from`, each with its alerts (a text and a webhook post); their phones. */
async function flood(outbox: LeadOutbox, n: number, from: number): Promise<string[]> {
  const phones: string[] = [];
  for (let i = 0; i < n; i += 1) {
    serial += 1;
    const phone = `0104${String(serial).padStart(7, "0")}`;
    const when = at(from + i * 1_000);
    const fields = { name: "홍길동", phone, message: null, birthDate: null, email: null, visitDate: null };
    const conversions = leadAlertEvents(settings, { form: "register", phone, at: when, overseasConsent: false });
    await outbox.add(newLead({ fields, consentAt: when, conversions }), when);
    phones.push(phone);
  }
  return phones;
}

type Desk = {
  texts: { to: string; text: string; key: string }[];
  posts: string[];
  /** Numbers of the SOLAPI calls (from 0) that answer a passing fault. */
  failing: Set<number>;
  /** Drains `queue` once at `now` as the conversions job does. */
  drain(queue: ConversionQueue, now: Date, limit?: number): Promise<ConversionReport>;
};

function stand(quota: QuotaStore): Desk {
  let calls = 0;
  const desk: Desk = {
    texts: [],
    posts: [],
    failing: new Set(),
    drain(queue, now, limit) {
      const deps: AlertSendDeps = {
        siteName: "가람 로엔",
        siteUrl: "https://www.example.test",
        formLabel: (form) => FORM_LABELS[form],
        recipient: async () => ({ account: { email: "a@example.test", name: "김하나" }, why: "duty" }),
        webhook: async (message) => void desk.posts.push(`${message.subject}\n${message.text}`),
        email: null,
        emailFallback: [],
        sms: withinStaffBudget(
          async (message) => {
            const call = calls++;
            if (desk.failing.has(call)) return { kind: "retry", error: "SOLAPI answered 503" };
            desk.texts.push(message);
            return { kind: "sent" };
          },
          { quota: async () => quota, perDay: 100, now: () => now },
        ),
        fold: (fold) => queue.foldAlert(fold),
        now: () => now,
      };
      return drainConversions({ queue, desk: (event) => sendLeadAlert(event, deps), now: () => now, limit });
    },
  };
  return desk;
}

const staffBudgetUsed = (quota: QuotaStore) => quota.used(kstDay(t0.getTime()), STAFF_SMS_BUDGET_KEY);

export function alertDigestContract(open: () => DigestFixture): void {
  it("two alerts in a minute: two texts and two posts, each alone; no digest follows", async () => {
    const { outbox, queue, quota } = open();
    const desk = stand(quota);
    await flood(outbox, 2, 0);
    expect(await desk.drain(queue, at(2_000))).toMatchObject({ claimed: 4, sent: 4, folded: 0 });
    expect(desk.texts).toHaveLength(2);
    expect(desk.texts.every((t) => t.text.includes("/admin/leads/"))).toBe(true);
    expect(await desk.drain(queue, at(2_000 + 2 * MINUTE))).toMatchObject({ claimed: 0 });
    expect(desk.posts).toHaveLength(2);
    expect(await staffBudgetUsed(quota)).toBe(2);
  });

  it("ten alerts in a minute: three alone, then at the minute's end one digest per destination naming the other seven, counts and the inbox only, one text of the staff's budget", async () => {
    const { outbox, queue, quota } = open();
    const desk = stand(quota);
    const phones = await flood(outbox, 10, 0);
    expect(await desk.drain(queue, at(10_000))).toMatchObject({ claimed: 20, sent: 6, folded: 14, failed: 0 });
    expect(desk.texts).toHaveLength(3);
    expect(desk.posts).toHaveLength(3);
    // Not before the minute (from the first alert, at 10 s) is over.
    expect(await desk.drain(queue, at(10_000 + MINUTE - 1))).toMatchObject({ claimed: 0 });
    expect(await desk.drain(queue, at(10_000 + MINUTE))).toMatchObject({ claimed: 2, sent: 2 });
    expect(desk.texts).toHaveLength(4);
    expect(desk.posts).toHaveLength(4);
    const digestText = desk.texts[3]!;
    expect(digestText.to).toBe(DUTY_PHONE);
    for (const digest of [digestText.text, desk.posts[3]!]) {
      expect(digest).toContain("[가람 로엔] 새 상담 신청 7건");
      expect(digest).toContain("새 상담 신청 7건이 1분 사이에 들어왔습니다.");
      expect(digest).toContain("관심고객 등록 7건");
      expect(digest).toContain("11월 20일 12:00 접수");
      expect(digest).toContain("앞의 3건은 한 건씩 따로 알려 드렸습니다.");
      expect(digest).toContain("https://www.example.test/admin/leads?stage=new");
      expect(digest).not.toContain("홍길동");
      for (const phone of phones) expect(digest).not.toContain(phone.slice(-4));
    }
    // The singles carried their visitor's number, as configured; the digest carried none.
    expect(desk.texts[0]!.text).toMatch(/연락처 010-4/);
    expect(await desk.drain(queue, at(10_000 + 10 * MINUTE))).toMatchObject({ claimed: 0 });
    expect(await staffBudgetUsed(quota)).toBe(4);
    // The dashboard counts the messages: three alone and a digest, per channel.
    expect(await queue.daily({ from: at(-MINUTE), to: at(20 * MINUTE) })).toEqual([
      { day: "2026-11-20", platform: "desk", sent: 8, failed: 0, pending: 0 },
    ]);
  });

  it("two instances draining the same flood at once: three alone and one digest per destination, each sent once", async () => {
    const { outbox, queue, quota, another } = open();
    const desk = stand(quota);
    const beside = another();
    await flood(outbox, 10, 0);
    const reports: ConversionReport[] = [];
    for (const now of [at(10_000), at(10_000 + MINUTE)])
      for (;;) {
        // Small passes on both at once, so that the two interleave their claims and folds.
        const round = await Promise.all([desk.drain(queue, now, 4), desk.drain(beside, now, 4)]);
        reports.push(...round);
        if (round.every((r) => r.claimed === 0)) break;
      }
    expect(reports.reduce((n, r) => n + r.folded, 0)).toBe(14);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(8);
    expect(reports.reduce((n, r) => n + r.lost + r.failed, 0)).toBe(0);
    expect(desk.texts).toHaveLength(4);
    expect(new Set(desk.texts.map((t) => t.key)).size).toBe(4);
    expect(desk.texts.filter((t) => t.text.includes("새 상담 신청 7건"))).toHaveLength(1);
    expect(desk.posts.filter((t) => t.includes("새 상담 신청 7건"))).toHaveLength(1);
    expect(await staffBudgetUsed(quota)).toBe(4);
  });

  it("a restart within the minute keeps its count and its digest: the alerts after it fold into the digest the next server sends", async () => {
    const { outbox, queue, quota, another } = open();
    const desk = stand(quota);
    await flood(outbox, 2, 0);
    await desk.drain(queue, at(1_000));
    expect(desk.texts).toHaveLength(2);
    // The server restarts: nothing of the minute is kept in memory.
    const restarted = another();
    await flood(outbox, 8, 20_000);
    expect(await desk.drain(restarted, at(30_000))).toMatchObject({ sent: 2, folded: 14 });
    expect(desk.texts).toHaveLength(3);
    // And once more before the digest is due: the next server sends it, once.
    const again = another();
    expect(await desk.drain(again, at(1_000 + MINUTE))).toMatchObject({ claimed: 2, sent: 2 });
    expect(await desk.drain(restarted, at(1_000 + 2 * MINUTE))).toMatchObject({ claimed: 0 });
    expect(desk.texts).toHaveLength(4);
    expect(desk.texts[3]!.text).toContain("새 상담 신청 7건이 1분 사이에 들어왔습니다.");
    expect(desk.texts[3]!.text).toContain("앞의 3건은");
    expect(await staffBudgetUsed(quota)).toBe(4);
  });

  it("a text that fails is retried and goes once, keeping its place among the three; a digest that fails is retried and goes once; each counted once", async () => {
    const { outbox, queue, quota } = open();
    const desk = stand(quota);
    // The first single's first attempt, and the digest's first attempt, meet a passing fault.
    desk.failing = new Set([0, 4]);
    await flood(outbox, 10, 0);
    expect(await desk.drain(queue, at(10_000))).toMatchObject({ sent: 5, folded: 14, retried: 1 });
    expect(desk.texts).toHaveLength(2);
    // Retried 5 s later: it goes alone, and nothing more is folded or sent.
    expect(await desk.drain(queue, at(15_000))).toMatchObject({ claimed: 1, sent: 1, folded: 0 });
    expect(desk.texts).toHaveLength(3);
    expect(await desk.drain(queue, at(10_000 + MINUTE))).toMatchObject({ claimed: 2, sent: 1, retried: 1 });
    expect(desk.texts).toHaveLength(3);
    expect(await desk.drain(queue, at(15_000 + MINUTE))).toMatchObject({ claimed: 1, sent: 1 });
    expect(desk.texts).toHaveLength(4);
    expect(new Set(desk.texts.map((t) => t.key)).size).toBe(4);
    expect(desk.texts[3]!.text).toContain("새 상담 신청 7건");
    expect(await desk.drain(queue, at(10 * MINUTE))).toMatchObject({ claimed: 0 });
    expect(await staffBudgetUsed(quota)).toBe(4);
  });
}
