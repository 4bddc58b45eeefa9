// 인지세법 제3조 제1항 제1호: 부동산 소유권 이전에 관한 증서(분양·공급계약서 포함)의 세액.
// 제6조 제5호: 주택의 소유권 이전에 관한 증서로서 기재금액이 1억원 이하이면 비과세.
// Amounts are in won. A bracket covers (over, upTo]: "초과 ~ 이하", as the Act words it.

export type StampTaxBracket = { over: number; upTo: number | null; tax: number };

export const STAMP_TAX_BRACKETS: readonly StampTaxBracket[] = [
  { over: 0, upTo: 10_000_000, tax: 0 },
  { over: 10_000_000, upTo: 30_000_000, tax: 20_000 },
  { over: 30_000_000, upTo: 50_000_000, tax: 40_000 },
  { over: 50_000_000, upTo: 100_000_000, tax: 70_000 },
  { over: 100_000_000, upTo: 1_000_000_000, tax: 150_000 },
  { over: 1_000_000_000, upTo: null, tax: 350_000 },
];

/** Housing transfer documents up to this amount are exempt. */
export const HOUSING_EXEMPT_UP_TO = 100_000_000;

/** Largest amount the calculator accepts (1조원): beyond any apartment, and safe for integers. */
export const MAX_CONTRACT_AMOUNT = 1_000_000_000_000;

export type PropertyKind = "housing" | "other";

export type StampTaxResult = {
  amount: number;
  kind: PropertyKind;
  tax: number;
  buyer: number;
  seller: number;
  exempt: boolean;
  bracket: StampTaxBracket;
};

export function bracketFor(amount: number): StampTaxBracket {
  const found = STAMP_TAX_BRACKETS.find((b) => amount > b.over && (b.upTo === null || amount <= b.upTo));
  return found ?? STAMP_TAX_BRACKETS[0]!;
}

/**
 * Stamp tax on a contract of `amount` won and how the parties split it.
 * `buyerShare` is the buyer's part (0..1); the buyer's won are rounded down to 10 won
 * and the other party pays the rest, so the two shares always add up to the tax.
 */
export function stampTax(amount: number, kind: PropertyKind = "housing", buyerShare = 0.5): StampTaxResult {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`계약금액이 올바르지 않습니다: ${amount}`);
  if (!(buyerShare >= 0 && buyerShare <= 1)) throw new RangeError(`부담 비율이 올바르지 않습니다: ${buyerShare}`);
  const bracket = bracketFor(amount);
  const exempt = bracket.tax === 0 || (kind === "housing" && amount <= HOUSING_EXEMPT_UP_TO);
  const tax = exempt ? 0 : bracket.tax;
  const buyer = Math.floor((tax * buyerShare) / 10) * 10;
  return { amount, kind, tax, buyer, seller: tax - buyer, exempt, bracket };
}

export type StampTaxInput = { amount: number; kind: PropertyKind };

/**
 * The calculator's input: a won amount typed with or without commas, spaces and the "원" unit.
 * It never leaves the browser (nothing is stored or sent), so a few lines check it here and
 * no validation library is shipped to visitors.
 */
export function parseStampTaxInput(input: {
  amount: string;
  kind: string;
}): { success: true; data: StampTaxInput } | { success: false; message: string } {
  const digits = input.amount.replace(/[\s,원]/g, "");
  if (digits === "") return { success: false, message: "계약금액을 입력해 주세요." };
  if (!/^\d+$/.test(digits)) return { success: false, message: "계약금액은 숫자로만 입력해 주세요." };
  const amount = Number(digits);
  if (amount <= 0) return { success: false, message: "계약금액은 0원보다 커야 합니다." };
  if (amount > MAX_CONTRACT_AMOUNT) return { success: false, message: "계약금액이 너무 큽니다. 다시 확인해 주세요." };
  if (input.kind !== "housing" && input.kind !== "other")
    return { success: false, message: "건물 종류를 선택해 주세요." };
  return { success: true, data: { amount, kind: input.kind } };
}

/** "1천만원 초과 ~ 3천만원 이하" style label of a bracket, in Korean units. */
export function bracketLabel(b: StampTaxBracket): string {
  if (b.over === 0) return `${wonUnits(b.upTo!)} 이하`;
  if (b.upTo === null) return `${wonUnits(b.over)} 초과`;
  return `${wonUnits(b.over)} 초과 ~ ${wonUnits(b.upTo)} 이하`;
}

/** 10_000_000 -> "1천만원", 100_000_000 -> "1억원", 1_000_000_000 -> "10억원". */
export function wonUnits(n: number): string {
  const eok = Math.floor(n / 100_000_000);
  const man = Math.floor((n % 100_000_000) / 10_000);
  const parts: string[] = [];
  if (eok) parts.push(`${eok.toLocaleString("ko-KR")}억`);
  if (man) parts.push(man % 1000 === 0 ? `${man / 1000}천만` : `${man.toLocaleString("ko-KR")}만`);
  return parts.length ? `${parts.join(" ")}원` : `${n.toLocaleString("ko-KR")}원`;
}

export function formatWon(n: number): string {
  return `${n.toLocaleString("ko-KR")}원`;
}
