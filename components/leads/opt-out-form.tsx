import { OPT_OUT_ANCHOR, optOutMessages, type OptOutResult } from "@/lib/leads";
import { CheckedForm } from "./checked-form";
import { PhoneInput } from "./lead-field";
import { ResultNote, type NoteKind } from "./result-note";

// The 수신거부 form on /privacy/opt-out: a plain form post to /api/opt-out (no JavaScript), whose 303 comes
// back to #opt-out-<result>; the matching line shows through :target, the page stays static.

const RESULTS: { key: OptOutResult; kind: NoteKind }[] = [
  { key: "ok", kind: "success" },
  { key: "invalid", kind: "failure" },
  { key: "limited", kind: "failure" },
  { key: "error", kind: "error" },
];

export function OptOutForm() {
  return (
    <div id={OPT_OUT_ANCHOR} className="grid scroll-mt-32 gap-3 border border-sand-300 bg-sand-50 p-5">
      <h2 className="text-[18px] font-medium text-ink-900">번호로 수신거부하기</h2>
      <p>
        분양 소식 등 광고 문자·전화·카카오톡을 더 받고 싶지 않으시면 번호를 남겨 주세요. 접수한 번호로는 이후 어떤
        광고도 보내지 않습니다. 번호는 광고를 보내지 않기 위해서만 보관하며, 다른 정보는 묻지 않습니다.
      </p>
      {RESULTS.map((r) => (
        <p
          key={r.key}
          id={`${OPT_OUT_ANCHOR}-${r.key}`}
          role="status"
          className="hidden scroll-mt-32 [&:target]:block"
          data-opt-out-result={r.key}
        >
          <ResultNote kind={r.kind} text={optOutMessages[r.key]} />
        </p>
      ))}
      <CheckedForm method="post" action="/api/opt-out" className="grid gap-3 desk:max-w-md" data-testid="opt-out-form">
        <PhoneInput id="opt-out-phone" />
        <button
          type="submit"
          className="min-h-11 bg-ink-900 px-5 text-[15px] font-medium text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
        >
          수신거부 신청
        </button>
      </CheckedForm>
    </div>
  );
}
