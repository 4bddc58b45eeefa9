import { Link } from "@/components/ui/link";
import {
  leadQueryString,
  type LeadQuery,
  type personNotes,
  STATUS_LABELS,
  adClickNote,
  consentNote,
  formatLeadTime,
  formatPhone,
  type BookingState,
  type LeadStatus,
  deleteLead,
  retryLead,
} from "@/lib/office";
import {
  FORM_LABELS,
  LEAD_FORMS,
  type LeadRecord,
  stageLabel,
  STAGES,
  untouched,
  type LeadCourse,
  type DeskAccount,
  type DeskQuery,
} from "@/lib/leads";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { noticeClass } from "./form-styles";
import { LeadExportForm } from "./lead-export-form";
import { OptOutEntry, type OptOutNotice } from "./opt-out-entry";

/** What the inbox shows (loaded by app/admin/leads/data.ts). */
export type LeadInboxData = {
  mayAdminister: boolean;
  /** Why the query was refused (its Korean message), or null. */
  problem: string | null;
  /** The form and date filters parsed: the CSV links of this view may be offered. */
  exportable: boolean;
  query: LeadQuery;
  deskQuery: DeskQuery;
  leads: LeadRecord[];
  courses: ReadonlyMap<string, LeadCourse>;
  accounts: DeskAccount[];
  bookings: ReadonlyMap<string, BookingState>;
  people: ReturnType<typeof personNotes>;
  toDelete: LeadRecord | null;
  deleted: DeletedNotice | null;
  /** ?optout= reports the desk's 수신거부 entry. */
  optOut: OptOutNotice | null;
  /** ?delete= was given (an unknown lead's deletion says it found none). */
  deleteAsked: boolean;
};

const STATUS_STYLES: Record<LeadStatus, string> = {
  delivered: "bg-[#e6f0e8] text-[#24583a]",
  pending: "bg-sand-100 text-stone-700",
  failed: "bg-[#f7e3df] text-[#8f2d22]",
  "no-destination": "bg-[#eef0f5] text-ink-700",
};

/** The filter form's controls: one look for each label, select and input. */
const FILTER_LABEL = "grid gap-1.5 text-[14px] font-medium text-ink-900 desk:gap-2 desk:text-[15px]";
const FILTER_SELECT =
  "border border-sand-300 bg-white px-3 py-2.5 text-[16px] font-normal focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-500";
const FILTER_INPUT =
  "min-w-0 border border-sand-300 bg-white px-3 py-2 text-[16px] font-normal focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-500";

/** Rows shown on the page; the CSV export carries up to EXPORT_ROW_LIMIT. */
export const INBOX_PAGE_LIMIT = 200;

/** ?delete=<id> opens the confirmation of that lead's deletion; ?deleted= reports the outcome. */
export type DeletedNotice = "1" | "0" | "invalid";
const DELETED_NOTICES: Record<DeletedNotice, string> = {
  "1": "신청 1건을 삭제했습니다. 삭제한 신청은 목록과 CSV에서 사라지며 되돌릴 수 없습니다.",
  "0": "삭제할 신청을 찾지 못했습니다. 이미 삭제되었을 수 있습니다.",
  invalid: "삭제 요청이 올바르지 않습니다. 목록에서 다시 선택해 주세요.",
};

/** The inbox link of the current view with one more parameter. */
function viewHref(query: LeadQuery, key: string, value: string): string {
  const params = new URLSearchParams(leadQueryString(query));
  params.set(key, value);
  return `/admin/leads?${params.toString()}`;
}

