import { describe, expect, it } from "vitest";
import { bracketLabel, STAMP_TAX_BRACKETS, stampTax, parseStampTaxInput, wonUnits } from "./stamp-tax";

describe("stampTax for other real estate (인지세법 제3조 brackets)", () => {
  const edges: [number, number][] = [
    [1, 0],
    [10_000_000, 0],
    [10_000_001, 20_000],
    [30_000_000, 20_000],
    [30_000_001, 40_000],
    [50_000_000, 40_000],
    [50_000_001, 70_000],
    [100_000_000, 70_000],
    [100_000_001, 150_000],
    [1_000_000_000, 150_000],
    [1_000_000_001, 350_000],
    [5_000_000_000, 350_000],
  ];
  it.each(edges)("%d won -> %d won", (amount, tax) => {
    expect(stampTax(amount, "other").tax).toBe(tax);
  });
});

describe("stampTax for housing (비과세 up to 1억원)", () => {
  const edges: [number, number][] = [
    [10_000_001, 0],
    [50_000_001, 0],
    [100_000_000, 0],
    [100_000_001, 150_000],
    [650_000_000, 150_000],
    [1_000_000_000, 150_000],
    [1_000_000_001, 350_000],
  ];
  it.each(edges)("%d won -> %d won", (amount, tax) => {
    const r = stampTax(amount, "housing");
    expect(r.tax).toBe(tax);
    expect(r.exempt).toBe(tax === 0);
  });
});

describe("shares", () => {
  it("splits half and half and the shares add up to the tax", () => {
    expect(stampTax(520_000_000)).toMatchObject({ tax: 150_000, buyer: 75_000, seller: 75_000 });
    expect(stampTax(1_200_000_000)).toMatchObject({ tax: 350_000, buyer: 175_000, seller: 175_000 });
    expect(stampTax(20_000_000, "other")).toMatchObject({ tax: 20_000, buyer: 10_000, seller: 10_000 });
  });
  it("rounds the buyer's part down to 10 won and gives the rest to the other party", () => {
    const r = stampTax(60_000_000, "other", 1 / 3);
    expect(r.buyer).toBe(23_330);
    expect(r.buyer + r.seller).toBe(70_000);
  });
  it("a buyer share of 1 or 0 puts the whole tax on one party", () => {
    expect(stampTax(300_000_000, "housing", 1)).toMatchObject({ buyer: 150_000, seller: 0 });
    expect(stampTax(300_000_000, "housing", 0)).toMatchObject({ buyer: 0, seller: 150_000 });
  });
  it("refuses amounts and shares that make no sense", () => {
    expect(() => stampTax(-1)).toThrow(RangeError);
    expect(() => stampTax(1.5)).toThrow(RangeError);
    expect(() => stampTax(1000, "housing", 2)).toThrow(RangeError);
  });
});

describe("brackets", () => {
  it("are contiguous and end open", () => {
    for (let i = 1; i < STAMP_TAX_BRACKETS.length; i++)
      expect(STAMP_TAX_BRACKETS[i]!.over).toBe(STAMP_TAX_BRACKETS[i - 1]!.upTo);
    expect(STAMP_TAX_BRACKETS.at(-1)!.upTo).toBeNull();
  });
  it("have Korean labels", () => {
    expect(STAMP_TAX_BRACKETS.map(bracketLabel)).toEqual([
      "1천만원 이하",
      "1천만원 초과 ~ 3천만원 이하",
      "3천만원 초과 ~ 5천만원 이하",
      "5천만원 초과 ~ 1억원 이하",
      "1억원 초과 ~ 10억원 이하",
      "10억원 초과",
    ]);
    expect(wonUnits(1_250_000_000)).toBe("12억 5천만원");
    expect(wonUnits(5_000)).toBe("5,000원");
  });
});

describe("parseStampTaxInput", () => {
  it("accepts commas, spaces and the 원 unit", () => {
    expect(parseStampTaxInput({ amount: "520,000,000원", kind: "housing" })).toEqual({
      success: true,
      data: { amount: 520_000_000, kind: "housing" },
    });
    expect(parseStampTaxInput({ amount: " 1 000 ", kind: "other" })).toEqual({
      success: true,
      data: { amount: 1000, kind: "other" },
    });
  });
  it("rejects empty, non-numeric, zero and huge amounts with Korean messages", () => {
    for (const [amount, message] of [
      ["", "계약금액을 입력해 주세요."],
      ["5억", "계약금액은 숫자로만 입력해 주세요."],
      ["-3", "계약금액은 숫자로만 입력해 주세요."],
      ["0", "계약금액은 0원보다 커야 합니다."],
      ["99999999999999", "계약금액이 너무 큽니다. 다시 확인해 주세요."],
    ] as const) {
      expect(parseStampTaxInput({ amount, kind: "housing" }), amount).toEqual({ success: false, message });
    }
    expect(parseStampTaxInput({ amount: "100", kind: "boat" })).toEqual({
      success: false,
      message: "건물 종류를 선택해 주세요.",
    });
  });
});
