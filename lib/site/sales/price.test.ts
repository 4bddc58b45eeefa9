import { describe, expect, it } from "vitest";
import { floorPlans } from "@/lib/site/content/floor-plans";
import { complex, unitTypes } from "@/lib/site/content/complex";
import { contractDay, paymentSchedule, priceNotice, priceTable } from "@/lib/site/content/prices";
import { priceBasis, salesTerms } from "@/lib/site/content/complexes/selected";
import {
  addMonths,
  bandOfFloor,
  formatWonKo,
  paymentPlan,
  paymentScheduleSchema,
  priceTableSchema,
  quote,
  shareOf,
} from "./price";

describe("price content (sample)", () => {
  it("has prices in every floor band for every unit type with a floor plan", () => {
    expect(priceTable.units.map((u) => u.slug)).toEqual(floorPlans.map((p) => p.slug));
    for (const unit of priceTable.units)
      expect(unit.prices.map((p) => p.band)).toEqual(priceBasis.floorBands.map((b) => b.id));
  });

  it("floor bands cover the ground floor to the top floor without gaps", () => {
    for (let floor = 1; floor <= complex.figures.floorsAbove; floor++)
      expect(bandOfFloor(priceTable, floor)).not.toBeNull();
    expect(bandOfFloor(priceTable, complex.figures.floorsAbove + 1)).toBeNull();
    const second = priceBasis.floorBands[1] ?? priceBasis.floorBands[0]!;
    expect(bandOfFloor(priceTable, second.from)?.label).toBe(`${second.from}~${second.to}층`);
  });

  it("a higher band never costs less, and a larger type never costs less in the same band", () => {
    for (const unit of priceTable.units) {
      const mins = unit.prices.map((p) => p.min);
      expect([...mins].sort((a, b) => a - b)).toEqual(mins);
    }
    const byArea = [...unitTypes]
      .sort((a, b) => a.exclusiveArea - b.exclusiveArea)
      .map((u) => priceTable.units.find((p) => p.slug === u.slug)!.prices[1]!.min);
    expect([...byArea].sort((a, b) => a - b)).toEqual(byArea);
  });

  it("the payment dates count from the contract day of the sales schedule", () => {
    expect(contractDay).toBe(complex.schedule.find((s) => s.title === "정당계약")?.start);
    expect(paymentSchedule.deposit.due).toBe(contractDay);
    expect(paymentSchedule.installments.map((i) => i.due)).toEqual(
      salesTerms.midPayment.months.map((m) => addMonths(contractDay, m)),
    );
    expect(paymentSchedule.balance.dueLabel).toContain(complex.figures.moveIn);
    expect(priceNotice.join(" ")).toMatch(/샘플/);
  });
});

describe("the calculator, checked against the content's figures", () => {
  it("for every type and band, 계약금 and 중도금 are whole 만원 and the payments add up to the price", () => {
    for (const unit of priceTable.units) {
      for (const band of priceTable.floorBands) {
        const q = quote(priceTable, paymentSchedule, unit.slug, band.id)!;
        for (const [price, plan] of [
          [q.min, q.atMin],
          [q.max, q.atMax],
        ] as const) {
          expect(plan.reduce((n, p) => n + p.amount, 0)).toBe(price);
          for (const p of plan.slice(0, -1)) expect(p.amount % 10_000).toBe(0);
          expect(plan.reduce((n, p) => n + p.basisPoints, 0)).toBe(10_000);
        }
      }
    }
    expect(quote(priceTable, paymentSchedule, "nope", "mid")).toBeNull();
    expect(quote(priceTable, paymentSchedule, priceTable.units[0]!.slug, "nope")).toBeNull();
  });
});

