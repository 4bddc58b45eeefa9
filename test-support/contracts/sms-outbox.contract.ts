import { expect, it } from "vitest";
import type { NewSms, SmsOutbox } from "@/lib/messages/outbox";

// The SMS outbox's behaviour, on both stores: SQLite on a real file in a temporary folder,
// Firestore on the real Cloud Firestore emulator (one demo- project per test).

const t0 = new Date("2026-11-25T01:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const sms = (over: Partial<NewSms> = {}): NewSms => ({
  bookingId: "V-1126-0001",
  kind: "confirmation",
  to: "01012345678",
  text: "확정 안내",
  notBefore: t0,
  ...over,
});
const claim = (now: Date, limit = 10) => ({ now, limit, leaseMs: 60_000 });

/** The behaviour every adapter must share; `open` gives a fresh, empty store. */
export function smsOutboxContract(open: () => SmsOutbox): void {
  it("one message per booking event: the same key is stored once", async () => {
    const outbox = open();
    expect(await outbox.enqueue(sms(), t0)).toEqual({ id: "V-1126-0001:confirmation", created: true });
    expect(await outbox.enqueue(sms({ text: "다른 문구" }), at(10))).toEqual({
      id: "V-1126-0001:confirmation",
      created: false,
    });
    expect(await outbox.enqueue(sms({ kind: "reminder" }), t0)).toEqual({ id: "V-1126-0001:reminder", created: true });
    expect(await outbox.get("V-1126-0001:confirmation")).toMatchObject({
      text: "확정 안내",
      status: "pending",
      attempts: 0,
      to: "01012345678",
    });
  });

  it("a registrant's welcome is keyed by the lead and keeps its 알림톡 template through a claim; a plain text has none", async () => {
    const outbox = open();
    const template = {
      id: "KA01TP-WELCOME",
      variables: { 단지명: "테스트단지", 잔여세대: "- 84A: 12세대\n- 59A: 마감" },
    };
    expect(
      await outbox.enqueue(sms({ bookingId: "0b3c2a52-3c1f-4f57-9a4e-7d4f7a1c2b11", kind: "welcome", template }), t0),
    ).toEqual({ id: "0b3c2a52-3c1f-4f57-9a4e-7d4f7a1c2b11:welcome", created: true });
    const [claimed] = await outbox.claim(claim(t0));
    expect(claimed).toMatchObject({ kind: "welcome", template });
    expect(await outbox.get("0b3c2a52-3c1f-4f57-9a4e-7d4f7a1c2b11:welcome")).toMatchObject({ template });
    await outbox.enqueue(sms(), t0);
    expect((await outbox.get("V-1126-0001:confirmation"))?.template).toBeNull();
  });

  it("pending -> claimed -> sent, never claimed again; a stale token cannot settle", async () => {
    const outbox = open();
    const { id } = await outbox.enqueue(sms(), t0);
    const [c] = await outbox.claim(claim(t0));
    expect(c?.id).toBe(id);
    expect(await outbox.claim(claim(t0))).toEqual([]); // leased
    expect(await outbox.settle(id, c!.claimToken, { status: "sent", at: at(5), providerId: "M1" })).toBe(true);
    expect(await outbox.get(id)).toMatchObject({ status: "sent", attempts: 1, sentAt: at(5), providerId: "M1" });
    expect(await outbox.claim(claim(at(86_400_000)))).toEqual([]);
    expect(await outbox.settle(id, c!.claimToken, { status: "failed", error: "late" })).toBe(false);
  });

  it("a retry waits for its time; an expired lease lets another drainer take over", async () => {
    const outbox = open();
    const { id } = await outbox.enqueue(sms(), t0);
    const [first] = await outbox.claim(claim(t0));
    await outbox.settle(id, first!.claimToken, { status: "pending", nextAttemptAt: at(5_000), error: "HTTP 500" });
    expect(await outbox.get(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500" });
    expect(await outbox.claim(claim(at(4_999)))).toEqual([]);
    const [second] = await outbox.claim(claim(at(5_000)));
    expect(second?.id).toBe(id);
    const [third] = await outbox.claim(claim(at(5_000 + 60_000)));
    expect(third?.id).toBe(id);
    expect(await outbox.settle(id, second!.claimToken, { status: "sent", at: at(70_000), providerId: null })).toBe(
      false,
    );
    expect(await outbox.settle(id, third!.claimToken, { status: "sent", at: at(70_000), providerId: null })).toBe(true);
  });

  it("a reminder waits for its notBefore; cancelPending drops a booking's unsent messages only", async () => {
    const outbox = open();
    await outbox.enqueue(sms(), t0);
    await outbox.enqueue(sms({ kind: "reminder", notBefore: at(3_600_000) }), t0);
    await outbox.enqueue(sms({ bookingId: "V-1126-0002" }), t0);
    const due = await outbox.claim(claim(at(1000)));
    expect(due.map((m) => m.id).sort()).toEqual(["V-1126-0001:confirmation", "V-1126-0002:confirmation"]);
    for (const m of due) await outbox.settle(m.id, m.claimToken, { status: "sent", at: at(1000), providerId: null });
    expect(await outbox.cancelPending("V-1126-0001")).toBe(1);
    expect(await outbox.get("V-1126-0001:reminder")).toMatchObject({ status: "cancelled" });
    expect(await outbox.get("V-1126-0001:confirmation")).toMatchObject({ status: "sent" });
    expect(await outbox.claim(claim(at(7_200_000)))).toEqual([]);
  });

  it("retention: messages created before the cutoff are deleted, whatever their state", async () => {
    const outbox = open();
    await outbox.enqueue(sms({ bookingId: "V-0101-0001" }), at(-400 * 86_400_000));
    await outbox.enqueue(sms({ bookingId: "V-1126-0009" }), t0);
    expect(await outbox.purge(at(-365 * 86_400_000))).toBe(1);
    expect(await outbox.get("V-0101-0001:confirmation")).toBeNull();
    expect(await outbox.get("V-1126-0009:confirmation")).not.toBeNull();
  });
}
