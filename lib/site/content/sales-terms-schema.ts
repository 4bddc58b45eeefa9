import { z } from "zod";
import { formatWonKo } from "@/lib/site/sales/price";
import { particle } from "./korean";

// The sales terms of a complex (complexes/<slug>/terms.ts): 계약금, 중도금, 잔금, 발코니 확장, the items
// every household gets without charge and the 유상옵션 with their prices, each stated once. Every page
// that states a term reads it from here: the home page's special-condition cards, the price page (its
// payment schedule, calculator, balcony and option tables, notes), the FAQ and the sample notice. The
// content check (lib/site/content/content-rules.ts termProblems) names any copy that says otherwise.
//
// Pure: the functions below turn the terms into the words the pages print, for any complex.

/** Whole 만원: a sales office quotes no smaller amount. */
const won = z
  .number()
  .int()
  .positive()
  .refine((n) => n % 10_000 === 0, { message: "금액은 만원 단위로 적어 주세요" });
const typePrices = z.record(z.string().regex(/^[0-9]+[A-Z]*$/), won);

export const interestKinds = {
  /** The 사업주체 pays the loan's interest until move-in. */
  free: "무이자",
  /** The buyer pays the interest accrued until move-in, at once, with the 잔금. */
  deferred: "이자후불제",
  /** The buyer pays the interest as it falls due (an ordinary loan). */
  borrower: "계약자 이자 부담",
} as const;
export type InterestKind = keyof typeof interestKinds;

const optionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** "시스템 에어컨 (침실 추가)" */
    name: z.string().min(2).max(30),
    /** What it is, in a line. */
    detail: z.string().min(4).max(80),
    /** One price for every type, or */
    price: won.optional(),
    /** a price per unit type (slug: 원), every type listed. */
    prices: typePrices.optional(),
  })
  .refine((o) => (o.price === undefined) !== (o.prices === undefined), {
    message: "price(전 타입 같은 금액)와 prices(타입별 금액) 중 하나만 적어 주세요",
  });
export type SalesOption = z.infer<typeof optionSchema>;