describe("a 계약금 in instalments", () => {
  // 1차 1,000만원 정액 at signing, 2차 the rest of 10 % a month later; three 중도금 of 20 %.
  const schedule = paymentScheduleSchema.parse({
    deposit: {
      label: "계약금",
      percent: 10,
      due: "2026-04-13",
      dueLabel: "계약 체결 시",
      parts: [
        { label: "1차 계약금", fixed: 10_000_000, due: "2026-04-13", dueLabel: "계약 체결 시" },
        { label: "2차 계약금", due: "2026-05-13", dueLabel: "계약 후 1개월" },
      ],
    },
    installments: [
      { label: "중도금 1회차", percent: 20, due: "2026-09-13" },
      { label: "중도금 2회차", percent: 20, due: "2027-01-13" },
      { label: "중도금 3회차", percent: 20, due: "2027-05-13" },
    ],
    balance: { label: "잔금", dueLabel: "입주지정기간 내" },
  });

  it("pays the fixed 1차 at signing and the rest of the 계약금 as 2차, then the 중도금 and the 잔금", () => {
    // 10 % of 456,789,000 = 45,678,900 -> 45,670,000; 2차 = 45,670,000 - 10,000,000.
    const plan = paymentPlan(schedule, 456_789_000);
    expect(plan.map((p) => [p.label, p.amount, p.due, p.part])).toEqual([
      ["1차 계약금", 10_000_000, "2026-04-13", "fixed"],
      ["2차 계약금", 35_670_000, "2026-05-13", "rest"],
      ["중도금 1회차", 91_350_000, "2026-09-13", undefined],
      ["중도금 2회차", 91_350_000, "2027-01-13", undefined],
      ["중도금 3회차", 91_350_000, "2027-05-13", undefined],
      // 456,789,000 - 45,670,000 - 3 x 91,350,000
      ["잔금", 137_069_000, null, undefined],
    ]);
    expect(plan.reduce((n, p) => n + p.amount, 0)).toBe(456_789_000);
    expect(plan.map((p) => p.basisPoints)).toEqual([0, 1000, 2000, 2000, 2000, 3000]);
  });

  it("refuses a 정액 as large as the whole 계약금, and parts out of order or of the wrong kind", () => {
    expect(() => paymentPlan(schedule, 100_000_000)).toThrow(/계약금 정액/);
    expect(
      paymentPlan(schedule, 100_100_000)
        .slice(0, 2)
        .map((p) => p.amount),
    ).toEqual([10_000_000, 10_000]);
    const [first, second] = schedule.deposit.parts!;
    const late = paymentScheduleSchema.safeParse({
      ...schedule,
      deposit: { ...schedule.deposit, parts: [first, { ...second, due: "2026-04-01" }] },
    });
    expect(late.error?.issues.map((i) => i.message)).toContainEqual(expect.stringMatching(/앞 회차보다 빠릅니다/));
    const noRest = paymentScheduleSchema.safeParse({
      ...schedule,
      deposit: { ...schedule.deposit, parts: [first, { ...second, fixed: 5_000_000 }] },
    });
    expect(noRest.error?.issues[0]?.message).toMatch(/나머지 금액/);
    const afterMid = paymentScheduleSchema.safeParse({
      ...schedule,
      deposit: { ...schedule.deposit, parts: [first, { ...second, due: "2026-10-01" }] },
    });
    expect(afterMid.error?.issues[0]?.message).toMatch(/'중도금 1회차' 납부일이 앞 회차보다 빠릅니다/);
  });
});

describe("price arithmetic", () => {
  it("rounds shares down to 10,000원 in integers, with fractional percentages", () => {
    expect(shareOf(599_040_000, 1000)).toBe(59_900_000);
    expect(shareOf(123_456_789, 1250)).toBe(15_430_000); // 12.5 % = 15,432,098.6
    expect(
      paymentPlan(
        paymentScheduleSchema.parse({ ...paymentSchedule, deposit: { ...paymentSchedule.deposit, percent: 12.5 } }),
        123_456_789,
      ).reduce((n, p) => n + p.amount, 0),
    ).toBe(123_456_789);
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
    const gap = priceTableSchema.safeParse({
      ...priceTable,
      floorBands: [
        { id: "a", label: "1~4층", from: 1, to: 4 },
        { id: "b", label: "6~9층", from: 6, to: 9 },
      ],
    });
    expect(gap.error?.issues.map((i) => i.message).join(" ")).toMatch(/사이가 비거나 겹칩니다/);
    const missing = priceTableSchema.safeParse({
      ...priceTable,
      units: [{ slug: "59A", prices: [{ band: "low", min: 1, max: 2 }] }],
    });
    expect(missing.error?.issues[0]?.message).toMatch(/모든 층 구간/);
    const tooMuch = paymentScheduleSchema.safeParse({
      ...paymentSchedule,
      deposit: { ...paymentSchedule.deposit, percent: 50 },
    });
    expect(tooMuch.error?.issues[0]?.message).toMatch(/잔금이 남아야/);
    const backwards = paymentScheduleSchema.safeParse({
      ...paymentSchedule,
      installments: [...paymentSchedule.installments].reverse(),
    });
    expect(backwards.error?.issues[0]?.message).toMatch(/앞 회차보다 빠릅니다/);
  });
});
