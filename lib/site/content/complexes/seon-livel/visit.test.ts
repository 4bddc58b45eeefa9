import { describe, expect, it } from "vitest";
import { bookableDays, hoursOn } from "@/lib/site/content/visit-calendar";
import { formatWonKo, quote } from "@/lib/site/sales/price";
import { paymentSchedule, priceTable, unitLabel } from "../../prices";
import { visitCalendar } from "../../visit-booking";
import { complex as selected } from "../../complex";
import { complex } from "./index";

// The first sample's own booking calendar and price figures, worked out by hand: a content test
// may name its complex's dates and numbers (the generic tests take theirs from content). The
// booking calendar and the prices are built for the selected complex: run when it is this one.
const thisComplex = selected.siteName === complex.siteName;

describe.skipIf(!thisComplex)("seon-livel visit booking", () => {
  it("the booking window from a Monday offers slots every open day, none on a closed day", () => {
    const days = bookableDays(visitCalendar, new Date("2026-12-28T00:00:00Z")); // Monday 09:00 Seoul
    expect(days.map((d) => d.date)).not.toContain("2026-12-31");
    expect(days.map((d) => d.date)).not.toContain("2027-01-01");
    expect(days[0]).toMatchObject({ date: "2026-12-28", open: "10:00", close: "18:00" });
    expect(days[0]!.slots).toHaveLength(8);
    expect(hoursOn(visitCalendar, "2027-01-02")).toEqual({ open: "10:00", close: "19:00" });
  });
});

describe.skipIf(!thisComplex)("seon-livel prices", () => {
  it("type 59A (shown as 84A), 5~14층: price range and every payment", () => {
    expect(unitLabel("59A")).toBe("84A");
    const q = quote(priceTable, paymentSchedule, "59A", "mid")!;
    // 84.97㎡ x 7,050,000원 = 599,038,500 -> 599,040,000; best line +2.5 % -> 614,020,000.
    expect([q.min, q.max]).toEqual([599_040_000, 614_020_000]);
    expect(q.atMin.map((p) => [p.label, p.amount, p.due])).toEqual([
      // 계약금 10 % (59,900,000): 1차 1,000만원 정액 at signing, 2차 the rest a month later.
      ["1차 계약금", 10_000_000, "2025-10-27"],
      ["2차 계약금", 49_900_000, "2025-11-27"],
      ["중도금 1회차", 59_900_000, "2026-03-27"],
      ["중도금 2회차", 59_900_000, "2026-07-27"],
      ["중도금 3회차", 59_900_000, "2026-11-27"],
      ["중도금 4회차", 59_900_000, "2027-03-27"],
      ["중도금 5회차", 59_900_000, "2027-07-27"],
      ["중도금 6회차", 59_900_000, "2027-11-27"],
      // 30 % would be 179,712,000; the 만원 remainders of the seven payments above land here.
      ["잔금", 179_740_000, null],
    ]);
    expect(q.atMax.map((p) => p.amount)).toEqual([
      10_000_000, 51_400_000, 61_400_000, 61_400_000, 61_400_000, 61_400_000, 61_400_000, 61_400_000, 184_220_000,
    ]);
    expect(q.atMin.at(-1)).toMatchObject({ kind: "balance", basisPoints: 3000 });
  });

  it("type 114B (154A), 25층 이상", () => {
    const q = quote(priceTable, paymentSchedule, "114B", "top")!;
    // 154.82 x 7,050,000 x 1.05 = 1,146,055,050 -> 1,146,060,000.
    expect(q.min).toBe(1_146_060_000);
    expect(q.atMin.slice(0, 3).map((p) => p.amount)).toEqual([10_000_000, 104_600_000, 114_600_000]);
    expect(q.atMin.at(-1)!.amount).toBe(1_146_060_000 - 114_600_000 * 7);
    expect(formatWonKo(q.min)).toBe("11억 4,606만원");
  });
});
