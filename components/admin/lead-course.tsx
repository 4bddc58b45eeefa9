import { Link } from "@/components/ui/link";
import {
  FORM_LABELS,
  stageLabel,
  STAGES,
  type CourseEvent,
  type LeadCourse,
  type DeskAccount,
  type LeadRecord,
} from "@/lib/leads";
import { adClickNote, consentNote, formatLeadTime, formatPhone, STATUS_LABELS, saveLeadCourse } from "@/lib/office";
import type { Admin } from "@/lib/staff";
import type { SmsRecord } from "@/lib/messages";
import { welcomeStateText } from "@/lib/visits";
import { inputClass, labelClass, noticeClass, primaryButtonClass } from "./form-styles";

type SavedNotice = "1" | "same" | "invalid" | "forbidden" | "assignee";
const SAVED: Record<SavedNotice, { text: string; error?: boolean }> = {
  "1": { text: "저장했습니다." },
  same: { text: "바뀐 내용이 없습니다." },
  invalid: { text: "입력값을 확인해 주세요. 다음 통화일은 날짜로, 메모는 2,000자까지입니다.", error: true },
  forbidden: { text: "다른 직원에게 배정된 신청이라 바꿀 수 없습니다.", error: true },
  assignee: {
    text: "상담 직원은 배정되지 않은 신청을 자기에게 배정하거나, 자기 배정을 풀 수만 있습니다.",
    error: true,
  },
};

const EVENT_TEXT: Record<CourseEvent["kind"], (value: string | null, names: Map<string, string>) => string> = {
  stage: (v) => `단계: ${v ? (stageLabel[v as keyof typeof stageLabel] ?? v) : "-"}`,
  assign: (v, names) => (v ? `담당: ${names.get(v) ?? v}` : "담당 해제"),
  "next-call": (v) => (v ? `다음 통화일: ${v}` : "다음 통화일 지움"),
  note: (v) => v ?? "",
};

/** What the lead page shows (loaded by app/admin/leads/[id]/data.ts). `welcome`: undefined when its store could not be read. */
export type LeadCourseData =
  | { kind: "missing" }
  | { kind: "refused" }
  | {
      kind: "lead";
      viewer: Admin;
      lead: LeadRecord;
      course: LeadCourse;
      events: CourseEvent[];
      accounts: DeskAccount[];
      welcome: SmsRecord | null | undefined;
      saved: SavedNotice | null;
    };

