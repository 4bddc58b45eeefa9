import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { hashedKey, SMS_PER_NUMBER_DAILY } from "@/lib/platform/quota";
import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";
import { CAPPED_BUDGET, CAPPED_NUMBER, drainSms, type SmsLimits } from "@/lib/messages/drainer";
import { RETRY_BASE_MS } from "@/lib/platform/queue";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import { SolapiSmsSender } from "@/lib/messages/solapi";
import { redirectSolapiTo, startSolapiStandIn, type SolapiStandIn } from "@/test-support/solapi-stand-in.mjs";
import { request, S1, S3 } from "@/test-support/contracts/booking-store.contract";
import type { VisitBooking } from "./bookings";
import { SqliteVisitBookingStore } from "./store/sqlite";
import {
  confirmationText,
  queueVisitSms,
  reminderText,
  reminderTime,
  withSmsConsent,
  type VisitSmsContext,
} from "./sms-messages";

// Booking -> queued SMS -> drained through the real SOLAPI SDK to the loopback stand-in.

const credentials = { apiKey: "NCSVISITKEY000001", apiSecret: "VISITSECRET000000000000000000001" };
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

const copy = {
  prefix: "[테스트단지]",
  confirmationHeadline: "견본주택 방문예약이 확정되었습니다.",
  reminderHeadline: "내일 견본주택 방문 일정을 안내해 드립니다.",
  manageLabel: "예약 확인·변경·취소",
  closing: "궁금하신 점은 대표번호로 문의해 주세요.",
  reminderAt: "10:00",
};
const ctx = (id: string): VisitSmsContext => ({
  copy,
  modelHouseAddress: "경기도 예시시 중앙로 1",
  phone: "1500-0000",
  manageUrl: `https://example.test/Promotion/Visit/manage?t=${id}`,
});
const now = new Date("2026-11-25T00:00:00Z"); // 09:00 Seoul, the day before S1
const tmp = () => path.join(mkdtempSync(path.join(os.tmpdir(), "visit-sms-")), "site.db");

function setup() {
  const db = openDb(tmp());
  const store = new SqliteVisitBookingStore(db);
  const outbox = new SqliteSmsOutbox(db);
  const sender = new SolapiSmsSender({ ...credentials, from: "16880926" });
  return { store, outbox, sender };
}

