import { z } from "zod";
import { formatDueKo, formatWonKo, quote, type PaymentSchedule, type PriceTable } from "./price";

// What /SalesInfo/price shows, worked out on the server: the calculator's answer for every unit
// type and floor band as plain, ready-to-print data (no zod, no date code reaches the browser: the
// island only looks an answer up), and the parsing of the page's ?type=&band= query.

export type CalcRow = {
  label: string;
  /** "10%"; a 계약금 in parts: "정액" (1차), "10% 중 나머지" (the last part) */
  share: string;
  /** "2026년 3월 27일" or a period such as "입주지정기간 내 (…)" */
  due: string;
  atMin: string;
  atMax: string;
};

export type CalcAnswer = {
  /** "5억 9,480만원 ~ 6억 1,260만원" */
  range: string;
  rows: CalcRow[];
};

export type CalcData = {
  types: { slug: string; label: string }[];
  bands: { id: string; label: string }[];
  /** answers[`${slug}:${bandId}`] */
  answers: Record<string, CalcAnswer>;
};

export const answerKey = (slug: string, band: string) => `${slug}:${band}`;

/** "10%", "8.5%" from basis points. */
export function shareLabel(bp: number): string {
  return `${(bp / 100).toLocaleString("ko-KR", { maximumFractionDigits: 2 })}%`;
}

/** Every answer of the calculator for every type and band, formatted for ko-KR. */
export function calculatorData(
  table: PriceTable,
  schedule: PaymentSchedule,
  labelOf: (slug: string) => string,
): CalcData {
  const answers: Record<string, CalcAnswer> = {};
  for (const unit of table.units) {
    for (const band of table.floorBands) {
      const q = quote(table, schedule, unit.slug, band.id);
      if (!q) throw new Error(`가격표에 '${unit.slug}' ${band.label} 가격이 없습니다`);
      answers[answerKey(unit.slug, band.id)] = {
        range: `${formatWonKo(q.min)} ~ ${formatWonKo(q.max)}`,
        rows: q.atMin.map((p, i) => ({
          label: p.label,
          share:
            p.part === "fixed"
              ? "정액"
              : p.part === "rest"
                ? `${shareLabel(p.basisPoints)} 중 나머지`
                : shareLabel(p.basisPoints),
          due:
            p.due && p.kind !== "deposit"
              ? formatDueKo(p.due)
              : p.due
                ? `${formatDueKo(p.due)} (${p.dueLabel})`
                : p.dueLabel,
          atMin: formatWonKo(p.amount),
          atMax: formatWonKo(q.atMax[i]!.amount),
        })),
      };
    }
  }
  return {
    types: table.units.map((u) => ({ slug: u.slug, label: labelOf(u.slug) })),
    bands: table.floorBands.map((b) => ({ id: b.id, label: b.label })),
    answers,
  };
}

export type PriceSelection = { type: string; band: string; notice: string | null };

const one = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().optional());

/**
 * The page's query (?type=&band=) parsed against the price table. No query gives the default (the
 * first type, the band with the most floors); an unknown or malformed value gives the default
 * too, with a notice in Korean. Never throws.
 */
export function parsePriceQuery(table: PriceTable, query: unknown): PriceSelection {
  const types = table.units.map((u) => u.slug);
  const bands = table.floorBands.map((b) => b.id);
  const defaultBand = [...table.floorBands].sort((a, b) => b.to - b.from - (a.to - a.from))[0]!.id;
  const fallback = { type: types[0]!, band: defaultBand };
  const raw = z.object({ type: one, band: one }).safeParse(typeof query === "object" && query !== null ? query : {});
  if (!raw.success) return { ...fallback, notice: "선택하신 조건을 확인할 수 없어 기본 조건으로 계산했습니다." };
  const { type, band } = raw.data;
  if (!type && !band) return { ...fallback, notice: null };
  const typeOk = z.enum(types as [string, ...string[]]).safeParse(type);
  const bandOk = z.enum(bands as [string, ...string[]]).safeParse(band);
  if (typeOk.success && bandOk.success) return { type: typeOk.data, band: bandOk.data, notice: null };
  const wrong = [typeOk.success ? null : "타입", bandOk.success ? null : "층 구간"].filter(Boolean).join("과 ");
  return {
    type: typeOk.success ? typeOk.data : fallback.type,
    band: bandOk.success ? bandOk.data : fallback.band,
    notice: `선택하신 ${wrong}을 찾을 수 없어 기본 조건으로 계산했습니다. 아래에서 다시 선택해 주세요.`,
  };
}
