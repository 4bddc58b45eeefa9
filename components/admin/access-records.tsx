import { Link } from "@/components/ui/link";
import { ACCESS_KEEP_DAYS, type AccessAction, type AccessRecord, type AccessFilter, roleLabel } from "@/lib/staff";
import { inputClass, labelClass, noticeClass } from "./form-styles";

/** The most records one view lists (the loader asks for no more). */
export const RECORDS_PAGE_LIMIT = 200;
const PAGE_LIMIT = RECORDS_PAGE_LIMIT;
const when = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

export const ACTION_LABEL: Record<AccessAction, string> = {
  "sign-in": "로그인",
  "sign-in-refused": "로그인 실패",
  "sign-out": "로그아웃",
  "second-factor-enroll": "2단계 인증 등록",
  "second-factor-reset": "2단계 인증 초기화",
  "lead-list": "상담 신청 조회",
  "lead-view": "상담 신청 상세 조회",
  "lead-course": "상담 진행 변경",
  "lead-export": "상담 신청 CSV",
  "marketing-export": "광고 수신 동의자 CSV",
  "source-export": "유입 경로 CSV",
  "lead-retry": "다시 전달",
  "lead-erase": "신청 삭제",
  "visit-list": "방문 예약 조회",
  "visit-cancel": "예약 취소",
  "visit-attendance": "방문 여부 표시",
  "staff-invite": "직원 초대",
  "staff-status": "계정 사용 여부",
  "staff-role": "권한 변경",
  "staff-grant": "추가 권한 변경",
  "records-view": "접속기록 조회",
  "opt-out": "수신거부 등록",
  "view-refused": "권한 없는 조회 거부",
  "save-refused": "권한 없는 변경 거부",
};

/** What /admin/records shows (loaded by app/admin/records/data.ts). `problem`: why the query was refused. */
export type AccessRecordsData =
  | { kind: "refused" }
  | { kind: "records"; filter: Partial<AccessFilter>; records: AccessRecord[]; problem: string | null };

/** The access records, newest first, for administrators only; reading them is itself recorded. */
export function AccessRecordsView({ data }: { data: AccessRecordsData }) {
  if (data.kind === "refused") {
    return (
      <p className={noticeClass} data-testid="role-refused">
        접속기록은 관리자만 볼 수 있습니다.
      </p>
    );
  }
  const { filter, records, problem } = data;
  return (
    <div className="grid gap-6" data-testid="access-records">
      <p className="text-[15px] text-stone-700">
        상담 신청·방문 예약을 조회하거나 내려받은 기록, 상태를 바꾼 기록, 로그인 기록을{" "}
        {Math.round(ACCESS_KEEP_DAYS / 366)}년 동안 보관합니다(개인정보의 안전성 확보조치 기준 제8조). 기록은 화면에서
        고치거나 지울 수 없습니다. 한 달에 한 번 이상 점검해 주세요.
      </p>
      <form
        method="get"
        className="grid gap-4 border border-sand-200 bg-sand-50 p-5 desk:grid-cols-[1fr_1fr_2fr_1.5fr_auto] desk:items-end"
      >
        <div className="grid gap-2">
          <label htmlFor="records-from" className={labelClass}>
            시작일
          </label>
          <input id="records-from" name="from" type="date" defaultValue={filter.from} className={inputClass} />
        </div>
        <div className="grid gap-2">
          <label htmlFor="records-to" className={labelClass}>
            종료일
          </label>
          <input id="records-to" name="to" type="date" defaultValue={filter.to} className={inputClass} />
        </div>
        <div className="grid gap-2">
          <label htmlFor="records-actor" className={labelClass}>
            계정 이메일
          </label>
          <input id="records-actor" name="actor" type="email" defaultValue={filter.actor} className={inputClass} />
        </div>
        <div className="grid gap-2">
          <label htmlFor="records-action" className={labelClass}>
            작업
          </label>
          <select id="records-action" name="action" defaultValue={filter.action ?? ""} className={inputClass}>
            <option value="">전체</option>
            {Object.entries(ACTION_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="border border-ink-900 bg-ink-900 px-5 py-3 text-[15px] text-white">
          조회
        </button>
      </form>
      {problem ? (
        <p role="alert" className="text-[15px] text-[#a3352a]">
          조회 조건을 확인해 주세요: {problem}{" "}
          <Link href="/admin/records" className="underline underline-offset-4">
            조건 지우기
          </Link>
        </p>
      ) : null}
      <p className="text-[15px] text-stone-700" data-testid="records-count">
        {records.length.toLocaleString("ko-KR")}건
        {records.length >= PAGE_LIMIT ? ` (최근 ${PAGE_LIMIT}건까지 표시합니다. 기간을 좁혀 조회해 주세요.)` : ""}
      </p>
      <ul className="grid gap-2">
        {records.map((r) => (
          <li
            key={r.id}
            className="grid gap-1 border-b border-sand-200 py-3 text-[14px] desk:grid-cols-[11rem_10rem_1fr_1fr] desk:gap-4"
            data-testid="access-record"
            data-action={r.action}
          >
            <span className="tabular-nums text-stone-700">{when.format(r.at)}</span>
            <span className="font-medium text-ink-900">{ACTION_LABEL[r.action]}</span>
            <span className="break-all text-ink-900">
              {r.actor}
              {r.role ? <span className="text-stone-600"> · {roleLabel[r.role]}</span> : null}
              <span className="text-stone-600"> · {r.address}</span>
            </span>
            <span className="break-all text-stone-700" title={r.targets.join(", ")}>
              {r.count > 0 ? `${r.count.toLocaleString("ko-KR")}건` : ""}
              {r.targets.length > 0 ? ` (${r.targets.slice(0, 3).join(", ")}${r.targets.length > 3 ? " 외" : ""})` : ""}
              {r.detail ? ` ${r.detail}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
