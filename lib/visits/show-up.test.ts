import { describe, expect, it } from "vitest";
import type { VisitBooking } from "./bookings";
import { showUpRates } from "./show-up";

const now = new Date("2026-11-27T06:00:00Z"); // 15:00 in Seoul
const booking = (
  id: string,
  date: string,
  hourUtc: number,
  attendance: VisitBooking["attendance"],
  status: VisitBooking["status"] = "active",
): VisitBooking => ({
  id,
  slotId: `${date}T00:00`,
  date,
  start: "10:00",
  end: "11:00",
  startsAt: new Date(`${date}T${String(hourUtc).padStart(2, "0")}:00:00Z`),
  name: "김하늘",
  phone: "01012345678",
  partySize: 2,
  consentAt: now,
  smsConsent: false,
  leadId: id,
  status,
  createdAt: now,
  cancelledAt: null,
  cancelledBy: null,
  replacedBy: null,
  attendance,
  attendanceAt: attendance ? now : null,
});

describe("show-up rates", () => {
  const bookings = [
    booking("a", "2026-11-26", 2, "arrived"),
    booking("b", "2026-11-26", 3, "no-show"),
    booking("c", "2026-11-26", 4, null),
    booking("d", "2026-11-27", 1, "arrived"),
    booking("e", "2026-11-27", 8, null), // 17:00 today: not yet
    booking("f", "2026-11-26", 5, null, "cancelled"), // cancelled: no visit expected
  ];
  const campaign = (b: VisitBooking) =>
    (({ a: "gangnam_open", b: "gangnam_open", d: "naver_brand" }) as Record<string, string>)[b.id] ?? null;

  it("counts the visits whose time has come, per day: arrived over visits, unmarked beside", () => {
    const { byDay, total } = showUpRates(bookings, campaign, now);
    expect(byDay).toEqual([
      { key: "2026-11-26", visits: 3, arrived: 1, noShow: 1, unmarked: 1, rate: 1 / 3 },
      { key: "2026-11-27", visits: 1, arrived: 1, noShow: 0, unmarked: 0, rate: 1 },
    ]);
    expect(total).toEqual({ key: "", visits: 4, arrived: 2, noShow: 1, unmarked: 1, rate: 0.5 });
  });

  it("per campaign of the booking's lead, most visits first; none is its own row", () => {
    expect(showUpRates(bookings, campaign, now).byCampaign).toEqual([
      { key: "gangnam_open", visits: 2, arrived: 1, noShow: 1, unmarked: 0, rate: 0.5 },
      { key: "", visits: 1, arrived: 0, noShow: 0, unmarked: 1, rate: 0 },
      { key: "naver_brand", visits: 1, arrived: 1, noShow: 0, unmarked: 0, rate: 1 },
    ]);
    expect(showUpRates([], campaign, now).total.rate).toBeNull();
  });
});
