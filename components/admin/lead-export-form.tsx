import { EXPORT_NOTE_MAX, EXPORT_REASONS, type LeadQuery } from "@/lib/office";

// The inbox's downloads: one form posts this view's filter and the reason for downloading to the
// CSV the pressed button names (lib/office/export-request.ts). A POST with a reason, not a link:
// the access record keeps why, and no other site can make a signed-in browser download the file.
// Works without JavaScript: the browser saves the answer and the page stays.

const buttonClass =
  "border border-ink-900 px-4 py-2 text-[14px] desk:px-5 desk:py-2.5 desk:text-[15px] text-ink-900 hover:bg-ink-900 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500";
const fieldClass =
  "min-h-11 border border-stone-400 bg-white px-3 text-[15px] text-ink-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500";

export function LeadExportForm({ query }: { query: LeadQuery }) {
  return (
    <form
      method="post"
      action="/admin/leads/export.csv"
      className="flex flex-wrap items-end gap-x-3 gap-y-2 desk:ml-auto"
      data-testid="lead-export-form"
    >
      {query.form ? <input type="hidden" name="form" value={query.form} /> : null}
      {query.from ? <input type="hidden" name="from" value={query.from} /> : null}
      {query.to ? <input type="hidden" name="to" value={query.to} /> : null}
      <label className="grid gap-1 text-[14px] text-ink-900">
        내려받는 사유
        <select name="reason" required defaultValue="" className={fieldClass}>
          <option value="" disabled>
            사유를 골라 주세요
          </option>
          {Object.entries(EXPORT_REASONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-[14px] text-ink-900">
        기타 사유 (선택)
        <input name="note" maxLength={EXPORT_NOTE_MAX} className={`${fieldClass} w-48`} />
      </label>
      <button type="submit" className={buttonClass}>
        CSV 내려받기
      </button>
      <button
        type="submit"
        formAction="/admin/leads/marketing.csv"
        className={buttonClass}
        data-testid="marketing-export"
      >
        광고 수신 동의자 CSV
      </button>
    </form>
  );
}
