import { EXPORT_ROW_LIMIT } from "@/lib/leads";
import { EXPORT_NOTE_MAX, EXPORT_REASONS, type LeadQuery } from "@/lib/office";

// The inbox's downloads: one form posts this view's filter and the reason for downloading to the
// CSV the pressed button names (lib/office/export-request.ts). A POST with a reason, not a link:
// the access record keeps why, and no other site can make a signed-in browser download the file.
// Works without JavaScript: the browser saves the answer and the page stays. Folded under one
// summary, so the inbox's first lead stays on a phone's first screen.

const buttonClass =
  "border border-ink-900 px-4 py-2 text-[14px] desk:px-5 desk:py-2.5 desk:text-[15px] text-ink-900 hover:bg-ink-900 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500";
const fieldClass =
  "min-h-11 border border-stone-400 bg-white px-3 text-[15px] text-ink-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500";

export function LeadExportForm({ query }: { query: LeadQuery }) {
  return (
    <details className="desk:ml-auto" data-testid="lead-export">
      <summary className={`${buttonClass} inline-block cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        내려받기
      </summary>
      <form
        method="post"
        action="/admin/leads/export.csv"
        className="mt-3 flex flex-wrap items-end gap-x-3 gap-y-2"
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
      <p className="mt-3 max-w-3xl text-[13px] text-stone-600">
        CSV에는 조건에 맞는 신청이 최근 순으로 {EXPORT_ROW_LIMIT.toLocaleString("ko-KR")}건까지 담깁니다. 그보다 많으면
        파일 첫 줄에 안내가 붙으니 기간을 나눠 내려받아 주세요. 내려받을 때마다 고른 사유가 접속기록에 남습니다. 광고
        문자·전화·카카오톡은 &lsquo;광고 수신 동의자 CSV&rsquo;에 있는 분께만 보내 주세요. 한 사람에 한 줄이며, 조회
        조건과 관계없이 모든 신청 가운데 가장 최근 신청에서 마케팅 수신에 동의한 분만 담깁니다. 수신거부 목록의 번호와
        동의한 지 2년이 지난 분은 빠집니다.
      </p>
    </details>
  );
}
