import { Link } from "@/components/ui/link";
import { consentCopy } from "@/lib/content/lead-copy";
import type { LeadForm } from "@/lib/leads/constraints";

/** The required consent of every lead form: purpose, items, retention, the right to refuse, the policy link. */
export function ConsentBox({ form, idPrefix, error, tone = "light" }: { form: LeadForm; idPrefix: string; error?: string; tone?: "light" | "dark" }) {
  const descId = `${idPrefix}-consent-desc`;
  const errorId = `${idPrefix}-consent-error`;
  const dark = tone === "dark";
  return (
    <div className={`border p-4 text-[13px] leading-relaxed ${dark ? "border-white/20 bg-white/5 text-sand-200" : "border-sand-300 bg-sand-50 text-stone-700"}`}>
      <p className={`font-semibold ${dark ? "text-white" : "text-ink-900"}`}>{consentCopy.title}</p>
      <dl id={descId} className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">수집 목적</dt>
        <dd>{consentCopy.purpose}</dd>
        <dt className="font-medium">수집 항목</dt>
        <dd>{consentCopy.items[form]}</dd>
        <dt className="font-medium">보유 기간</dt>
        <dd>{consentCopy.retention}</dd>
        <dt className="font-medium">거부 권리</dt>
        <dd>{consentCopy.refusal}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <label className={`flex cursor-pointer items-start gap-2 text-[14px] ${dark ? "text-white" : "text-ink-900"}`}>
          <input
            type="checkbox"
            name="consent"
            required
            aria-describedby={error ? `${descId} ${errorId}` : descId}
            aria-invalid={error ? true : undefined}
            className="mt-1 h-4 w-4 shrink-0 accent-gold-600"
          />
          <span>{consentCopy.agree}</span>
        </label>
        <Link href="/privacy" target="_blank" className={`underline underline-offset-4 ${dark ? "text-gold-300" : "text-gold-700"}`}>
          {consentCopy.policyLink}
          <span className="sr-only"> (새 창)</span>
        </Link>
      </div>
      {error ? (
        <p id={errorId} className={`mt-2 font-medium ${dark ? "text-red-300" : "text-red-700"}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