export const salesTermsSchema = z
  .object({
    deposit: z
      .object({
        /** The whole 계약금, a share of the price. */
        percent: z.number().int().min(1).max(30),
        /**
         * In instalments: every part but the last a fixed amount (정액), the last the rest of the percent;
         * each due so many months after the contract day (the first at signing, 0). One part: the whole at signing.
         */
        parts: z
          .array(z.object({ fixed: won.optional(), monthsAfterContract: z.number().int().min(0).max(6) }))
          .min(1)
          .max(3),
      })
      .superRefine((d, ctx) => {
        d.parts.forEach((p, i) => {
          const last = i === d.parts.length - 1;
          if (last && p.fixed !== undefined)
            ctx.addIssue({
              code: "custom",
              path: ["parts", i, "fixed"],
              message: "마지막 회차는 계약금의 나머지이므로 금액(fixed)을 적지 않습니다",
            });
          if (!last && p.fixed === undefined)
            ctx.addIssue({
              code: "custom",
              path: ["parts", i, "fixed"],
              message: "마지막이 아닌 회차는 정액(fixed)이어야 합니다",
            });
          if (i === 0 && p.monthsAfterContract !== 0)
            ctx.addIssue({
              code: "custom",
              path: ["parts", 0, "monthsAfterContract"],
              message: "1차 계약금은 계약 체결 때(0) 냅니다",
            });
          if (i > 0 && p.monthsAfterContract <= d.parts[i - 1]!.monthsAfterContract)
            ctx.addIssue({
              code: "custom",
              path: ["parts", i, "monthsAfterContract"],
              message: "뒤 회차는 앞 회차보다 늦어야 합니다",
            });
        });
      }),
    midPayment: z
      .object({
        /** Months after the contract day, one per instalment, rising. */
        months: z.array(z.number().int().min(1).max(60)).min(1).max(10),
        /** Each instalment's share of the price. */
        percentEach: z.number().int().min(1).max(20),
        interest: z.enum(Object.keys(interestKinds) as [InterestKind, ...InterestKind[]]),
        /** The 사업주체 arranges the loan with its lenders, or nobody does (the buyer pays or borrows on their own). */
        loan: z.enum(["arranged", "none"]),
      })
      .superRefine((m, ctx) => {
        if (m.months.some((n, i) => i > 0 && n <= m.months[i - 1]!))
          ctx.addIssue({ code: "custom", path: ["months"], message: "회차별 납부 월은 점점 늘어나야 합니다" });
        if (m.interest !== "borrower" && m.loan === "none")
          ctx.addIssue({
            code: "custom",
            path: ["loan"],
            message: "무이자나 이자후불제는 사업주체가 알선하는 대출(arranged)에만 있습니다",
          });
      }),
    balance: z.object({ due: z.string().min(2) }),
    balcony: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("free") }),
      z.object({ kind: z.literal("paid"), prices: typePrices }),
    ]),
    /** What every household gets without charge, beyond the basic finish (a home card may show one). */
    included: z
      .array(
        z.object({
          /** "시스템 에어컨" */
          label: z.string().min(2).max(16),
          /** "2대" */
          figure: z.string().min(1).max(6),
          /** "기본" */
          unit: z.string().min(1).max(8),
          text: z.string().min(8).max(60),
        }),
      )
      .max(4),
    options: z.array(optionSchema).min(1).max(12),
  })
  .superRefine((t, ctx) => {
    const before = t.deposit.percent + t.midPayment.months.length * t.midPayment.percentEach;
    if (before >= 100)
      ctx.addIssue({
        code: "custom",
        path: ["midPayment"],
        message: "계약금과 중도금의 합이 100% 미만이어야 합니다 (잔금이 남아야 합니다)",
      });
    const ids = t.options.map((o) => o.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", path: ["options"], message: "옵션 id가 중복되었습니다" });
  });
export type SalesTerms = z.infer<typeof salesTermsSchema>;

/** Every unit type of the complex has a price wherever the terms price by type; each problem names its field. */
export function termsCoverageProblems(t: SalesTerms, units: readonly { slug: string }[]): string[] {
  const slugs = units.map((u) => u.slug);
  const problems: string[] = [];
  const cover = (where: string, prices: Record<string, number>) => {
    for (const s of slugs)
      if (prices[s] === undefined) problems.push(`terms.ts: ${where}: no price for unit type ${s}`);
    for (const s of Object.keys(prices))
      if (!slugs.includes(s)) problems.push(`terms.ts: ${where}.${s}: no such unit type in this complex`);
  };
  if (t.balcony.kind === "paid") cover("balcony.prices", t.balcony.prices);
  t.options.forEach((o, i) => o.prices && cover(`options[${i}] (${o.id}).prices`, o.prices));
  return problems;
}

// ---- figures ---------------------------------------------------------------------------------

export const midShare = (t: SalesTerms) => t.midPayment.months.length * t.midPayment.percentEach;
export const balanceShare = (t: SalesTerms) => 100 - t.deposit.percent - midShare(t);
/** The fixed 계약금 parts (1차 … before the rest), in 원. */
export const fixedDepositParts = (t: SalesTerms) => t.deposit.parts.flatMap((p) => (p.fixed ? [p.fixed] : []));
export const depositInParts = (t: SalesTerms) => t.deposit.parts.length > 1;
/** "1차 계약금", "2차 계약금", or "계약금" when it is paid at once. */
export const depositPartLabel = (t: SalesTerms, i: number) => (depositInParts(t) ? `${i + 1}차 계약금` : "계약금");

/** "1,000만원" (whole 만원). */
export const manWon = (amount: number) => formatWonKo(amount);

/** The range of a per-type price list: "1,200만원 ~ 2,300만원", or one amount. */
function range(values: number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? manWon(min) : `${manWon(min)} ~ ${manWon(max)}`;
}

// ---- the words -------------------------------------------------------------------------------

/** "계약금 10% (1차 1,000만원 정액, 2차 잔액은 계약 후 1개월 내)" */
export function depositText(t: SalesTerms): string {
  if (!depositInParts(t)) return `계약금 ${t.deposit.percent}% (계약 체결 시)`;
  const parts = t.deposit.parts.map((p, i) =>
    p.fixed
      ? `${i + 1}차 ${manWon(p.fixed)} 정액${p.monthsAfterContract === 0 ? "(계약 체결 시)" : `(계약 후 ${p.monthsAfterContract}개월 내)`}`
      : `${i + 1}차 잔액(계약 후 ${p.monthsAfterContract}개월 내)`,
  );
  return `계약금 ${t.deposit.percent}% 중 ${parts.join(", ")}`;
}

/** The 중도금 in a sentence: share, count, interest and who arranges the loan. */
export function midPaymentText(t: SalesTerms): string {
  const m = t.midPayment;
  const share = `중도금 ${midShare(t)}%(${m.months.length}회, 회당 ${m.percentEach}%)`;
  const loan =
    m.loan === "arranged"
      ? "사업주체가 알선하는 금융기관의 중도금 대출로 납부하실 수 있으며"
      : "계약자가 직접 납부하며";
  const interest = {
    free: "대출 이자는 입주 전까지 사업주체가 대신 부담하는 무이자 조건입니다",
    deferred: "대출 이자는 이자후불제로, 입주 때 잔금과 함께 계약자가 한 번에 납부합니다",
    borrower: "대출을 받으시면 그 이자는 계약자가 매달 부담합니다",
  }[m.interest];
  return `${particle(share, "은/는")} ${loan}, ${interest}.`;
}

export function balconyText(t: SalesTerms, labelOf: (slug: string) => string): string {
  if (t.balcony.kind === "free")
    return "발코니 확장은 전 타입 무상으로 제공하며, 분양가 외에 따로 내실 비용이 없습니다.";
  const prices = Object.entries(t.balcony.prices);
  return `발코니 확장은 유상으로, 분양가와 별도로 계약합니다. 확장 비용은 타입별로 ${range(prices.map(([, p]) => p))}입니다 (${prices.map(([s, p]) => `${labelOf(s)} ${manWon(p)}`).join(", ")}).`;
}

export function optionsText(t: SalesTerms): string {
  const names = t.options.map((o) => o.name.replace(/\s*\(.*\)$/, ""));
  const unique = [...new Set(names)];
  return `유상옵션은 ${unique.join(", ")} 등이 있으며, 분양가와 별도로 옵션 계약 때 선택하십니다.`;
}

export function includedText(t: SalesTerms): string | null {
  if (!t.included.length) return null;
  return `${particle(t.included.map((i) => `${i.label} ${i.figure}`).join(", "), "은/는")} 전 세대 ${t.included[0]!.unit} 제공 품목으로 분양가에 포함되어 있습니다.`;
}

/** One option's price for a type, or undefined where it is not offered for that type. */
export const optionPrice = (o: SalesOption, slug: string) => o.price ?? o.prices?.[slug];

// ---- the home page's special-condition cards ---------------------------------------------------

export type TermCard = { label: string; figure: string; unit: string; text: string };
export type CardTerm = "deposit" | "midPayment" | "balance" | "balcony" | `included:${number}`;

/** A special-condition card of the home page (complexes/<slug>/home.ts specialPlan.items), from the terms. */
export function termCard(t: SalesTerms, term: CardTerm): TermCard {
  if (term === "deposit") {
    const fixed = fixedDepositParts(t);
    if (fixed.length)
      return {
        label: "계약금",
        figure: String(t.deposit.percent),
        unit: "%",
        text: `1차 계약금 ${manWon(fixed[0]!)} 정액제로 초기 부담을 낮췄습니다.`,
      };
    return {
      label: "계약금",
      figure: String(t.deposit.percent),
      unit: "%",
      text: `계약금 ${t.deposit.percent}%로 첫 부담을 줄였습니다.`,
    };
  }
  if (term === "midPayment") {
    const m = t.midPayment;
    const unit = m.interest === "free" ? "% 무이자" : m.interest === "deferred" ? "% 이자후불" : "%";
    const text = {
      free: "중도금 대출 이자를 입주 전까지 사업주체가 부담합니다.",
      deferred: "중도금 대출 이자는 입주 때 한 번에 냅니다.",
      borrower: `${m.months.length}회에 나누어 납부합니다.`,
    }[m.interest];
    return { label: "중도금", figure: String(midShare(t)), unit, text };
  }
  if (term === "balance")
    return { label: "잔금", figure: String(balanceShare(t)), unit: "%", text: `${t.balance.due} 납부합니다.` };
  if (term === "balcony") {
    if (t.balcony.kind === "free")
      return { label: "발코니 확장", figure: "무상", unit: "제공", text: "전 타입 발코니 확장을 무상으로 제공합니다." };
    const min = Math.min(...Object.values(t.balcony.prices));
    return {
      label: "발코니 확장",
      figure: manWon(min).replace(/원$/, ""),
      unit: "원부터",
      text: "타입별 확장 비용은 분양가 안내에서 확인하세요.",
    };
  }
  const i = Number(term.slice("included:".length));
  const item = t.included[i];
  if (!item) throw new Error(`terms.ts: included[${i}]가 없어 홈 카드로 쓸 수 없습니다`);
  return item;
}

// ---- the FAQ's answers on the terms ----------------------------------------------------------

/** The FAQ answers that state terms (lib/site/content/faq.ts), in words made from the terms. */
export function termFaqAnswers(t: SalesTerms, labelOf: (slug: string) => string) {
  const m = t.midPayment;
  const loan = {
    free: `중도금(분양가의 ${midShare(t)}%)은 사업주체가 알선하는 금융기관의 대출로 납부하실 수 있고, 입주 전까지의 대출 이자는 사업주체가 대신 내는 무이자 조건입니다.`,
    deferred: `중도금(분양가의 ${midShare(t)}%)은 사업주체가 알선하는 금융기관의 대출로 납부하실 수 있습니다. 대출 이자는 이자후불제로, 입주 때 잔금과 함께 한 번에 내시면 됩니다.`,
    borrower:
      m.loan === "arranged"
        ? `중도금(분양가의 ${midShare(t)}%)은 사업주체가 알선하는 금융기관을 통해 대출 받으실 수 있으며, 대출 이자는 계약자가 매달 부담합니다.`
        : `중도금(분양가의 ${midShare(t)}%)은 계약자가 직접 납부하시며, 개인적으로 대출을 받으시면 그 이자는 계약자가 부담합니다.`,
  }[m.interest];
  const fixed = fixedDepositParts(t);
  const deposit = fixed.length
    ? `계약금 ${t.deposit.percent}%는 ${t.deposit.parts
        .map((p, i) =>
          p.fixed
            ? `${i + 1}차 ${manWon(p.fixed)}${p.monthsAfterContract === 0 ? "을 계약 때" : `을 계약 ${p.monthsAfterContract}개월 뒤`}`
            : `${i + 1}차 나머지를 계약 ${p.monthsAfterContract}개월 뒤에`,
        )
        .join(", ")} 나누어 내시고`
    : `계약 때 계약금 ${t.deposit.percent}%를 내시고`;
  return {
    installmentLoan: `${loan} 대출 한도와 보증 조건은 개인의 신용과 주택 보유 현황, 정부 정책에 따라 달라지며, 대출이 어려운 경우 직접 납부하셔야 합니다.`,
    paymentSchedule: `${deposit}, 이후 중도금 ${m.months.length}회(회당 ${m.percentEach}%), ${t.balance.due} 잔금 ${balanceShare(t)}%를 납부하시는 일정(샘플)입니다. 분양가 안내 페이지의 계산기에서 타입과 층을 고르시면 회차별 금액과 납부일을 바로 확인하실 수 있습니다.`,
    balcony:
      t.balcony.kind === "free"
        ? "발코니 확장은 전 타입 무상으로 제공합니다. 평면이 확장형을 기준으로 설계되어 있으며, 분양가 외에 확장 비용을 따로 내지 않으셔도 됩니다."
        : `${balconyText(t, labelOf)} 평면이 확장형을 기준으로 설계되어 대부분의 세대가 확장을 선택하십니다. 타입별 금액은 분양가 안내 페이지의 발코니 확장 표에서 확인하실 수 있습니다.`,
    options:
      `${optionsText(t)} ${includedText(t) ?? ""} 품목별·타입별 금액은 분양가 안내 페이지의 유상옵션 표에 정리해 두었으며, 견본주택에서도 기본 품목과 옵션 품목을 꼭 확인해 주세요.`.replace(
        /\s{2,}/g,
        " ",
      ),
  };
}

// ---- the price page's and the notice's notes ---------------------------------------------------

/** The lines every page that shows prices prints under them (the price page's notes, the notice). */
export function termNotes(t: SalesTerms): string[] {
  const extras =
    t.balcony.kind === "free"
      ? "발코니 확장은 전 타입 무상으로 제공하며, 유상옵션 비용은 분양가에 포함되어 있지 않아 옵션 계약으로 따로 납부합니다."
      : "발코니 확장과 유상옵션 비용은 분양가에 포함되어 있지 않으며, 각각 별도 계약으로 납부합니다.";
  return [
    midPaymentText(t),
    depositInParts(t)
      ? `${depositText(t)}입니다. 2차 계약금은 계약금 ${t.deposit.percent}%에서 1차 정액을 뺀 금액입니다.`
      : `계약금 ${t.deposit.percent}%는 계약 체결 시 한 번에 납부합니다.`,
    extras,
  ];
}

// ---- the notice ------------------------------------------------------------------------------

/** What the sample notice states of the terms (scripts/make-notice-pdf.ts): table rows and notes. */
export function noticeTerms(t: SalesTerms, units: readonly { slug: string; label: string }[]) {
  const m = t.midPayment;
  const payments: [string, string, string][] = [
    ...t.deposit.parts.map((p, i): [string, string, string] => [
      depositPartLabel(t, i),
      p.fixed
        ? `${manWon(p.fixed)} 정액`
        : depositInParts(t)
          ? `${t.deposit.percent}% 중 나머지`
          : `${t.deposit.percent}%`,
      p.monthsAfterContract === 0 ? "계약 체결 시" : `계약 후 ${p.monthsAfterContract}개월 내`,
    ]),
    [
      `중도금 (${m.months.length}회, ${interestKinds[m.interest]})`,
      `${midShare(t)}% (회당 ${m.percentEach}%)`,
      `계약 후 ${m.months.join("·")}개월`,
    ],
    ["잔금", `${balanceShare(t)}%`, t.balance.due],
  ];
  const balcony = units.map((u) => [
    u.label,
    t.balcony.kind === "free" ? "무상 제공" : manWon(t.balcony.prices[u.slug]!),
  ]);
  const options = t.options.map((o) => [
    o.name,
    o.price !== undefined ? manWon(o.price) : `${range(Object.values(o.prices!))} (타입별)`,
  ]);
  const included = includedText(t);
  return { payments, balcony, options, notes: [...termNotes(t), ...(included ? [included] : [])] };
}