/** The administrator's lead list: filters by form and date range, the table, and the CSV of the same view (loaded by app/admin/leads/data.ts). */
export function LeadInboxView({ data }: { data: LeadInboxData }) {
  const {
    mayAdminister,
    problem,
    exportable,
    query,
    deskQuery,
    leads,
    courses,
    accounts,
    bookings,
    people,
    toDelete,
    deleted,
    deleteAsked,
    optOut,
  } = data;
  const names = new Map(accounts.map((a) => [a.email, a.name]));
  return (
    <div className="grid gap-8">
      {deleted ? (
        <p role="status" className={noticeClass} data-testid="lead-deleted">
          {DELETED_NOTICES[deleted]}
        </p>
      ) : null}
      {deleteAsked && mayAdminister && !toDelete ? (
        <p role="alert" className="border-l-4 border-[#a3352a] bg-[#f7e3df] px-4 py-3 text-[15px] text-[#8f2d22]">
          {DELETED_NOTICES["0"]}
        </p>
      ) : null}
      {toDelete ? <DeleteConfirmation lead={toDelete} query={query} /> : null}
      <form
        method="get"
        action="/admin/leads"
        className="grid grid-cols-2 gap-3 border border-sand-200 bg-sand-50 p-3 desk:grid-cols-4 desk:items-end desk:gap-4 desk:p-6"
        aria-label="상담 신청 조회 조건"
      >
        <label className="col-span-2 grid gap-1.5 text-[14px] font-medium text-ink-900 desk:col-span-1 desk:gap-2 desk:text-[15px]">
          신청 유형
          <select name="form" defaultValue={query.form ?? ""} className={FILTER_SELECT}>
            <option value="">전체</option>
            {LEAD_FORMS.map((form) => (
              <option key={form} value={form}>
                {FORM_LABELS[form]}
              </option>
            ))}
          </select>
        </label>
        <label className={FILTER_LABEL}>
          시작일
          <input type="date" name="from" defaultValue={query.from} className={FILTER_INPUT} />
        </label>
        <label className={FILTER_LABEL}>
          종료일
          <input type="date" name="to" defaultValue={query.to} className={FILTER_INPUT} />
        </label>
        <div className="col-span-2 flex gap-2 desk:col-span-1">
          <button
            type="submit"
            className="flex-1 bg-ink-900 px-6 py-3 text-[15px] font-semibold text-white hover:bg-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
          >
            조회
          </button>
          <Link
            href="/admin/leads"
            className="flex-1 border border-sand-300 px-5 py-3 text-center text-[15px] text-stone-700 hover:border-ink-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
          >
            초기화
          </Link>
        </div>
        {/* The sales desk's filters, folded until used, so the first lead stays on a phone's first screen. */}
        <details
          className="col-span-2 desk:col-span-4"
          open={Object.values(deskQuery).some(Boolean)}
          data-testid="desk-filters"
        >
          <summary className="cursor-pointer text-[13px] font-medium text-ink-900 desk:text-[15px]">
            상세 조건: 진행 단계 · 담당 · 캠페인 · 이름·연락처 검색
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3 desk:grid-cols-4 desk:gap-4">
            <label className={FILTER_LABEL}>
              진행 단계
              <select name="stage" defaultValue={deskQuery.stage ?? ""} className={FILTER_SELECT}>
                <option value="">전체</option>
                {STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {stageLabel[stage]}
                  </option>
                ))}
              </select>
            </label>
            <label className={FILTER_LABEL}>
              담당
              <select name="assignee" defaultValue={deskQuery.assignee ?? ""} className={FILTER_SELECT}>
                <option value="">전체</option>
                <option value="me">나</option>
                <option value="none">미배정</option>
                {mayAdminister
                  ? accounts.map((a) => (
                      <option key={a.email} value={a.email}>
                        {a.name}
                      </option>
                    ))
                  : null}
              </select>
            </label>
            <label className={FILTER_LABEL}>
              캠페인
              <input
                name="campaign"
                defaultValue={deskQuery.campaign}
                maxLength={100}
                placeholder="utm_campaign"
                className={FILTER_INPUT}
              />
            </label>
            <label className={FILTER_LABEL}>
              이름·연락처
              <input
                name="q"
                type="search"
                defaultValue={deskQuery.q}
                maxLength={50}
                placeholder="김민수, 5678"
                className={FILTER_INPUT}
              />
            </label>
          </div>
        </details>
      </form>

      {problem ? (
        <p role="alert" className="border-l-4 border-[#a3352a] bg-[#f7e3df] px-4 py-3 text-[15px] text-[#8f2d22]">
          조회 조건을 확인해 주세요: {problem}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="basis-full text-[15px] text-stone-700 desk:basis-auto" data-testid="lead-count">
          총 <strong className="font-semibold text-ink-900">{leads.length.toLocaleString("ko-KR")}</strong>건 (최근 접수
          순)
          {leads.length >= INBOX_PAGE_LIMIT
            ? ` · 최근 ${INBOX_PAGE_LIMIT}건까지 표시합니다. 기간을 좁혀 조회하거나 CSV로 내려받으세요.`
            : null}
        </p>
        {exportable && mayAdminister ? <LeadExportForm query={query} /> : null}
      </div>

      <ScrollRegion label="상담 신청 목록" className="border-t-2 border-ink-900">
        <table
          className="admin-cards lead-cards w-full border-collapse text-left text-[15px] desk:min-w-[880px]"
          data-testid="lead-table"
        >
          <caption className="sr-only">
            상담 신청 목록: 접수 시각, 유형, 이름, 연락처, 내용, 진행 단계와 전달 상태, 삭제
          </caption>
          <thead>
            <tr className="border-b border-sand-300 text-[14px] text-stone-600">
              <th scope="col" className="px-3 py-3 font-medium">
                접수 시각
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                유형
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                이름
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                연락처
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                내용
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                진행 · 전달
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                관리
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <LeadRow
                key={lead.id}
                lead={lead}
                query={query}
                booking={bookings.get(lead.id)}
                person={people.get(lead.id)}
                mayErase={mayAdminister}
                course={courses.get(lead.id) ?? untouched(lead.id, lead.createdAt)}
                names={names}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {leads.length === 0 ? (
        <p className="-mt-8 border-b border-sand-200 px-3 py-12 text-center text-[15px] text-stone-600">
          조건에 맞는 상담 신청이 없습니다.
        </p>
      ) : null}
      <OptOutEntry notice={optOut} />
    </div>
  );
}

