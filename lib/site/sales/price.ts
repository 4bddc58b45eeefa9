import { z } from "zod";

// Sale prices by unit type and floor band, the payment schedule, and the calculator that turns
// a price into each payment and its due date. Pure: content supplies the figures
// (lib/site/content/prices.ts), pages and tests call the calculator.
//
// Amounts are integer 원. Rounding, the way Korean sales offices print a 납부 일정:
// - 계약금 and every 중도금 installment are the price x their percentage, rounded DOWN to
//   10,000원 (만원 미만 절사);
// - a 계약금 in instalments pays its fixed parts (1차 1,000만원 정액) first, and its last part is the
//   rest of the rounded 계약금, so the parts add up to the 계약금 exactly;
// - 잔금 is the price minus everything before it, so it carries every remainder and the payments
//   always add up to the price exactly.
// Percentages are held in basis points (1 % = 100) so no floating-point step can lose a 원.

export const AMOUNT_UNIT = 10_000;

const won = z
  .number()
  .int({ message: "금액은 원 단위 정수여야 합니다" })
  .positive({ message: "금액은 0보다 커야 합니다" });
const percent = z
  .number()
  .positive({ message: "비율은 0보다 커야 합니다" })
  .max(100, { message: "비율은 100% 이하여야 합니다" })
  .refine((p) => Number.isInteger(Math.round(p * 100)) && Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, {
    message: "비율은 소수 둘째 자리까지만 쓸 수 있습니다",
  });
const isoDate = z.iso.date({ message: "날짜는 YYYY-MM-DD 형식이어야 합니다" });

export const floorBandSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** e.g. "5~14층" */
    label: z.string().min(1),
    from: z.number().int().min(1),
    to: z.number().int().min(1),
  })
  .refine((b) => b.from <= b.to, { message: "층 구간의 시작 층이 끝 층보다 높습니다", path: ["to"] });
export type FloorBand = z.infer<typeof floorBandSchema>;

export const priceTableSchema = z
  .object({
    floorBands: z.array(floorBandSchema).min(1),
    units: z
      .array(
        z.object({
          /** The floor plan's slug (lib/site/content/floor-plans.ts). */
          slug: z.string().min(1),
          prices: z.array(
            z
              .object({ band: z.string().min(1), min: won, max: won })
              .refine((p) => p.min <= p.max, { message: "최저가가 최고가보다 큽니다" }),
          ),
        }),
      )
      .min(1),
  })
  .superRefine((table, ctx) => {
    const bands = table.floorBands.map((b) => b.id);
    const sorted = [...table.floorBands].sort((a, b) => a.from - b.from);
    sorted.forEach((band, i) => {
      const next = sorted[i + 1];
      if (next && next.from !== band.to + 1)
        ctx.addIssue({
          code: "custom",
          message: `층 구간 '${band.label}'와 '${next.label}' 사이가 비거나 겹칩니다`,
          path: ["floorBands"],
        });
    });
    table.units.forEach((unit, u) => {
      const listed = unit.prices.map((p) => p.band);
      if (listed.length !== bands.length || bands.some((b) => !listed.includes(b))) {
        ctx.addIssue({
          code: "custom",
          message: `'${unit.slug}'의 가격이 모든 층 구간에 한 번씩 있어야 합니다`,
          path: ["units", u, "prices"],
        });
      }
    });
    if (new Set(table.units.map((u) => u.slug)).size !== table.units.length)
      ctx.addIssue({ code: "custom", message: "같은 타입이 두 번 있습니다", path: ["units"] });
  });
export type PriceTable = z.infer<typeof priceTableSchema>;

export const paymentScheduleSchema = z
  .object({
    deposit: z.object({
      label: z.string().min(1),
      percent,
      due: isoDate,
      dueLabel: z.string().min(1),
      /**
       * The 계약금 in instalments (1차 정액 at signing, 2차 the rest later): every part but the last
       * a fixed amount, the last the rest of `percent`. Absent: the whole 계약금 at `due`.
       */
      parts: z
        .array(z.object({ label: z.string().min(1), fixed: won.optional(), due: isoDate, dueLabel: z.string().min(1) }))
        .min(2)
        .optional(),
    }),
    installments: z.array(z.object({ label: z.string().min(1), percent, due: isoDate })).min(1),
    balance: z.object({ label: z.string().min(1), dueLabel: z.string().min(1), due: isoDate.optional() }),
    notes: z.array(z.string().min(1)).default([]),
  })
  .superRefine((s, ctx) => {
    const before = basisPoints(s.deposit.percent) + s.installments.reduce((n, i) => n + basisPoints(i.percent), 0);
    if (before >= 10_000)
      ctx.addIssue({
        code: "custom",
        message: "계약금과 중도금의 합이 100% 미만이어야 합니다 (잔금이 남아야 합니다)",
        path: ["installments"],
      });
    let previous = s.deposit.due;
    s.deposit.parts?.forEach((p, n) => {
      const last = n === s.deposit.parts!.length - 1;
      if (last === (p.fixed !== undefined))
        ctx.addIssue({
          code: "custom",
          message: last
            ? "마지막 계약금 회차는 나머지 금액이라 정액을 적지 않습니다"
            : "앞 계약금 회차는 정액이어야 합니다",
          path: ["deposit", "parts", n, "fixed"],
        });
      if (n === 0 ? p.due !== s.deposit.due : p.due <= previous)
        ctx.addIssue({
          code: "custom",
          message: n === 0 ? "1차 계약금은 계약일에 냅니다" : `'${p.label}' 납부일이 앞 회차보다 빠릅니다`,
          path: ["deposit", "parts", n, "due"],
        });
      previous = p.due;
    });
    s.installments.forEach((i, n) => {
      if (i.due <= previous)
        ctx.addIssue({
          code: "custom",
          message: `'${i.label}' 납부일이 앞 회차보다 빠릅니다`,
          path: ["installments", n, "due"],
        });
      previous = i.due;
    });
    if (s.balance.due && s.balance.due <= previous)
      ctx.addIssue({ code: "custom", message: "잔금 납부일이 마지막 중도금보다 빠릅니다", path: ["balance", "due"] });
  });
