import {
  addMonths,
  basisPoints,
  paymentScheduleSchema,
  priceTableSchema,
  shareOf,
  type PriceTable,
} from "@/lib/site/sales/price";
import { complex, unitTypes } from "./complex";
import { floorPlans } from "./floor-plans";

import { priceBasis } from "./complexes/selected";
import { depositInParts, depositPartLabel, fixedDepositParts, termNotes } from "./sales-terms-schema";
import { salesTerms } from "./sales-terms";

// Sale prices and the payment schedule of the selected complex. Every figure is a
// sample and says so where it is shown (priceNotice). The table covers every unit type that has a
// floor plan (floor-plans.ts): a type's price follows from its exclusive area, the complex's sample
// price per ㎡ of exclusive area (complexes/<slug>/visit.ts) and the floor band's factor, rounded to
// 10,000원, so a type added to the floor plans gets prices without a second list to keep in step.
// The payments follow the complex's sales terms (complexes/<slug>/terms.ts, lib/site/content/sales-terms.ts);
// their dates count from the contract days of the sales schedule (complex.schedule).

/** Sample price per ㎡ of exclusive area at the reference band (factor 1). */
export const SAMPLE_PRICE_PER_SQM = priceBasis.pricePerSqm;
/** Within a band, the best line and view cost this much more than the lowest (sample). */
export const SAMPLE_LINE_SPREAD = priceBasis.lineSpread;

const lastBand = priceBasis.floorBands.at(-1)!;
if (
  priceBasis.floorBands[0]!.from !== 1 ||
  lastBand.to !== complex.figures.floorsAbove ||
  priceBasis.floorBands.some((b, i) => i > 0 && b.from !== priceBasis.floorBands[i - 1]!.to + 1)
) {
  throw new Error(
    `visit.ts: priceBasis.floorBands는 1층부터 최고층(${complex.figures.floorsAbove}층)까지 빈틈없이 이어져야 합니다`,
  );
}

export const floorBandFactors = priceBasis.floorBands.map((b) => ({ ...b, label: `${b.from}~${b.to}층` }));

const roundTo10k = (won: number) => Math.round(won / 10_000) * 10_000;

export function samplePrice(exclusiveArea: number, factor: number): { min: number; max: number } {
  const min = roundTo10k(exclusiveArea * SAMPLE_PRICE_PER_SQM * factor);
  return { min, max: roundTo10k(min * (1 + SAMPLE_LINE_SPREAD)) };
}

function unitOf(slug: string) {
  const unit = unitTypes.find((u) => u.slug === slug);
  if (!unit) throw new Error(`평면도 '${slug}'에 해당하는 타입 정보가 없습니다`);
  return unit;
}

export const priceTable: PriceTable = priceTableSchema.parse({
  floorBands: floorBandFactors.map(({ id, label, from, to }) => ({ id, label, from, to })),
  units: floorPlans.map((plan) => ({
    slug: plan.slug,
    prices: floorBandFactors.map((band) => ({
      band: band.id,
      ...samplePrice(unitOf(plan.slug).exclusiveArea, band.factor),
    })),
  })),
});

/** The label visitors see for a floor plan slug (the spec labels /FloorPlan/59A as 84A). */
export function unitLabel(slug: string): string {
  return unitOf(slug).label;
}

function scheduleStart(title: string): string {
  const step = complex.schedule.find((s) => s.title === title);
  if (!step?.start) throw new Error(`분양일정에 날짜가 있는 '${title}' 단계가 없습니다`);
  return step.start;
}

/** 계약일: the first day of the contract period. */
export const contractDay = scheduleStart("정당계약");

const terms = salesTerms;

export const paymentSchedule = paymentScheduleSchema.parse({
  deposit: {
    label: "계약금",
    percent: terms.deposit.percent,
    due: contractDay,
    dueLabel: "계약 체결 시",
    parts: depositInParts(terms)
      ? terms.deposit.parts.map((p, i) => ({
          label: depositPartLabel(terms, i),
          fixed: p.fixed,
          due: addMonths(contractDay, p.monthsAfterContract),
          dueLabel: p.monthsAfterContract === 0 ? "계약 체결 시" : `계약 후 ${p.monthsAfterContract}개월`,
        }))
      : undefined,
  },
  installments: terms.midPayment.months.map((months, i) => ({
    label: `중도금 ${i + 1}회차`,
    percent: terms.midPayment.percentEach,
    due: addMonths(contractDay, months),
  })),
  balance: { label: "잔금", dueLabel: `${terms.balance.due} (${complex.figures.moveIn})` },
  notes: [
    ...termNotes(terms),
    "계약금과 중도금은 만원 미만을 절사하고, 그 차액은 잔금에 더해 총액이 분양가와 같게 계산했습니다.",
  ],
});

// A fixed 1차 계약금 must stay below the whole 계약금 of the cheapest unit.
const cheapest = Math.min(...priceTable.units.flatMap((u) => u.prices.map((p) => p.min)));
const fixedTotal = fixedDepositParts(terms).reduce((n, f) => n + f, 0);
if (fixedTotal >= shareOf(cheapest, basisPoints(terms.deposit.percent)))
  throw new Error(
    `terms.ts: deposit.parts: 정액 ${fixedTotal.toLocaleString("ko-KR")}원이 가장 낮은 분양가의 계약금 ${terms.deposit.percent}%보다 작아야 합니다`,
  );

/** Printed with the price table and the calculator (the spec's disclaimer style). */
export const priceNotice: string[] = [
  "본 홈페이지의 분양가와 납부 일정은 이해를 돕기 위한 샘플 자료로, 실제 분양가 및 납부 일정과 다를 수 있습니다.",
  "층·향·동·호에 따라 분양가가 다르며, 정확한 금액은 입주자 모집공고와 공급계약서를 반드시 확인하시기 바랍니다.",
  terms.balcony.kind === "free"
    ? "발코니 확장은 전 타입 무상으로 제공하며, 분양가에는 유상옵션 비용이 포함되어 있지 않습니다."
    : "분양가에는 발코니 확장 비용과 유상옵션 비용이 포함되어 있지 않습니다.",
];