describe("visit SMS, end to end", () => {
  it("one confirmation per booking, only with consent, only to the number that booked, once", async () => {
    const { store, outbox, sender } = setup();
    const before = standIn.received.length;
    const bookings: VisitBooking[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await store.book(request({ slot: S1, smsConsent: i !== 3 }), now);
      if (!r.ok) throw new Error(r.reason);
      bookings.push(r.booking);
      const queued = await queueVisitSms(
        outbox,
        r.booking,
        { ...ctx(r.booking.id), enabled: true, reminders: false },
        now,
      );
      expect(queued).toEqual([
        i === 3
          ? { kind: "confirmation", queued: false, reason: "no-consent" }
          : { kind: "confirmation", queued: true },
      ]);
    }
    // The page is reloaded, the queue call repeats: still one message per booking.
    expect(
      await queueVisitSms(outbox, bookings[0]!, { ...ctx(bookings[0]!.id), enabled: true, reminders: false }, now),
    ).toEqual([{ kind: "confirmation", queued: false, reason: "already-queued" }]);
    expect(await drainSms({ outbox, sender, now: () => now })).toMatchObject({ claimed: 3, sent: 3 });
    expect(await drainSms({ outbox, sender, now: () => new Date(now.getTime() + 86_400_000) })).toMatchObject({
      claimed: 0,
    });
    const got = standIn.received.slice(before);
    expect(got).toHaveLength(3);
    expect(got.map((m) => m.to).sort()).toEqual(
      bookings
        .slice(0, 3)
        .map((b) => b.phone)
        .sort(),
    );
    for (const b of bookings.slice(0, 3)) {
      const text = got.find((m) => m.to === b.phone)!.text;
      expect(text).toContain(b.id);
      expect(text).toContain("11월 26일(목) 10:00~11:00");
      expect(text).toContain("경기도 예시시 중앙로 1");
      expect(text).toContain(`manage?t=${b.id}`);
      expect(got.filter((m) => m.to === b.phone)).toHaveLength(1);
    }
    expect(got.some((m) => m.to === bookings[3]!.phone)).toBe(false);
  });

  it("a 500 from the provider is retried after the backoff and delivered exactly once", async () => {
    const { store, outbox, sender } = setup();
    const r = await store.book(request({ slot: S1 }), now);
    if (!r.ok) throw new Error(r.reason);
    await queueVisitSms(outbox, r.booking, { ...ctx(r.booking.id), enabled: true, reminders: false }, now);
    const before = standIn.received.length;
    standIn.failNext(500);
    expect(await drainSms({ outbox, sender, now: () => now })).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    expect(standIn.received.length).toBe(before);
    expect(await outbox.get(`${r.booking.id}:confirmation`)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/500/),
    });
    // Not before the backoff...
    expect(await drainSms({ outbox, sender, now: () => new Date(now.getTime() + RETRY_BASE_MS - 1) })).toMatchObject({
      claimed: 0,
    });
    // ...then once, and never again.
    const later = () => new Date(now.getTime() + RETRY_BASE_MS);
    expect(await drainSms({ outbox, sender, now: later })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await drainSms({ outbox, sender, now: () => new Date(now.getTime() + 3_600_000) })).toMatchObject({
      claimed: 0,
    });
    expect(standIn.received.slice(before).filter((m) => m.to === r.booking.phone)).toHaveLength(1);
    expect(await outbox.get(`${r.booking.id}:confirmation`)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("the reminder waits for 10:00 the day before; a cancelled booking's reminder is never sent", async () => {
    const { store, outbox, sender } = setup();
    const early = new Date("2026-11-24T00:00:00Z");
    const kept = await store.book(request({ slot: S3 }), early);
    const dropped = await store.book(request({ slot: S3 }), early);
    if (!kept.ok || !dropped.ok) throw new Error("booking failed");
    for (const b of [kept.booking, dropped.booking]) {
      expect(await queueVisitSms(outbox, b, { ...ctx(b.id), enabled: true, reminders: true }, early)).toEqual([
        { kind: "confirmation", queued: true },
        { kind: "reminder", queued: true },
      ]);
    }
    expect(reminderTime(kept.booking, copy)).toEqual(new Date("2026-11-26T01:00:00Z")); // 11-26 10:00 Seoul, S3 is 11-27
    await store.cancel(dropped.booking.id, "visitor", early);
    await outbox.cancelPending(dropped.booking.id);
    const before = standIn.received.length;
    expect(await drainSms({ outbox, sender, now: () => early })).toMatchObject({ sent: 1 }); // kept's confirmation
    expect(await drainSms({ outbox, sender, now: () => new Date("2026-11-26T00:59:00Z") })).toMatchObject({
      claimed: 0,
    });
    expect(await drainSms({ outbox, sender, now: () => new Date("2026-11-26T01:00:00Z") })).toMatchObject({ sent: 1 });
    const got = standIn.received.slice(before);
    expect(got.map((m) => [m.to, m.text.includes("내일")])).toEqual([
      [kept.booking.phone, false],
      [kept.booking.phone, true],
    ]);
    // Booked after the reminder's time: no reminder.
    const late = await store.book(request({ slot: S1 }), new Date("2026-11-25T05:00:00Z"));
    if (!late.ok) throw new Error(late.reason);
    expect(
      await queueVisitSms(
        outbox,
        late.booking,
        { ...ctx(late.booking.id), enabled: true, reminders: true },
        new Date("2026-11-25T05:00:00Z"),
      ),
    ).toEqual([
      { kind: "confirmation", queued: true },
      { kind: "reminder", queued: false, reason: "too-late" },
    ]);
  });

  it("at most 3 messages to one number a Korean day from all causes, and a site budget after which nothing goes out and one alert does", async () => {
    const db = openDb(tmp());
    const outbox = new SqliteSmsOutbox(db);
    const sender = new SolapiSmsSender({ ...credentials, from: "16880926" });
    const alerts: string[] = [];
    const limits: SmsLimits = {
      quota: new SqliteQuotaStore(db),
      perNumber: SMS_PER_NUMBER_DAILY,
      perDay: 6,
      numberKey: (to) => hashedKey("sms-to", to, Buffer.from("quota-test-secret")),
      onBudgetSpent: async (day) => void alerts.push(day),
    };
    const before = standIn.received.length;
    const target = "01077770001";
    // Confirmations and reminders of several bookings (a book and its changes), all to one number.
    const kinds = ["confirmation", "reminder"] as const;
    for (let i = 0; i < 5; i++)
      await outbox.enqueue(
        { bookingId: `V-1125-000${i}`, kind: kinds[i % 2]!, to: target, text: `메시지 ${i}`, notBefore: now },
        now,
      );
    const first = await drainSms({ outbox, sender, now: () => now, limits });
    expect(first).toMatchObject({ claimed: 5, sent: 3, capped: 2 });
    expect(standIn.received.slice(before).filter((m) => m.to === target)).toHaveLength(3);
    const capped = await Promise.all([0, 1, 2, 3, 4].map((i) => outbox.get(`V-1125-000${i}:${kinds[i % 2]}`)));
    expect(capped.filter((m) => m?.status === "failed").map((m) => m!.lastError)).toEqual([
      CAPPED_NUMBER,
      CAPPED_NUMBER,
    ]);
    // The quota store holds no phone number.
    expect(JSON.stringify(db.prepare("SELECT * FROM quota_uses").all())).not.toContain(target);

    // The site's budget (6 today): 3 sent above, 3 more to other numbers, then nothing; one alert.
    for (let i = 0; i < 5; i++)
      await outbox.enqueue(
        {
          bookingId: `V-1125-010${i}`,
          kind: "confirmation",
          to: `0107777100${i}`,
          text: `다른 번호 ${i}`,
          notBefore: now,
        },
        now,
      );
    expect(await drainSms({ outbox, sender, now: () => now, limits })).toMatchObject({
      claimed: 5,
      sent: 3,
      capped: 2,
    });
    await outbox.enqueue(
      { bookingId: "V-1125-0200", kind: "confirmation", to: "01077772000", text: "한도 뒤", notBefore: now },
      now,
    );
    expect(await drainSms({ outbox, sender, now: () => now, limits })).toMatchObject({
      claimed: 1,
      sent: 0,
      capped: 1,
    });
    expect((await outbox.get("V-1125-0200:confirmation"))?.lastError).toBe(CAPPED_BUDGET);
    expect(alerts).toEqual(["2026-11-25"]);
    expect(standIn.received.length - before).toBe(6);

    // The next Korean day both limits start again.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    await outbox.enqueue(
      { bookingId: "V-1126-0001", kind: "confirmation", to: target, text: "다음 날", notBefore: tomorrow },
      tomorrow,
    );
    expect(await drainSms({ outbox, sender, now: () => tomorrow, limits })).toMatchObject({ sent: 1, capped: 0 });
  });

  it("without SMS settings nothing is queued and nothing fails", async () => {
    const { store, outbox } = setup();
    const r = await store.book(request({ slot: S1 }), now);
    if (!r.ok) throw new Error(r.reason);
    expect(
      await queueVisitSms(outbox, r.booking, { ...ctx(r.booking.id), enabled: false, reminders: true }, now),
    ).toEqual([
      { kind: "confirmation", queued: false, reason: "sms-off" },
      { kind: "reminder", queued: false, reason: "sms-off" },
    ]);
    expect(await outbox.get(`${r.booking.id}:confirmation`)).toBeNull();
  });

  it("a broken SMS store never loses the booking", async () => {
    const bookingDb = openDb(tmp());
    const store = new SqliteVisitBookingStore(bookingDb);
    const smsDb = new Database(tmp());
    smsDb.exec(
      "CREATE TABLE schema_migrations (domain TEXT NOT NULL, version INTEGER NOT NULL, applied_at TEXT, PRIMARY KEY (domain, version))",
    );
    const outbox = new SqliteSmsOutbox(smsDb);
    const r = await store.book(request({ slot: S1 }), now);
    if (!r.ok) throw new Error(r.reason);
    smsDb.close();
    await expect(
      queueVisitSms(outbox, r.booking, { ...ctx(r.booking.id), enabled: true, reminders: false }, now),
    ).rejects.toThrow();
    expect(await store.get(r.booking.id)).toMatchObject({ status: "active" });
  });
});

