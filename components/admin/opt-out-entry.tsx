import { addOptOut } from "@/lib/office";
import { inputClass, labelClass, noticeClass } from "./form-styles";

// The desk's 수신거부 entry on the inbox: a number a person asked for by phone goes on the list, and
// from then on it is in no marketing CSV (lib/leads/opt-outs). The visitor's own form is on /privacy.

export type OptOutNotice = "added" | "already" | "invalid";
const NOTICES: Record<OptOutNotice, string> = {
  added: "수신거부 목록에 등록했습니다. 이 번호는 광고 수신 동의자 CSV에서 빠집니다.",
  already: "이미 수신거부 목록에 있는 번호입니다.",
  invalid: "휴대전화 번호를 확인해 주세요 (예: 010-1234-5678).",
};

export function OptOutEntry({ notice }: { notice: OptOutNotice | null }) {
  return (
    <details id="opt-out" open={notice !== null} className="scroll-mt-32" data-testid="opt-out-entry">
      <summary className="cursor-pointer text-[15px] font-medium text-ink-900 underline underline-offset-4">
        수신거부 등록
      </summary>
      {notice ? (
        <p role="status" className={`${noticeClass} mt-3`} data-testid="opt-out-notice">
          {NOTICES[notice]}
        </p>
      ) : null}
      <form action={addOptOut} className="mt-3 grid gap-2">
        <label htmlFor="opt-out-entry-phone" className={labelClass}>
          수신거부 번호 등록 (전화로 요청받은 번호)
        </label>
        <div className="flex max-w-md gap-2">
          <input
            id="opt-out-entry-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            required
            autoComplete="off"
            className={`${inputClass} flex-1`}
          />
          <button
            type="submit"
            className="border border-ink-900 px-4 py-2 text-[14px] text-ink-900 hover:bg-ink-900 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
          >
            등록하기
          </button>
        </div>
      </form>
    </details>
  );
}
