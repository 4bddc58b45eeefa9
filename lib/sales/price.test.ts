import { describe, expect, it } from "vitest";
import { floorPlans } from "@/lib/content/floor-plans";
import { complex, unitTypes } from "@/lib/content/complex";
import { contractDay, paymentSchedule, priceNotice, priceTable, unitLabel } from "@/lib/content/prices";
import { addMonths, bandOfFloor, formatWonKo, paymentPlan, paymentScheduleSchema, priceTableSchema, quote, shareOf } from "./price";

describe("price content (sample)", () => {
  it("has prices in every floor band for every unit type with a floor plan", () => {
    expect(priceTable.units.map((u) => u.slug)).toEqual(floorPlans.map((p) => p.slug));
    for (const unit of priceTable.units) expect(unit.prices.map((p) => p.band)).toEqual(["low", "mid", "high", "top"]);
  });

  it("floor bands cover the ground floor to the top floor without gaps", () => {
    for (let floor = 1; floor <= complex.figures.floorsAbove; floor++) expect(bandOfFloor(priceTable, floor)).not.toBeNull();
    expect(bandOfFloor(priceTable, complex.figures.floorsAbove + 1)).toBeNull();
    expect(bandOfFloor(priceTable, 7)?.label).toBe("5~14층");
  });

  it("a higher band never costs less, and a larger type never costs less in the same band", () => {
    for (const unit of priceTable.units) {
      const mins = unit.prices.map((p) => p.min);
      expect([...mins].sort((a, b) => a - b)).toEqual(mins);
    }
    const byArea = [...unitTypes].sort((a, b) => a.exclusiveArea - b.exclusiveArea).map((u) => priceTable.units.find((p) => p.slug === u.slug)!.prices[1]!.min);
    expect([...byArea].sort((a, b) => a - b)).toEqual(byArea);
  });

  it("the payment dates count from the contract day of the sales schedule", () => {
    expect(contractDay).toBe(complex.schedule.find((s) => s.title === "정당계약")?.start);
    expect(paymentSchedule.deposit.due).toBe("2025-10-27");
    expect(paymentSchedule.installments.map((i) => i.due)).toEqual(["2026-03-27", "2026-07-27", "2026-11-27", "2027-03-27", "2027-07-27", "2027-11-27"]);
    expect(paymentSchedule.balance.dueLabel).toContain(complex.figures.moveIn);
    expect(priceNotice.join(" ")).toMatch(/샘플/);
  });
});

describe("the calculator, checked against the content's figures", () => {
  it("type 59A (shown as 84A), 5~14층: price range and every payment", () => {
    expect(unitLabel("59A")).toBe("84A");
    const q = quote(priceTable, paymentSchedule, "59A", "mid")!;
    // 84.97㎡ x 7,050,000원 = 599,038,500 -> 599,040,000; best line +2.5 % -> 614,020,000.
    expect([q.min, q.max]).toEqual([599_040_000, 614_020_000]);
    expect(q.atMin.map((p) => [p.label, p.amount, p.due])).toEqual([
      ["계약금", 59_900_000, "2025-10-27"],
      ["중도금 1회차", 59_900_000, "2026-03-27"],
      ["중도금 2회차", 59_900_000, "2026-07-27"],
      ["중도금 3회차", 59_900_000, "2026-11-27"],
      ["중도금 4회차", 59_900_000, "2027-03-27"],
      ["중도금 5회차", 59_900_000, "2027-07-27"],
      ["중도금 6회차", 59_900_000, "2027-11-27"],
      // 30 % would be 179,712,000; the 만원 remainders of the seven payments above land here.
      ["잔금", 179_740_000, null],
    ]);
    expect(q.atMax.map((p) => p.amount)).toEqual([61_400_000, 61_400_000, 61_400_000, 61_400_000, 61_400_000, 61_400_000, 61_400_000, 184_220_000]);
    expect(q.atMin.at(-1)).toMatchObject({ kind: "balance", basisPoints: 3000 });
  });

  it("type 114B (154A), 25층 이상", () => {
    const q = quote(priceTable, paymentSchedule, "114B", "top")!;
    // 154.82 x 7,050,000 x 1.05 = 1,146,055,050 -> 1,146,060,000.
    expect(q.min).toBe(1_146_060_000);
    expect(q.atMin[0]!.amount).toBe(114_600_000);
    expect(q.atMin.at(-1)!.amount).toBe(1_146_060_000 - 114_600_000 * 7);
    expect(formatWonKo(q.min)).toBe("11억 4,606만원");
  });

  it("for every type and band, 계약금 and 중도금 are whole 만원 and the payments add up to the price", () => {
    for (const unit of priceTable.units) {
      for (const band of priceTable.floorBands) {
        const q = quote(priceTable, paymentSchedule, unit.slug, band.id)!;
        for (const [price, plan] of [[q.min, q.atMin], [q.max, q.atMax]] as const) {
          expect(plan.reduce((n, p) => n + p.amount, 0)).toBe(price);
          for (const p of plan.slice(0, -1)) expect(p.amount % 10_000).toBe(0);
          expect(plan.reduce((n, p) => n + p.basisPoints, 0)).toBe(10_000);
        }
      }
    }
    expect(quote(priceTable, paymentSchedule, "nope", "mid")).toBeNull();
    expect(quote(priceTable, paymentSchedule, "59A", "nope")).toBeNull();
  });
});

