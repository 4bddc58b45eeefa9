import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { modelHouse, visitBookingCopy, visitSmsCopy } from "@/lib/site/content/visit-booking";
import { fixtureCalendar as visitCalendar } from "@/test-support/visit-calendar";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import { CHANGES_PER_BOOKING } from "@/lib/platform/quota";
import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";
import { SqliteVisitBookingStore } from "./store/sqlite";
import { bookingForLink, bookVisit, cancelByLink, changeByLink, dayChoices, dayList, type VisitDeps } from "./service";
import { visitTokenKey } from "./token";

// The booking steps on real SQLite stores and the sample content's calendar.

const now = new Date("2026-11-25T00:00:00Z"); // Wednesday 09:00 in Seoul
const form = (over: Record<string, unknown> = {}) => ({
  slot: "2026-11-26T14:00",
  name: " 이서연 ",
  phone: "010-2345-6789",
  partySize: "2",
  consent: "on",
  smsConsent: "on",
  ...over,
});

const files = new WeakMap<VisitDeps, string>();
const dbFileOf = (d: VisitDeps) => files.get(d)!;

function deps(smsEnabled = true): VisitDeps {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "visit-svc-")), "site.db");
  const db = openDb(file);
  const made: VisitDeps = {
    store: new SqliteVisitBookingStore(db),
    calendar: visitCalendar,
    tokenKey: visitTokenKey({
      NODE_ENV: "test",
      VISIT_TOKEN_SECRET: "unit-test-visit-token-secret-0123456789",
      DATA_DIR: "unused",
    }),
    manageUrl: "https://www.example.test/Promotion/Visit/manage",
    copy: visitBookingCopy,
    sms: {
      outbox: new SqliteSmsOutbox(db),
      enabled: smsEnabled,
      reminders: true,
      copy: visitSmsCopy,
      modelHouseAddress: modelHouse.address,
      phone: modelHouse.phone,
    },
  };
  files.set(made, file);
  return made;
}

const tokenOf = (url: string) => new URL(url).searchParams.get("t");

