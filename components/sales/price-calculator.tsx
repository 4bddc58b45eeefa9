"use client";

import { useState } from "react";
import type { CalcData } from "@/lib/site/sales/price-view";

type Props = { data: CalcData; initial: { type: string; band: string }; notice: string | null; action: string };

/**
 * Type and floor band in, each payment and its due date out. The server renders it with the
 * query's choice, and without JavaScript the form is a plain GET to the page. With JavaScript a
 * choice looks its answer up in `data` (worked out on the server) and the address follows, so the
 * result can be shared.
 */
export function PriceCalculator({ data, initial, notice, action }: Props) {
  const [type, setType] = useState(initial.type);
  const [band, setBand] = useState(initial.band);
  const [showNotice, setShowNotice] = useState(notice !== null);
  const answer = data.answers[`${type}:${band}`];
  const typeLabel = data.types.find((t) => t.slug === type)?.label;
  const bandLabel = data.bands.find((b) => b.id === band)?.label;

  const choose = (next: { type?: string; band?: string }) => {
    const t = next.type ?? type;
    const b = next.band ?? band;
    setType(t);
    setBand(b);
    setShowNotice(false);
    window.history.replaceState(null, "", `?${new URLSearchParams({ type: t, band: b })}#calculator`);
  };

  const pill = (checked: boolean) =>
    `flex min-h-11 cursor-pointer items-center justify-center border px-4 py-2.5 text-[15px] transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500 ${
      checked ? "border-ink-900 bg-ink-900 text-white" : "border-sand-300 bg-white text-stone-700 hover:border-ink-900"
    }`;

  return (
    <form
      method="get"
      action={action}
      className="border border-sand-200 bg-white p-4 desk:p-10"
      onSubmit={(e) => e.preventDefault()}
      data-testid="price-calculator"
    >
      {showNotice ? (
        <p
          role="status"
          className="mb-6 border-l-2 border-[#b4432f] bg-sand-100 px-5 py-4 text-[15px] text-[#9c3a28]"
          data-testid="price-query-notice"
        >
          {notice}
        </p>
      ) : null}
      <div className="grid gap-6 desk:grid-cols-[3fr_2fr]">
        <fieldset>
          <legend className="text-[15px] font-medium text-ink-900">타입</legend>
          <div className="mt-3 grid grid-cols-3 gap-2">
            {data.types.map((t) => (
              <label key={t.slug} className={pill(type === t.slug)}>
                <input
                  type="radio"
                  name="type"
                  value={t.slug}
                  checked={type === t.slug}
                  onChange={() => choose({ type: t.slug })}
                  className="sr-only"
                />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-[15px] font-medium text-ink-900">층 구간</legend>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {data.bands.map((b) => (
              <label key={b.id} className={pill(band === b.id)}>
                <input
                  type="radio"
                  name="band"
                  value={b.id}
                  checked={band === b.id}
                  onChange={() => choose({ band: b.id })}
                  className="sr-only"
                />
                {b.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <button
        type="submit"
        className="mt-6 w-full bg-gold-500 py-3.5 text-[16px] font-semibold text-ink-950 transition-colors hover:bg-gold-400 desk:w-auto desk:px-10"
      >
        납부 금액 계산하기
      </button>

      {answer ? (
        <div className="mt-8" data-testid="price-result">
          <div aria-live="polite" className="bg-ink-900 px-5 py-5 text-white desk:px-8">
            <p className="text-[14px] text-sand-200" data-testid="price-result-title">
              {typeLabel} 타입 · {bandLabel}
            </p>
            <p className="mt-1 text-[22px] font-light desk:text-[28px]">
              <span className="sr-only">분양가 </span>
              <span data-testid="price-result-range">
                {answer.range.split(" ~ ").map((part, i) => (
                  <span key={part + i} className="whitespace-nowrap">
                    {i > 0 ? " ~ " : null}
                    {part}
                  </span>
                ))}
              </span>
            </p>
          </div>
          <table className="w-full text-[14px] desk:text-[15px]" data-testid="price-result-table">
            <caption className="sr-only">
              {typeLabel} 타입 {bandLabel} 회차별 납부 금액과 납부일
            </caption>
            <thead className="bg-sand-100 text-ink-900">
              <tr>
                <th scope="col" className="px-2 py-3 text-left font-medium desk:px-5">
                  구분
                </th>
                <th scope="col" className="hidden px-5 py-3 text-left font-medium desk:table-cell">
                  납부일
                </th>
                <th scope="col" className="px-2 py-3 text-right font-medium desk:px-5">
                  최저가 기준
                </th>
                <th scope="col" className="px-2 py-3 text-right font-medium desk:px-5">
                  최고가 기준
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((r) => (
                <tr key={r.label} className="border-b border-sand-200" data-testid="price-result-row">
                  <th scope="row" className="px-2 py-3.5 text-left align-top font-normal text-ink-900 desk:px-5">
                    <span className="font-medium">{r.label}</span>{" "}
                    <span className="text-[13px] text-gold-700">{r.share}</span>
                    <span className="mt-0.5 block text-[13px] text-stone-600 desk:hidden">{r.due}</span>
                  </th>
                  <td className="hidden px-5 py-3.5 align-top text-stone-700 desk:table-cell" data-cell="due">
                    {r.due}
                  </td>
                  <td
                    className="px-2 py-3.5 text-right align-top whitespace-nowrap text-stone-700 tabular-nums desk:px-5"
                    data-cell="min"
                  >
                    {r.atMin}
                  </td>
                  <td
                    className="px-2 py-3.5 text-right align-top whitespace-nowrap text-stone-700 tabular-nums desk:px-5"
                    data-cell="max"
                  >
                    {r.atMax}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </form>
  );
}
