import { describe, expect, it } from "vitest";
import { paymentSchedule, priceTable, unitLabel } from "@/lib/site/content/prices";
import { formatDueKo, formatWonKo, paymentScheduleSchema, priceTableSchema, quote } from "./price";
import { answerKey, calculatorData, parsePriceQuery, shareLabel } from "./price-view";

const data = calculatorData(priceTable, paymentSchedule, unitLabel);
const firstType = priceTable.units[0]!.slug;
const lastType = priceTable.units.at(-1)!.slug;
const firstBand = priceTable.floorBands[0]!.id;
const lastBand = priceTable.floorBands.at(-1)!.id;

describe("calculatorData", () => {
  it("has an answer for every type and band, equal to the calculator's", () => {
    expect(Object.keys(data.answers)).toHaveLength(priceTable.units.length * priceTable.floorBands.length);
    for (const unit of priceTable.units) {
      for (const band of priceTable.floorBands) {
        const q = quote(priceTable, paymentSchedule, unit.slug, band.id)!;
        const answer = data.answers[answerKey(unit.slug, band.id)]!;
        expect(answer.range).toBe(`${formatWonKo(q.min)} ~ ${formatWonKo(q.max)}`);
        expect(answer.rows.map((r) => r.label)).toEqual(q.atMin.map((p) => p.label));
        expect(answer.rows.map((r) => r.atMin)).toEqual(q.atMin.map((p) => formatWonKo(p.amount)));
        expect(answer.rows.map((r) => r.atMax)).toEqual(q.atMax.map((p) => formatWonKo(p.amount)));
      }
    }
  });

  it("prints each installment's due date in Korean, the deposit with its moment, the balance as its period", () => {
    const rows = data.answers[answerKey(firstType, firstBand)]!.rows;
    const deposits = paymentSchedule.deposit.parts ?? [paymentSchedule.deposit];
    deposits.forEach((d, n) => expect(rows[n]!.due).toBe(`${formatDueKo(d.due)} (${d.dueLabel})`));
    paymentSchedule.installments.forEach((i, n) => expect(rows[n + deposits.length]!.due).toBe(formatDueKo(i.due)));
    expect(rows.at(-1)!.due).toBe(paymentSchedule.balance.dueLabel);
    expect(rows.at(-1)!.label).toBe(paymentSchedule.balance.label);
  });

  it("labels types as visitors know them and bands by their floors", () => {
    expect(data.types.map((t) => t.label)).toEqual(priceTable.units.map((u) => unitLabel(u.slug)));
    expect(data.bands.map((b) => b.label)).toEqual(priceTable.floorBands.map((b) => b.label));
  });

  it("is plain data (survives JSON unchanged)", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("calculatorData with a 계약금 in instalments", () => {
  it("shows the 1차 as 정액 at signing and the 2차 as the rest of the percentage, a month later", () => {
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
      installments: [{ label: "중도금 1회차", percent: 60, due: "2026-09-13" }],
      balance: { label: "잔금", dueLabel: "입주지정기간 내" },
    });
    const table = priceTableSchema.parse({
      floorBands: [{ id: "all", label: "1~20층", from: 1, to: 20 }],
      units: [{ slug: "84A", prices: [{ band: "all", min: 500_000_000, max: 520_000_000 }] }],
    });
    const rows = calculatorData(table, schedule, (s) => s).answers[answerKey("84A", "all")]!.rows;
    expect(rows.map((r) => [r.label, r.share, r.due, r.atMin, r.atMax])).toEqual([
      ["1차 계약금", "정액", "2026년 4월 13일 (계약 체결 시)", "1,000만원", "1,000만원"],
      ["2차 계약금", "10% 중 나머지", "2026년 5월 13일 (계약 후 1개월)", "4,000만원", "4,200만원"],
      ["중도금 1회차", "60%", "2026년 9월 13일", "3억원", "3억 1,200만원"],
      ["잔금", "30%", "입주지정기간 내", "1억 5,000만원", "1억 5,600만원"],
    ]);
  });
});

describe("shareLabel", () => {
  it("prints basis points as a percentage", () => {
    expect(shareLabel(1000)).toBe("10%");
    expect(shareLabel(850)).toBe("8.5%");
    expect(shareLabel(3333)).toBe("33.33%");
  });
});

describe("parsePriceQuery", () => {
  const fallback = parsePriceQuery(priceTable, {});

  it("gives the first type and the widest band without a query, with no notice", () => {
    expect(fallback.type).toBe(firstType);
    const widest = Math.max(...priceTable.floorBands.map((b) => b.to - b.from));
    expect(
      priceTable.floorBands.find((b) => b.id === fallback.band)!.to -
        priceTable.floorBands.find((b) => b.id === fallback.band)!.from,
    ).toBe(widest);
    expect(fallback.notice).toBeNull();
    expect(parsePriceQuery(priceTable, undefined)).toEqual(fallback);
  });

  it("takes a known type and band", () => {
    expect(parsePriceQuery(priceTable, { type: lastType, band: lastBand })).toEqual({
      type: lastType,
      band: lastBand,
      notice: null,
    });
    expect(parsePriceQuery(priceTable, { type: [lastType, firstType], band: ` ${lastBand} ` })).toEqual({
      type: lastType,
      band: lastBand,
      notice: null,
    });
  });

  it("falls back with a Korean notice on anything else, keeping the part that is right", () => {
    const badType = parsePriceQuery(priceTable, { type: "<script>", band: lastBand });
    expect(badType).toMatchObject({ type: firstType, band: lastBand });
    expect(badType.notice).toContain("선택하신 타입을 찾을 수 없어");
    const badBand = parsePriceQuery(priceTable, { type: lastType, band: "99" });
    expect(badBand).toMatchObject({ type: lastType, band: fallback.band });
    expect(badBand.notice).toContain("선택하신 층 구간을 찾을 수 없어");
    const both = parsePriceQuery(priceTable, { type: "x", band: "" });
    expect(both).toMatchObject({ type: firstType, band: fallback.band });
    expect(both.notice).toContain("타입과 층 구간을");
    expect(parsePriceQuery(priceTable, { type: 42 }).notice).toContain("기본 조건");
    expect(parsePriceQuery(priceTable, { band: "high".repeat(1000) }).notice).toContain("기본 조건");
  });
});
