"use client";

import { useId, useState } from "react";
import {
  bracketLabel,
  formatWon,
  stampTax,
  parseStampTaxInput,
  wonUnits,
  type PropertyKind,
} from "@/lib/site/sales/stamp-tax";

type Props = { buyerShare: number; buyerLabel: string; sellerLabel: string };

/** Contract amount in, the stamp tax and each party's share out. */
export function StampTaxCalculator({ buyerShare, buyerLabel, sellerLabel }: Props) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [kind, setKind] = useState<PropertyKind>("housing");
  const [touched, setTouched] = useState(false);

  const parsed = parseStampTaxInput({ amount, kind });
  const result = parsed.success ? stampTax(parsed.data.amount, parsed.data.kind, buyerShare) : null;
  const error = !parsed.success && (touched || amount.trim() !== "") ? parsed.message : undefined;

  return (
    <form
      className="border border-sand-200 bg-white p-6 desk:p-10"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
      }}
      noValidate
      data-testid="stamp-tax-calculator"
    >
      <div className="grid gap-6 desk:grid-cols-[1fr_auto] desk:items-end">
        <div>
          <label htmlFor={`${id}-amount`} className="block text-[15px] font-medium text-ink-900">
            계약금액 (분양가, 원)
          </label>
          <div className="mt-2 flex items-center border-b-2 border-ink-900 focus-within:border-gold-500">
            <input
              id={`${id}-amount`}
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              placeholder="예: 520,000,000"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint`}
              className="w-full bg-transparent py-3 text-[22px] font-light text-ink-900 outline-none placeholder:text-stone-500/60 desk:text-[26px]"
            />
            <span className="pl-2 text-[17px] text-stone-600" aria-hidden="true">
              원
            </span>
          </div>
          <p
            id={`${id}-hint`}
            className={`mt-2 min-h-6 text-[14px] ${error ? "text-[#b4432f]" : "text-stone-600"}`}
            role={error ? "alert" : undefined}
          >
            {error ??
              (parsed.success ? wonUnits(parsed.data.amount) : "숫자만 입력하셔도 됩니다. 쉼표는 자동으로 무시됩니다.")}
          </p>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">건물 종류</legend>
          {(
            [
              ["housing", "주택"],
              ["other", "주택 외 부동산"],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={`cursor-pointer border px-4 py-3 text-[15px] transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-500 ${
                kind === value
                  ? "border-ink-900 bg-ink-900 text-white"
                  : "border-sand-300 text-stone-700 hover:border-ink-900"
              }`}
            >
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>

      <button
        type="submit"
        className="mt-6 w-full bg-gold-500 py-3.5 text-[16px] font-semibold text-ink-950 transition-colors hover:bg-gold-400 desk:w-auto desk:px-10"
      >
        인지세 계산하기
      </button>

      <div aria-live="polite" className="mt-8">
        {result ? (
          <dl className="grid gap-px bg-sand-200 desk:grid-cols-3" data-testid="stamp-tax-result">
            <div className="bg-ink-900 px-6 py-5 text-white">
              <dt className="text-[14px] text-sand-200">인지세 합계</dt>
              <dd className="mt-1 text-[26px] font-light" data-testid="tax-total">
                {formatWon(result.tax)}
              </dd>
              <dd className="text-[13px] text-gold-300">{result.exempt ? "비과세" : bracketLabel(result.bracket)}</dd>
            </div>
            <div className="bg-sand-50 px-6 py-5">
              <dt className="text-[14px] text-stone-600">{buyerLabel}</dt>
              <dd className="mt-1 text-[24px] font-light text-ink-900" data-testid="tax-buyer">
                {formatWon(result.buyer)}
              </dd>
            </div>
            <div className="bg-sand-50 px-6 py-5">
              <dt className="text-[14px] text-stone-600">{sellerLabel}</dt>
              <dd className="mt-1 text-[24px] font-light text-ink-900" data-testid="tax-seller">
                {formatWon(result.seller)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="bg-sand-100 px-6 py-5 text-[15px] text-stone-600">
            계약금액을 입력하시면 인지세와 부담 금액을 바로 보여 드립니다.
          </p>
        )}
      </div>
    </form>
  );
}