/** One lead for the sales desk: what the person sent, its course (stage, assignee, next call, notes) and its history. */
export function LeadCourseView({ data }: { data: LeadCourseData }) {
  if (data.kind === "missing") {
    return (
      <p className={noticeClass} data-testid="lead-missing">
        찾을 수 없는 신청입니다. 삭제되었거나 보관 기간이 지났을 수 있습니다.{" "}
        <Link href="/admin/leads" className="underline underline-offset-4">
          목록으로
        </Link>
      </p>
    );
  }
  if (data.kind === "refused") {
    return (
      <p className={noticeClass} data-testid="role-refused">
        다른 직원에게 배정된 신청입니다. 필요하면 관리자에게 배정을 요청해 주세요.
      </p>
    );
  }
  const { viewer, lead, course, events, accounts, welcome } = data;
  const names = new Map(accounts.map((a) => [a.email, a.name]));
  const saved = data.saved;
  const me = viewer.email.toLowerCase();
  // A staff member chooses between themselves and nobody (lib/leads/desk/access.ts); an administrator among every account.
  const choices: DeskAccount[] =
    viewer.role === "admin" ? accounts : accounts.filter((a) => a.email === me || a.email === course.assignee);
  const campaign = lead.utm?.utm_campaign ?? lead.utm?.utm_source ?? null;

  return (
    <div className="grid gap-8 desk:grid-cols-[1fr_1.2fr]" data-testid="lead-course">
      {saved ? (
        <p
          role="status"
          className={`border-l-4 px-4 py-3 text-[15px] desk:col-span-2 ${SAVED[saved].error ? "border-[#a3352a] bg-[#f7e3df] text-[#8f2d22]" : "border-ink-900 bg-sand-50 text-ink-900"}`}
          data-testid="course-saved"
        >
          {SAVED[saved].text}
        </p>
      ) : null}
      <section aria-labelledby="lead-person" className="grid content-start gap-4 border border-sand-200 bg-white p-5">
        <h2 id="lead-person" className="text-[20px] font-medium text-ink-900">
          {lead.name}
        </h2>
        <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-2 text-[15px]">
          <dt className="text-stone-600">연락처</dt>
          <dd>
            <a
              href={`tel:${lead.phone}`}
              className="font-medium text-ink-900 underline underline-offset-4"
              data-testid="lead-phone"
            >
              {formatPhone(lead.phone)}
            </a>
          </dd>
          <dt className="text-stone-600">신청</dt>
          <dd>
            {FORM_LABELS[lead.form]} · {formatLeadTime(lead.createdAt)}
          </dd>
          {lead.visitDate ? (
            <>
              <dt className="text-stone-600">방문 희망일</dt>
              <dd>{lead.visitDate}</dd>
            </>
          ) : null}
          {lead.message ? (
            <>
              <dt className="text-stone-600">문의 내용</dt>
              <dd className="whitespace-pre-line">{lead.message}</dd>
            </>
          ) : null}
          <dt className="text-stone-600">유입</dt>
          <dd className="break-all">
            {[campaign, adClickNote(lead.clickIds), lead.page].filter(Boolean).join(" · ") || "직접 방문"}
          </dd>
          <dt className="text-stone-600">동의</dt>
          <dd>{consentNote(lead.consents)}</dd>
          <dt className="text-stone-600">전달</dt>
          <dd>{STATUS_LABELS[lead.status]}</dd>
          <dt className="text-stone-600">안내 문자</dt>
          <dd data-testid="lead-welcome">
            {lead.form === "visit-booking"
              ? "해당 없음: 방문예약 신청에는 이 안내 문자를 보내지 않습니다"
              : welcome === undefined
                ? "발송 기록을 읽지 못했습니다. 잠시 후 다시 열어 주세요."
                : welcomeStateText(welcome)}
            {welcome ? (
              <details className="mt-1">
                <summary className="cursor-pointer text-[14px] text-stone-600 underline underline-offset-4">
                  보낸 내용 보기
                </summary>
                <p className="mt-2 whitespace-pre-line border-l-2 border-sand-200 pl-3 text-[14px] text-ink-900">
                  {welcome.text}
                </p>
              </details>
            ) : null}
          </dd>
        </dl>
        <p className="text-[14px]">
          <Link href="/admin/leads" className="text-ink-900 underline underline-offset-4">
            ← 상담 신청 목록
          </Link>
        </p>
      </section>

      <section
        aria-labelledby="lead-course-title"
        className="grid content-start gap-5 border border-sand-200 bg-sand-50 p-5"
      >
        <h2 id="lead-course-title" className="text-[19px] font-medium text-ink-900">
          상담 진행
        </h2>
        <form action={saveLeadCourse} className="grid gap-4">
          <input type="hidden" name="id" value={lead.id} />
          <div className="grid gap-4 desk:grid-cols-2">
            <div className="grid gap-2">
              <label htmlFor="course-stage" className={labelClass}>
                진행 단계
              </label>
              <select id="course-stage" name="stage" defaultValue={course.stage} className={inputClass}>
                {STAGES.map((s) => (
                  <option key={s} value={s}>
                    {stageLabel[s]}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <label htmlFor="course-assignee" className={labelClass}>
                담당
              </label>
              <select id="course-assignee" name="assignee" defaultValue={course.assignee ?? ""} className={inputClass}>
                <option value="">미배정</option>
                {choices.map((a) => (
                  <option key={a.email} value={a.email}>
                    {a.email === me ? `${a.name} (나)` : a.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <label htmlFor="course-next" className={labelClass}>
                다음 통화일
              </label>
              <input
                id="course-next"
                name="nextCallOn"
                type="date"
                defaultValue={course.nextCallOn ?? ""}
                className={inputClass}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <label htmlFor="course-note" className={labelClass}>
              통화 메모
            </label>
            <textarea
              id="course-note"
              name="note"
              rows={3}
              maxLength={2000}
              className={inputClass}
              placeholder="통화 내용, 고객 요청 사항"
            />
          </div>
          <button type="submit" className={primaryButtonClass}>
            저장
          </button>
        </form>
        <div className="grid gap-2">
          <h3 className="text-[16px] font-medium text-ink-900">기록</h3>
          {events.length === 0 ? (
            <p className="text-[14px] text-stone-600">아직 기록이 없습니다.</p>
          ) : (
            <ol className="grid gap-2" data-testid="course-events">
              {[...events].reverse().map((e) => (
                <li key={e.id} className="border-b border-sand-200 pb-2 text-[14px]" data-kind={e.kind}>
                  <span className="text-stone-600">
                    {formatLeadTime(e.at)} · {names.get(e.actor) ?? e.actor}
                  </span>
                  <p className={e.kind === "note" ? "mt-1 whitespace-pre-line text-ink-900" : "mt-1 text-stone-700"}>
                    {EVENT_TEXT[e.kind](e.value, names)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}