/** The confirmation step of a deletion: plain HTML (a link opened it, a form posts it), so it works without JavaScript. */
function DeleteConfirmation({ lead, query }: { lead: LeadRecord; query: LeadQuery }) {
  return (
    <section
      aria-labelledby="lead-delete-title"
      className="border-l-4 border-[#a3352a] bg-[#f7e3df] px-5 py-5"
      data-testid="lead-delete-confirm"
    >
      <h2 id="lead-delete-title" className="text-[17px] font-semibold text-[#8f2d22]">
        신청 삭제 확인
      </h2>
      <p className="mt-2 text-[15px] text-ink-900">
        <strong className="font-semibold">{lead.name}</strong> 님의 {FORM_LABELS[lead.form]} 신청(
        {formatLeadTime(lead.createdAt)} 접수, {formatPhone(lead.phone)})을 삭제할까요?
      </p>
      <p className="mt-1 text-[14px] text-stone-700">
        삭제하면 이 사이트에 보관된 신청 내용이 바로 지워지며 되돌릴 수 없습니다. 동의 철회나 삭제 요청을 받았을 때
        사용해 주세요.
        {lead.form === "visit-booking" ? " 이 신청으로 한 방문예약과 예약 안내 문자 기록도 함께 지워집니다." : null}
        {lead.status === "delivered"
          ? " 이미 상담 접수 시스템으로 전달된 신청이므로, 그곳에 남은 내용도 따로 삭제해 주세요."
          : null}
      </p>
      <form action={deleteLead} className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="id" value={lead.id} />
        {query.form ? <input type="hidden" name="form" value={query.form} /> : null}
        {query.from ? <input type="hidden" name="from" value={query.from} /> : null}
        {query.to ? <input type="hidden" name="to" value={query.to} /> : null}
        <button
          type="submit"
          className="bg-[#8f2d22] px-5 py-2.5 text-[15px] font-semibold text-white hover:bg-[#74241b] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
        >
          삭제하기
        </button>
        <Link
          href={`/admin/leads${leadQueryString(query)}`}
          className="border border-sand-300 bg-white px-5 py-2.5 text-[15px] text-stone-700 hover:border-ink-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
        >
          취소
        </Link>
      </form>
    </section>
  );
}