describe("visit booking steps", () => {
  afterEach(() => closeAllDbs());

  it("books from a plain form post, signs a manage link and queues the confirmation and reminder", async () => {
    const d = deps();
    const result = await bookVisit(d, form(), now, "lead-42");
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.booking).toMatchObject({
      slotId: "2026-11-26T14:00",
      name: "이서연",
      phone: "01023456789",
      partySize: 2,
      smsConsent: true,
      leadId: "lead-42",
    });
    expect(result.manageUrl).toMatch(/^https:\/\/www\.example\.test\/Promotion\/Visit\/manage\?t=v1\.V-1126-\d{4}\./);
    expect(result.sms).toEqual([
      { kind: "confirmation", queued: true },
      { kind: "reminder", queued: true },
    ]);
    const sms = await d.sms!.outbox.get(`${result.booking.id}:confirmation`);
    expect(sms?.to).toBe("01023456789");
    expect(sms?.text).toContain(result.manageUrl);
    expect(sms?.text).toContain(modelHouse.address);
    expect((await bookingForLink(d, tokenOf(result.manageUrl), now)).ok).toBe(true);
  });

  it("answers a bad form with Korean messages per field, and stores nothing", async () => {
    const d = deps();
    const result = await bookVisit(d, { slot: "", name: "", phone: "02-123-4567", partySize: "7" }, now);
    expect(result).toEqual({
      ok: false,
      kind: "invalid",
      errors: {
        slot: ["방문하실 날짜와 시간을 선택해 주세요."],
        name: ["이름을 입력해 주세요."],
        phone: ["휴대전화 번호를 010으로 시작하는 숫자로 입력해 주세요. 예) 010-1234-5678"],
        partySize: ["방문 인원은 1명부터 4명까지 선택하실 수 있습니다."],
        consent: ["개인정보 수집·이용에 동의해 주셔야 등록할 수 있습니다."],
      },
    });
    expect(await d.store.listDay("2026-11-26")).toEqual([]);
  });

  it("refuses a past slot, a slot off the calendar, a full slot and a second booking of the day, with the content's words (one answer for the last two)", async () => {
    const d = deps();
    expect(await bookVisit(d, form({ slot: "2026-11-25T09:00" }), now)).toMatchObject({
      kind: "refused",
      reason: "unknown",
    });
    expect(await bookVisit(d, form({ slot: "2026-11-24T14:00" }), now)).toMatchObject({
      kind: "refused",
      reason: "past",
      message: visitBookingCopy.past,
    });
    expect((await bookVisit(d, form(), now)).ok).toBe(true);
    const taken = await bookVisit(d, form({ slot: "2026-11-26T15:00" }), now);
    expect(taken).toMatchObject({ kind: "refused", reason: "unavailable", message: visitBookingCopy.unavailable });
    for (let i = 1; i < visitCalendar.capacity; i++)
      expect((await bookVisit(d, form({ phone: `0109999${String(i).padStart(4, "0")}` }), now)).ok).toBe(true);
    const full = await bookVisit(d, form({ phone: "01088887777" }), now);
    expect(full).toMatchObject({ kind: "refused", reason: "unavailable", message: visitBookingCopy.unavailable });
    // A full slot answers a number that holds a booking that day exactly as one that does not.
    expect(await bookVisit(d, form(), now)).toEqual(full);
  });

  it("cancel through the link frees the place and drops the unsent reminder; a second cancel changes nothing", async () => {
    const d = deps();
    const booked = await bookVisit(d, form(), now);
    if (!booked.ok) throw new Error("not booked");
    const token = tokenOf(booked.manageUrl);
    const [before] = await d.store.availability(["2026-11-26T14:00"], visitCalendar.capacity);
    const cancelled = await cancelByLink(d, token, now);
    expect(cancelled).toMatchObject({
      ok: true,
      changed: true,
      booking: { status: "cancelled", cancelledBy: "visitor" },
    });
    const [after] = await d.store.availability(["2026-11-26T14:00"], visitCalendar.capacity);
    expect(after!.left).toBe(before!.left + 1);
    expect((await d.sms!.outbox.get(`${booked.booking.id}:reminder`))?.status).toBe("cancelled");
    expect(await cancelByLink(d, token, now)).toMatchObject({ ok: true, changed: false });
    expect(await cancelByLink(d, "v1.V-1126-0000.zzzz." + "A".repeat(43), now)).toEqual({
      ok: false,
      message: expect.stringMatching(/올바르지 않습니다/),
    });
  });

  it("change through the link books the new slot under a new number and link; the old link then says so", async () => {
    const d = deps();
    const booked = await bookVisit(d, form(), now);
    if (!booked.ok) throw new Error("not booked");
    const oldToken = tokenOf(booked.manageUrl);
    const changed = await changeByLink(d, oldToken, { slot: "2026-11-27T11:00", partySize: "3" }, now);
    if (!changed.ok) throw new Error(JSON.stringify(changed));
    expect(changed.booking).toMatchObject({ slotId: "2026-11-27T11:00", partySize: 3, phone: "01023456789" });
    expect(changed.booking.id).not.toBe(booked.booking.id);
    expect((await d.sms!.outbox.get(`${changed.booking.id}:confirmation`))?.status).toBe("pending");
    expect((await d.sms!.outbox.get(`${booked.booking.id}:reminder`))?.status).toBe("cancelled");
    expect(await changeByLink(d, oldToken, { slot: "2026-11-27T12:00" }, now)).toMatchObject({
      ok: false,
      kind: "link",
    });
    expect(await changeByLink(d, tokenOf(changed.manageUrl), { slot: "nope" }, now)).toMatchObject({
      ok: false,
      kind: "invalid",
    });
  });

  it("a booking is changed at most CHANGES_PER_BOOKING times, counted across the new numbers each change gives", async () => {
    const base = deps();
    const d: VisitDeps = {
      ...base,
      limits: {
        quota: new SqliteQuotaStore(openDb(dbFileOf(base))),
        bookingsPerAddress: 3,
        changesPerBooking: CHANGES_PER_BOOKING,
      },
    };
    const booked = await bookVisit(d, form(), now, "lead-change");
    if (!booked.ok) throw new Error("not booked");
    let token = tokenOf(booked.manageUrl);
    const slots = ["2026-11-26T15:00", "2026-11-26T16:00", "2026-11-27T11:00", "2026-11-27T13:00"];
    for (const slot of slots.slice(0, CHANGES_PER_BOOKING)) {
      const changed = await changeByLink(d, token, { slot }, now);
      if (!changed.ok) throw new Error(JSON.stringify(changed));
      token = tokenOf(changed.manageUrl);
    }
    const refused = await changeByLink(d, token, { slot: slots[CHANGES_PER_BOOKING]! }, now);
    expect(refused).toMatchObject({
      ok: false,
      kind: "refused",
      reason: "change-limit",
      message: visitBookingCopy.changeLimit,
    });
    // The booking stays where the last change put it, and can still be cancelled.
    expect(await bookingForLink(d, token, now)).toMatchObject({
      ok: true,
      booking: { slotId: slots[CHANGES_PER_BOOKING - 1], status: "active" },
    });
    expect(await cancelByLink(d, token, now)).toMatchObject({ ok: true, changed: true });
  });

  it("without SMS settings the booking is the same and nothing is queued", async () => {
    const d = deps(false);
    const booked = await bookVisit(d, form(), now);
    expect(booked).toMatchObject({
      ok: true,
      sms: [
        { kind: "confirmation", queued: false, reason: "sms-off" },
        { kind: "reminder", queued: false, reason: "sms-off" },
      ],
    });
    const withoutSms = await bookVisit({ ...d, sms: null }, form({ phone: "01011112222" }), now);
    expect(withoutSms).toMatchObject({ ok: true, sms: "off" });
  });

  it("offers a day's slots with the places left counted on the server; past, closed and full ones cannot be chosen", async () => {
    const d = deps();
    const lunch = new Date("2026-11-26T03:30:00Z"); // Thursday 12:30 Seoul
    await d.store.closeSlot("2026-11-26T16:00");
    for (let i = 0; i < visitCalendar.capacity; i++)
      await bookVisit(d, form({ slot: "2026-11-26T17:00", phone: `0107777${String(i).padStart(4, "0")}` }), now);
    await bookVisit(d, form({ slot: "2026-11-26T14:00" }), now);
    const choices = await dayChoices(d, "2026-11-26", lunch);
    expect(choices.map((c) => [c.start, c.left, c.bookable])).toEqual([
      ["10:00", 10, false],
      ["11:00", 10, false],
      ["12:00", 10, false],
      ["13:00", 10, false], // bookable until 30 minutes before (closeBeforeMinutes)
      ["14:00", 9, true],
      ["15:00", 10, true],
      ["16:00", 0, false],
      ["17:00", 0, false],
    ]);
    expect(choices.find((c) => c.start === "16:00")?.closed).toBe(true);
    expect(dayList(d, lunch)[0]).toEqual({ date: "2026-11-26", weekday: "thu", open: "10:00", close: "18:00" });
  });
});
