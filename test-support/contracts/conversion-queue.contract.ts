import { expect, it } from "vitest";
import {
  DIGEST_EVENT,
  type AlertFold,
  type ClaimedConversion,
  type ConversionQueue,
  type NewConversion,
} from "@/lib/leads/follow-ups/queue";
import type { LeadOutbox, NewLead } from "@/lib/leads/outbox";
import { newLead } from "../new-lead";

// Server-side conversions, run on both stores: queued in the lead's own
// transaction, claimed once, settled (payload dropped), erased and purged with the lead; the desk
// alerts counted in their destination's minute and folded into its digest (foldAlert).

const t0 = new Date("2026-11-20T03:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const event = (eventId: string): NewConversion => ({
  platform: "meta",
  event: "Lead",
  payload: { event_name: "Lead", event_id: eventId, user_data: { ph: ["hash"] } },
});
let phones = 0;
const lead = (over: Partial<NewLead> = {}): NewLead => {
  phones += 1;
  return newLead({
    consentAt: t0,
    ...over,
    fields: {
      name: "홍길동",
      phone: `0109${String(phones).padStart(7, "0")}`,
      message: null,
      birthDate: null,
      email: null,
      visitDate: null,
    },
  });
};

const smsAlert = (leadAt: Date): NewConversion => ({
  platform: "desk",
  event: "alert-sms-1",
  payload: { form: "register", at: leadAt.toISOString(), to: "01099998888" },
});
const webhookAlert = (leadAt: Date): NewConversion => ({
  platform: "desk",
  event: "alert-webhook",
  payload: { form: "visit", at: leadAt.toISOString() },
});
const MINUTE = 60_000;
/** The fold of a claimed alert at `now`, three alone a minute. */
const foldOf = (c: ClaimedConversion, now: Date, over: Partial<AlertFold> = {}): AlertFold => {
  const payload = c.payload as { form: string; at: string; to?: string };
  return {
    id: c.id,
    claimToken: c.claimToken,
    channel: c.event,
    now,
    singles: 3,
    windowMs: MINUTE,
    form: payload.form,
    at: new Date(payload.at),
    held: false,
    ...(payload.to ? { to: payload.to } : {}),
    ...over,
  };
};