describe("price arithmetic", () => {
  it("rounds shares down to 10,000원 in integers, with fractional percentages", () => {
    expect(shareOf(599_040_000, 1000)).toBe(59_900_000);
    expect(shareOf(123_456_789, 1250)).toBe(15_430_000); // 12.5 % = 15,432,098.6
    expect(paymentPlan(paymentScheduleSchema.parse({ ...paymentSchedule, deposit: { ...paymentSchedule.deposit, percent: 12.5 } }), 123_456_789).reduce((n, p) => n + p.amount, 0)).toBe(123_456_789);
    expect(() => paymentPlan(paymentSchedule, 1.5)).toThrow(RangeError);
  });

  it("formats amounts the Korean way", () => {
    expect(formatWonKo(599_040_000)).toBe("5억 9,904만원");
    expect(formatWonKo(179_740_000)).toBe("1억 7,974만원");
    expect(formatWonKo(50_000)).toBe("5만원");
    expect(formatWonKo(100_003_456)).toBe("1억 3,456원");
  });

  it("adds months, clamping to the month's end", () => {
    expect(addMonths("2025-10-31", 4)).toBe("2026-02-28");
    expect(addMonths("2025-10-27", 25)).toBe("2027-11-27");
    expect(addMonths("2027-12-15", 1)).toBe("2028-01-15");
  });

  it("refuses tables and schedules that cannot be right, in Korean", () => {
    const gap = priceTableSchema.safeParse({ ...priceTable, floorBands: [{ id: "a", label: "1~4층", from: 1, to: 4 }, { id: "b", label: "6~9층", from: 6, to: 9 }] });
    expect(gap.error?.issues.map((i) => i.message).join(" ")).toMatch(/사이가 비거나 겹칩니다/);
    const missing = priceTableSchema.safeParse({ ...priceTable, units: [{ slug: "59A", prices: [{ band: "low", min: 1, max: 2 }] }] });
    expect(missing.error?.issues[0]?.message).toMatch(/모든 층 구간/);
    const tooMuch = paymentScheduleSchema.safeParse({ ...paymentSchedule, deposit: { ...paymentSchedule.deposit, percent: 50 } });
    expect(tooMuch.error?.issues[0]?.message).toMatch(/잔금이 남아야/);
    const backwards = paymentScheduleSchema.safeParse({ ...paymentSchedule, installments: [...paymentSchedule.installments].reverse() });
    expect(backwards.error?.issues[0]?.message).toMatch(/앞 회차보다 빠릅니다/);
  });
});
