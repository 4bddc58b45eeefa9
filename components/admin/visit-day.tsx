import type { ScopedDay } from "@/lib/office";
import { addDays, formatDateKo } from "@/lib/site/content/visit-calendar";
import { Link } from "@/components/ui/link";
import { cancelVisitAsAdmin, markVisitAttendance, setVisitSlotOpen } from "@/lib/office";
import { noticeClass } from "./form-styles";

const NOTICES: Record<string, string> = {
  cancelled: "예약을 취소했습니다. 자리가 다시 열렸습니다.",
  missing: "해당 예약을 찾을 수 없습니다.",
  closed: "이 시간의 신규 예약을 마감했습니다. 기존 예약은 그대로 유지됩니다.",
  reopened: "이 시간의 예약을 다시 받습니다.",
  invalid: "요청 형식이 올바르지 않습니다.",
  "attendance-arrived": "방문으로 기록했습니다.",
  "attendance-no-show": "노쇼로 기록했습니다.",
  "attendance-clear": "방문 기록을 지웠습니다.",
  "attendance-cancelled": "취소된 예약에는 방문을 기록할 수 없습니다.",
  forbidden: "다른 담당자의 고객 예약입니다. 담당자나 관리자에게 요청해 주세요.",
};

const ATTENDANCE_LABEL = { arrived: "방문", "no-show": "노쇼" } as const;

/** Arrived / no-show for an active booking, from a phone at the model house: large buttons, one post each. */
function AttendanceButtons({
  id,
  day,
  attendance,
}: {
  id: string;
  day: string;
  attendance: "arrived" | "no-show" | null;
}) {
  const button = "min-h-10 border px-3 text-[14px]";
  const post = (value: "arrived" | "no-show" | "clear", label: string, style: string) => (
    <form action={markVisitAttendance} className="inline">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="date" value={day} />
      <input type="hidden" name="attendance" value={value} />
      <button type="submit" className={`${button} ${style}`}>
        {label}
        <span className="sr-only"> {id}</span>
      </button>
    </form>
  );
  return (
    <span className="mt-2 flex flex-wrap items-center gap-2" data-testid="attendance">
      {attendance ? (
        <>
          <strong
            className={attendance === "arrived" ? "text-[#24583a]" : "text-[#8f2d22]"}
            data-testid="attendance-state"
          >
            {ATTENDANCE_LABEL[attendance]}
          </strong>
          {post("clear", "기록 지우기", "border-sand-300 text-stone-700")}
        </>
      ) : (
        <>
          {post("arrived", "방문", "border-[#24583a] bg-[#24583a] text-white")}
          {post("no-show", "노쇼", "border-[#8f2d22] text-[#8f2d22]")}
        </>
      )}
    </span>
  );
}

/** What /admin/visits shows (loaded by app/admin/visits/data.ts): the day, its slots and bookings, and the ?done= notice. */
/** `others` per slot: active bookings of other staff members' leads, counted, not shown (lib/office/visit-scope.ts). */
export type VisitDayData = {
  day: string;
  mayAdminister: boolean;
  data: ScopedDay;
  done: string | null;
};

/** One visit day for the administrator: each slot's places, bookings and head count; cancel a booking, close or reopen a slot. */
export function VisitDayView({ data: view }: { data: VisitDayData }) {
  const { day, mayAdminister, data } = view;
  const notice = view.done ? NOTICES[view.done] : undefined;
  return (
    <div className="grid gap-6" data-testid="admin-visits">
      {notice ? (
        <p role="status" className={noticeClass}>
          {notice}
        </p>
      ) : null}
      <nav aria-label="날짜 이동" className="flex flex-wrap items-center gap-4 text-[15px]">
        <Link href={`/admin/visits?day=${addDays(day, -1)}`} className="underline underline-offset-4">
          ← 전날
        </Link>
        <strong className="text-ink-900">{formatDateKo(day)}</strong>
        <Link href={`/admin/visits?day=${addDays(day, 1)}`} className="underline underline-offset-4">
          다음날 →
        </Link>
        <form action="/admin/visits" method="get" className="flex items-center gap-2">
          <label htmlFor="visit-day" className="sr-only">
            날짜 선택
          </label>
          <input
            id="visit-day"
            type="date"
            name="day"
            defaultValue={day}
            className="border border-sand-300 px-2 py-1"
          />
          <button type="submit" className="border border-ink-900 px-3 py-1">
            보기
          </button>
        </form>
      </nav>
      <p className="text-[15px] text-stone-700">
        {data.hours
          ? `운영 ${data.hours.open}~${data.hours.close}${data.hours.note ? ` · ${data.hours.note}` : ""}`
          : "휴관일"}{" "}
        · 예약 방문객 {data.people}명
      </p>
      {data.rows.length === 0 ? null : (
        <table className="admin-cards visit-cards w-full border-collapse text-[14px]">
          <caption className="sr-only">{formatDateKo(day)} 시간대별 예약</caption>
          <thead>
            <tr className="border-b border-ink-900 text-left">
              <th scope="col" className="py-2 pr-3">
                시간
              </th>
              <th scope="col" className="py-2 pr-3">
                예약/잔여
              </th>
              <th scope="col" className="py-2 pr-3">
                예약자
              </th>
              <th scope="col" className="py-2">
                시간 마감
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.slot.id} className="border-b border-sand-200 align-top" data-slot={row.slot.id}>
                <th scope="row" className="py-3 pr-3 text-left font-medium">
                  {row.slot.start}~{row.slot.end}
                </th>
                <td className="py-3 pr-3">
                  {row.availability.taken}팀 / 잔여 {row.availability.left}팀{row.availability.closed ? " (마감)" : ""}{" "}
                  · {row.people}명
                </td>
                <td className="py-3 pr-3">
                  <ul className="grid gap-2">
                    {row.bookings.map((b) => (
                      <li
                        key={b.id}
                        id={b.id}
                        className={b.status === "active" ? "" : "text-stone-500 line-through"}
                        data-booking={b.id}
                      >
                        {b.id} · {b.name} · {b.phone} · {b.partySize}명
                        {b.status === "active" ? (
                          <form action={cancelVisitAsAdmin} className="ml-2 inline">
                            <input type="hidden" name="id" value={b.id} />
                            <input type="hidden" name="date" value={day} />
                            <button type="submit" className="text-[13px] text-[#8f2d22] underline underline-offset-4">
                              예약 취소<span className="sr-only"> {b.id}</span>
                            </button>
                          </form>
                        ) : null}
                        {b.status === "active" ? (
                          <AttendanceButtons id={b.id} day={day} attendance={b.attendance} />
                        ) : null}
                      </li>
                    ))}
                    {row.others > 0 ? (
                      <li className="text-stone-600" data-testid="visit-others">
                        다른 담당자의 고객 예약 {row.others}건
                      </li>
                    ) : null}
                  </ul>
                </td>
                <td className="py-3">
                  {mayAdminister ? (
                    <form action={setVisitSlotOpen}>
                      <input type="hidden" name="slot" value={row.slot.id} />
                      <input type="hidden" name="open" value={row.availability.closed ? "1" : "0"} />
                      <button type="submit" className="border border-ink-900 px-3 py-1 text-[13px]">
                        {row.availability.closed ? "다시 열기" : "마감하기"}
                        <span className="sr-only"> {row.slot.start}</span>
                      </button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.elsewhere.length > 0 ? (
        <p className="text-[14px] text-stone-700">
          운영 시간이 바뀌어 표에 없는 예약: {data.elsewhere.map((b) => `${b.id} ${b.start}`).join(", ")}
        </p>
      ) : null}
    </div>
  );
}