export function conversionQueueContract(open: () => { outbox: LeadOutbox; queue: ConversionQueue }): void {
  it("queues a lead's events with the lead, once: an idempotent repeat adds none, a lead without any has none", async () => {
    const { outbox, queue } = open();
    const a = await outbox.add(lead({ idempotencyKey: "conv-key-0001", conversions: [event("A")] }), t0);
    expect(
      await outbox.add(lead({ idempotencyKey: "conv-key-0001", conversions: [event("A2")] }), at(1)),
    ).toMatchObject({ id: a.id, created: false });
    const b = await outbox.add(lead(), at(2));
    expect(await queue.get(`${a.id}:meta:Lead`)).toMatchObject({
      leadId: a.id,
      platform: "meta",
      event: "Lead",
      status: "pending",
      attempts: 0,
      payload: { event_id: "A" },
      createdAt: t0,
    });
    expect(await queue.get(`${b.id}:meta:Lead`)).toBeNull();
    const claimed = await queue.claim({ now: at(10), limit: 10, leaseMs: 30_000 });
    expect(claimed.map((c) => c.leadId)).toEqual([a.id]);
  });

  it("a claimed event is not claimed again during its lease; sent, it loses its payload and is never claimed again; a stale token records nothing", async () => {
    const { outbox, queue } = open();
    const { id } = await outbox.add(lead({ conversions: [event("B")] }), t0);
    const [first] = await queue.claim({ now: at(1), limit: 5, leaseMs: 30_000 });
    expect(first).toMatchObject({ id: `${id}:meta:Lead`, payload: { event_id: "B" } });
    expect(await queue.claim({ now: at(2), limit: 5, leaseMs: 30_000 })).toEqual([]);
    expect(await queue.settle(first!.id, "not-the-token", { status: "sent", at: at(3) })).toBe(false);
    expect(await queue.settle(first!.id, first!.claimToken, { status: "sent", at: at(3) })).toBe(true);
    expect(await queue.get(first!.id)).toMatchObject({
      status: "sent",
      payload: null,
      attempts: 1,
      settledAt: at(3),
      nextAttemptAt: null,
    });
    expect(await queue.claim({ now: at(60_000), limit: 5, leaseMs: 30_000 })).toEqual([]);
    expect(await queue.settle(first!.id, first!.claimToken, { status: "sent", at: at(4) })).toBe(false);
  });

  it("a retry waits for its time; a failure is kept with its error and without its payload", async () => {
    const { outbox, queue } = open();
    const { id } = await outbox.add(lead({ conversions: [event("C")] }), t0);
    const [c] = await queue.claim({ now: at(1), limit: 5, leaseMs: 30_000 });
    expect(
      await queue.settle(c!.id, c!.claimToken, { status: "pending", nextAttemptAt: at(10_000), error: "HTTP 503" }),
    ).toBe(true);
    expect(await queue.claim({ now: at(5_000), limit: 5, leaseMs: 30_000 })).toEqual([]);
    const [again] = await queue.claim({ now: at(10_000), limit: 5, leaseMs: 30_000 });
    expect(again).toMatchObject({
      id: `${id}:meta:Lead`,
      attempts: 1,
      lastError: "HTTP 503",
      payload: { event_id: "C" },
    });
    expect(
      await queue.settle(again!.id, again!.claimToken, { status: "failed", error: "HTTP 400", at: at(10_001) }),
    ).toBe(true);
    expect(await queue.get(again!.id)).toMatchObject({
      status: "failed",
      lastError: "HTTP 400",
      payload: null,
      attempts: 2,
    });
  });

  it("an event with a notBefore waits for it (a quiet-hours alert); its retries count from then; one lead's events of two kinds are apart", async () => {
    const { outbox, queue } = open();
    const morning = at(8 * 3_600_000);
    const alert: NewConversion = {
      platform: "desk",
      event: "alert-sms",
      payload: { form: "register" },
      notBefore: morning,
    };
    const { id } = await outbox.add(lead({ conversions: [event("D"), alert] }), t0);
    const now = await queue.claim({ now: at(1), limit: 5, leaseMs: 30_000 });
    expect(now.map((c) => c.id)).toEqual([`${id}:meta:Lead`]);
    expect(await queue.settle(now[0]!.id, now[0]!.claimToken, { status: "sent", at: at(2) })).toBe(true);
    expect(await queue.get(`${id}:desk:alert-sms`)).toMatchObject({
      platform: "desk",
      status: "pending",
      nextAttemptAt: morning,
      createdAt: t0,
      payload: { form: "register" },
    });
    expect(await queue.claim({ now: at(8 * 3_600_000 - 1), limit: 5, leaseMs: 30_000 })).toEqual([]);
    const [later] = await queue.claim({ now: morning, limit: 5, leaseMs: 30_000 });
    expect(later).toMatchObject({ id: `${id}:desk:alert-sms`, retryWindowStart: morning });
  });

  it("erasing a lead erases its events; the retention purge takes those created before the cutoff", async () => {
    const { outbox, queue } = open();
    const old = await outbox.add(lead({ conversions: [event("old")] }), t0);
    const gone = await outbox.add(lead({ conversions: [event("gone")] }), at(1000));
    const kept = await outbox.add(lead({ consentAt: at(86_400_000), conversions: [event("kept")] }), at(86_400_000));
    expect(await outbox.remove(gone.id)).toBe(true);
    expect(await queue.get(`${gone.id}:meta:Lead`)).toBeNull();
    await outbox.purge(at(3_600_000));
    expect(await queue.get(`${old.id}:meta:Lead`)).toBeNull();
    expect(await queue.get(`${kept.id}:meta:Lead`)).toMatchObject({ status: "pending" });
  });

  it("counts events per Korean day and platform by state", async () => {
    const { outbox, queue } = open();
    const day1 = new Date("2026-11-20T14:30:00Z"); // 11-20 23:30 KST
    const day2 = new Date("2026-11-20T15:30:00Z"); // 11-21 00:30 KST
    const ids = [];
    for (const [when, name] of [
      [day1, "d1a"],
      [day1, "d1b"],
      [day2, "d2"],
    ] as const)
      ids.push((await outbox.add(lead({ consentAt: when, conversions: [event(name)] }), when)).id);
    const claimed = await queue.claim({ now: day2, limit: 10, leaseMs: 30_000 });
    for (const c of claimed) {
      if (c.leadId === ids[0]) await queue.settle(c.id, c.claimToken, { status: "sent", at: day2 });
      if (c.leadId === ids[1])
        await queue.settle(c.id, c.claimToken, { status: "failed", error: "HTTP 400", at: day2 });
    }
    expect(await queue.daily({ from: new Date("2026-11-19T15:00:00Z"), to: new Date("2026-11-21T15:00:00Z") })).toEqual(
      [
        { day: "2026-11-20", platform: "meta", sent: 1, failed: 1, pending: 0 },
        { day: "2026-11-21", platform: "meta", sent: 0, failed: 0, pending: 1 },
      ],
    );
  });

  it("drainers racing for the same 30 events each take different ones: every event claimed once", async () => {
    const { outbox, queue } = open();
    for (let i = 0; i < 30; i += 1) await outbox.add(lead({ conversions: [event(`race-${i}`)] }), at(i));
    const rounds = await Promise.all(
      Array.from({ length: 3 }, () => queue.claim({ now: at(60_000), limit: 30, leaseMs: 30_000 })),
    );
    const ids = rounds.flat().map((c) => c.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("foldAlert: a destination's first three in a minute go alone, the rest into one digest due at the minute's end; asking again counts nothing more", async () => {
    const { outbox, queue } = open();
    const leads: string[] = [];
    for (let i = 0; i < 5; i += 1)
      leads.push((await outbox.add(lead({ consentAt: at(i), conversions: [smsAlert(at(i))] }), at(i))).id);
    const other = await outbox.add(lead({ conversions: [webhookAlert(at(5))] }), at(5));
    const claimed = await queue.claim({ now: at(1_000), limit: 10, leaseMs: 30_000 });
    const byLead = new Map(claimed.map((c) => [c.leadId, c]));
    const sms = leads.map((id) => byLead.get(id)!);
    const answers = [];
    for (const [i, c] of sms.entries()) answers.push(await queue.foldAlert(foldOf(c, at(1_000 + i * 100))));
    const digest = `digest:alert-sms-1:${at(1_000).getTime()}`;
    expect(answers).toEqual([
      { kind: "single" },
      { kind: "single" },
      { kind: "single" },
      { kind: "folded", digestId: digest },
      { kind: "folded", digestId: digest },
    ]);
    // Another destination has a minute of its own.
    expect(await queue.foldAlert(foldOf(byLead.get(other.id)!, at(1_600)))).toEqual({ kind: "single" });
    // A retry (or a claim taken over) is answered as before and counted nowhere again.
    expect(await queue.foldAlert(foldOf(sms[3]!, at(1_700)))).toEqual({ kind: "folded", digestId: digest });
    expect(await queue.foldAlert(foldOf(sms[0]!, at(1_700)))).toEqual({ kind: "single" });
    expect(await queue.foldAlert(foldOf(sms[4]!, at(1_700), { claimToken: "not-the-token" }))).toEqual({
      kind: "lost",
    });
    expect(await queue.get(sms[3]!.id)).toMatchObject({ status: "pending", digestId: digest, countedAt: at(1_300) });
    expect(await queue.get(sms[0]!.id)).toMatchObject({ digestId: null, countedAt: at(1_000) });
    expect(await queue.get(digest)).toMatchObject({
      leadId: "",
      platform: "desk",
      event: DIGEST_EVENT,
      status: "pending",
      attempts: 0,
      nextAttemptAt: at(1_000 + MINUTE),
      payload: {
        channel: "alert-sms-1",
        to: "01099998888",
        singles: 3,
        count: 2,
        forms: { register: 2 },
        firstAt: at(3).toISOString(),
        lastAt: at(4).toISOString(),
        held: 0,
      },
    });
    for (const c of claimed)
      expect(await queue.settle(c.id, c.claimToken, { status: "sent", at: at(2_000) })).toBe(true);
    expect(await queue.claim({ now: at(1_000 + MINUTE - 1), limit: 10, leaseMs: 30_000 })).toEqual([]);
    const [due] = await queue.claim({ now: at(1_000 + MINUTE), limit: 10, leaseMs: 30_000 });
    expect(due).toMatchObject({ id: digest, retryWindowStart: at(1_000 + MINUTE), payload: { count: 2 } });
    // The dashboard counts messages: the four alone and the digest (waiting), not the alerts it carries.
    expect(await queue.daily({ from: at(-MINUTE), to: at(2 * MINUTE) })).toEqual([
      { day: "2026-11-20", platform: "desk", sent: 4, failed: 0, pending: 1 },
    ]);
  });

  it("foldAlert: a digest once claimed takes no more (the next alert opens a new minute, alone); after the minute a new one opens", async () => {
    const { outbox, queue } = open();
    for (let i = 0; i < 5; i += 1) await outbox.add(lead({ consentAt: at(i), conversions: [smsAlert(at(i))] }), at(i));
    const first = await queue.claim({ now: at(1_000), limit: 10, leaseMs: 2 * MINUTE });
    for (const c of first.slice(0, 4)) await queue.foldAlert(foldOf(c, at(1_000)));
    const digest = `digest:alert-sms-1:${at(1_000).getTime()}`;
    // An instance whose clock runs ahead claims the digest before the others' minute is over.
    const early = await queue.claim({ now: at(1_000 + MINUTE), limit: 10, leaseMs: 30_000 });
    expect(early.map((c) => c.id)).toEqual([digest]);
    expect(await queue.foldAlert(foldOf(first[4]!, at(30_000)))).toEqual({ kind: "single" });
    expect((await queue.get(digest))?.payload).toMatchObject({ count: 1 });
    // That alert opened a minute of its own at 30 s; a minute later the count starts again.
    for (let i = 0; i < 3; i += 1)
      await outbox.add(lead({ consentAt: at(40_000 + i), conversions: [smsAlert(at(40_000 + i))] }), at(40_000 + i));
    const next = await queue.claim({ now: at(30_000 + MINUTE), limit: 10, leaseMs: 30_000 });
    const answers = [];
    for (const c of next.filter((c) => c.event === "alert-sms-1"))
      answers.push(await queue.foldAlert(foldOf(c, at(30_000 + MINUTE))));
    expect(answers).toEqual([{ kind: "single" }, { kind: "single" }, { kind: "single" }]);
  });

  it("foldAlert: instances counting one destination at once fold exactly the alerts past the third into one digest", async () => {
    const { outbox, queue } = open();
    for (let i = 0; i < 10; i += 1) await outbox.add(lead({ consentAt: at(i), conversions: [smsAlert(at(i))] }), at(i));
    const claimed = await queue.claim({ now: at(1_000), limit: 10, leaseMs: 30_000 });
    const answers = await Promise.all(claimed.map((c) => queue.foldAlert(foldOf(c, at(1_000)))));
    expect(answers.filter((a) => a.kind === "single")).toHaveLength(3);
    const folded = answers.filter((a) => a.kind === "folded");
    expect(folded).toHaveLength(7);
    expect(new Set(folded.map((a) => a.digestId)).size).toBe(1);
    expect((await queue.get(folded[0]!.digestId))?.payload).toMatchObject({ count: 7, forms: { register: 7 } });
  });
}