describe("visit SMS texts", () => {
  it("read as a Korean confirmation and reminder with every fact the visitor needs", async () => {
    const booking = { ...(await bookingOf()), id: "V-1126-4827", partySize: 3 };
    const consented = withSmsConsent(booking)!;
    expect(confirmationText(consented, ctx("TOKEN"))).toBe(
      [
        "[테스트단지] 견본주택 방문예약이 확정되었습니다.",
        "",
        "■ 예약번호: V-1126-4827",
        "■ 방문일시: 11월 26일(목) 10:00~11:00",
        "■ 방문인원: 3명",
        "■ 견본주택: 경기도 예시시 중앙로 1",
        "",
        "예약 확인·변경·취소",
        "https://example.test/Promotion/Visit/manage?t=TOKEN",
        "",
        "궁금하신 점은 대표번호로 문의해 주세요. ☎ 1500-0000",
      ].join("\n"),
    );
    expect(
      reminderText(consented, ctx("TOKEN")).startsWith("[테스트단지] 내일 견본주택 방문 일정을 안내해 드립니다."),
    ).toBe(true);
    expect(withSmsConsent({ ...booking, smsConsent: false })).toBeNull();
    expect(withSmsConsent({ ...booking, status: "cancelled" })).toBeNull();
    // @ts-expect-error a booking without the consent check cannot be turned into a text
    expect(() => confirmationText(booking, ctx("x"))).not.toThrow();
  });
});

async function bookingOf() {
  const store = new SqliteVisitBookingStore(openDb(tmp()));
  const r = await store.book(request({ slot: S1 }), now);
  if (!r.ok) throw new Error(r.reason);
  return r.booking;
}