export type PaymentScheduleInput = z.input<typeof paymentScheduleSchema>;
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

export type Payment = {
  kind: "deposit" | "installment" | "balance";
  label: string;
  /** Basis points of the price (1 % = 100); the balance's is what is left. */
  basisPoints: number;
  amount: number;
  /** ISO date, or null when the date is a period (잔금: 입주지정기간). */
  due: string | null;
  dueLabel: string;
  /** A part of a 계약금 paid in instalments: a fixed amount (정액, basisPoints 0), or the rest of the 계약금 (its whole basisPoints). */
  part?: "fixed" | "rest";
};

export function basisPoints(percentValue: number): number {
  return Math.round(percentValue * 100);
}

/** price x bp / 10,000, rounded down to AMOUNT_UNIT; integer arithmetic only. */
export function shareOf(price: number, bp: number): number {
  const exact = Math.floor((price * bp) / 10_000);
  return exact - (exact % AMOUNT_UNIT);
}

/** Every payment of `price` under `schedule`: 계약금, each 중도금, 잔금 (the sum is the price). */
export function paymentPlan(schedule: PaymentSchedule, price: number): Payment[] {
  if (!Number.isSafeInteger(price) || price <= 0) throw new RangeError(`Not a price in 원: ${price}`);
  const payments: Payment[] = [];
  const depositBp = basisPoints(schedule.deposit.percent);
  const deposit = shareOf(price, depositBp);
  if (schedule.deposit.parts) {
    const fixed = schedule.deposit.parts.reduce((n, p) => n + (p.fixed ?? 0), 0);
    if (fixed >= deposit)
      throw new RangeError(`계약금 정액(${fixed}원)이 계약금 전체(${deposit}원)보다 작아야 합니다: 분양가 ${price}원`);
    for (const p of schedule.deposit.parts)
      payments.push({
        kind: "deposit",
        label: p.label,
        basisPoints: p.fixed === undefined ? depositBp : 0,
        amount: p.fixed ?? deposit - fixed,
        due: p.due,
        dueLabel: p.dueLabel,
        part: p.fixed === undefined ? "rest" : "fixed",
      });
  } else {
    payments.push({
      kind: "deposit",
      label: schedule.deposit.label,
      basisPoints: depositBp,
      amount: deposit,
      due: schedule.deposit.due,
      dueLabel: schedule.deposit.dueLabel,
    });
  }
  for (const i of schedule.installments) {
    const bp = basisPoints(i.percent);
    payments.push({
      kind: "installment",
      label: i.label,
      basisPoints: bp,
      amount: shareOf(price, bp),
      due: i.due,
      dueLabel: formatDueKo(i.due),
    });
  }
  const paid = payments.reduce((n, p) => n + p.amount, 0);
  const usedBp = payments.reduce((n, p) => n + p.basisPoints, 0);
  payments.push({
    kind: "balance",
    label: schedule.balance.label,
    basisPoints: 10_000 - usedBp,
    amount: price - paid,
    due: schedule.balance.due ?? null,
    dueLabel: schedule.balance.dueLabel,
  });
  return payments;
}

export type Quote = {
  slug: string;
  band: FloorBand;
  min: number;
  max: number;
  /** The payments at the band's lowest and highest price. */
  atMin: Payment[];
  atMax: Payment[];
};

/** The calculator: a unit type and a floor band -> its price range and every payment. */
export function quote(table: PriceTable, schedule: PaymentSchedule, slug: string, bandId: string): Quote | null {
  const unit = table.units.find((u) => u.slug === slug);
  const band = table.floorBands.find((b) => b.id === bandId);
  const price = unit?.prices.find((p) => p.band === bandId);
  if (!unit || !band || !price) return null;
  return {
    slug,
    band,
    min: price.min,
    max: price.max,
    atMin: paymentPlan(schedule, price.min),
    atMax: paymentPlan(schedule, price.max),
  };
}

/** The band a floor falls in. */
export function bandOfFloor(table: PriceTable, floor: number): FloorBand | null {
  return table.floorBands.find((b) => floor >= b.from && floor <= b.to) ?? null;
}

/** "5억 9,480만원" (amounts are whole 만원 except a 잔금 remainder, shown as "… 3,456원"). */
export function formatWonKo(amount: number): string {
  const eok = Math.floor(amount / 100_000_000);
  const man = Math.floor((amount % 100_000_000) / 10_000);
  const rest = amount % 10_000;
  const parts: string[] = [];
  if (eok > 0) parts.push(`${eok.toLocaleString("ko-KR")}억`);
  if (man > 0) parts.push(`${man.toLocaleString("ko-KR")}만`);
  if (rest > 0) parts.push(`${rest.toLocaleString("ko-KR")}`);
  return parts.length === 0 ? "0원" : `${parts.join(" ")}원`;
}

/** "2026년 3월 27일" */
export function formatDueKo(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${y}년 ${m}월 ${d}일`;
}

/** An ISO date plus whole months, clamped to the month's last day (10-31 + 4 months = 02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}