/** Under a booking lead's message: the place it holds, or that it holds none and the visitor is waiting for a call. */
function BookingNote({ state }: { state: BookingState | undefined }) {
  if (!state) return null;
  if (state.kind === "active") {
    return (
      <span className="mt-2 block text-[13px] text-[#24583a]" data-testid="lead-booking">
        예약 확정 {state.id}
      </span>
    );
  }
  if (state.kind === "cancelled")
    return (
      <span className="mt-2 block text-[13px] text-stone-600" data-testid="lead-booking">
        예약 취소됨
      </span>
    );
  return (
    <span
      className="mt-2 inline-block bg-[#f7e3df] px-2 py-0.5 text-[13px] font-medium text-[#8f2d22]"
      data-testid="lead-booking"
    >
      예약 미확정 · 전화로 일정을 안내해 주세요
    </span>
  );
}

function LeadRow({
  lead,
  query,
  booking,
  person,
  mayErase,
  course,
  names,
}: {
  lead: LeadRecord;
  query: LeadQuery;
  booking?: BookingState;
  person?: string;
  mayErase: boolean;
  course: LeadCourse;
  names: ReadonlyMap<string, string>;
}) {
  const adClick = adClickNote(lead.clickIds);
  return (
    <tr className="border-b border-sand-200 align-top">
      <td className="whitespace-nowrap px-3 py-4 text-stone-700">
        <time dateTime={lead.createdAt.toISOString()}>{formatLeadTime(lead.createdAt)}</time>
      </td>
      <td className="whitespace-nowrap px-3 py-4">
        {FORM_LABELS[lead.form]}
        {adClick ? (
          <span className="mt-1 block text-[13px] text-stone-600" data-testid="lead-ad-click">
            {adClick}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-4 font-medium text-ink-900">
        <Link
          href={`/admin/leads/${lead.id}`}
          className="underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-500"
          data-testid="lead-open"
        >
          {lead.name}
        </Link>
        {person ? (
          <span className="mt-1 block text-[13px] font-normal text-[#7a4b00]" data-testid="lead-person">
            {person}
          </span>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-3 py-4">
        <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="underline-offset-4 hover:underline">
          {formatPhone(lead.phone)}
        </a>
        <span
          className={`mt-1 block text-[13px] ${lead.consents?.marketing ? "text-[#24583a]" : "text-stone-600"}`}
          data-testid="lead-consents"
        >
          {consentNote(lead.consents)}
        </span>
      </td>
      <td className="max-w-[360px] whitespace-pre-line break-words px-3 py-4 text-stone-700">
        {lead.message ?? ""}
        <BookingNote state={booking} />
      </td>
      <td className="px-3 py-4">
        {/* The sales desk's stage and assignee beside the delivery status: the card's top right on a phone. */}
        <span className="mb-1.5 block text-[13px] font-medium text-ink-900" data-testid="lead-stage">
          {stageLabel[course.stage]} · {course.assignee ? (names.get(course.assignee) ?? course.assignee) : "미배정"}
          {course.nextCallOn ? ` · 다음 통화 ${course.nextCallOn.slice(5).replace("-", "/")}` : ""}
        </span>
        <span
          className={`inline-block whitespace-nowrap px-2.5 py-1 text-[13px] font-medium ${STATUS_STYLES[lead.status]}`}
        >
          {STATUS_LABELS[lead.status]}
        </span>
        {lead.status === "failed" ? (
          <>
            {lead.lastError ? <span className="mt-1 block text-[13px] text-stone-600">{lead.lastError}</span> : null}
            <form action={retryLead} className="mt-2">
              <input type="hidden" name="id" value={lead.id} />
              <button
                type="submit"
                className="border border-ink-900 px-3 py-1 text-[13px] text-ink-900 hover:bg-ink-900 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-500"
                aria-label={`${lead.name} 님 신청 다시 전달하기`}
              >
                다시 전달
              </button>
            </form>
          </>
        ) : null}
      </td>
      <td className="px-3 py-4">
        {mayErase ? (
          <Link
            href={viewHref(query, "delete", lead.id)}
            className="text-[13px] text-[#8f2d22] underline underline-offset-4 hover:text-ink-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-500"
            aria-label={`${lead.name} 님 신청 삭제`}
          >
            삭제
          </Link>
        ) : null}
      </td>
    </tr>
  );
}
