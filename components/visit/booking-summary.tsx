import { modelHouse } from "@/lib/site/content/visit-booking";
import { env } from "@/lib/env";
import type { VisitBooking } from "@/lib/visits";
import { mapLinks } from "@/lib/site/content/directions";
import { DIRECTIONS_HREF } from "@/lib/site/routes/paths.mjs";
import { formatSlotKo } from "@/lib/site/content/visit-calendar";

/** A booking as the result and manage pages show it: number, time, party, where, map links. */
export function BookingSummary({ booking }: { booking: VisitBooking }) {
  const links = mapLinks({ name: modelHouse.name, coordinates: modelHouse.coordinates }, env().SITE_URL).filter(
    (l) => l.web,
  );
  const cancelled = booking.status === "cancelled";
  return (
    <dl
      className="grid gap-x-6 gap-y-3 border border-sand-300 bg-white p-6 text-[15px] desk:grid-cols-[8rem_1fr]"
      data-testid="booking-summary"
    >
      <dt className="font-semibold text-ink-900">예약번호</dt>
      <dd data-testid="booking-number" className="font-semibold tracking-wide text-ink-900">
        {booking.id}
      </dd>
      <dt className="font-semibold text-ink-900">예약 상태</dt>
      <dd data-testid="booking-status">{cancelled ? "취소된 예약" : "예약 완료"}</dd>
      <dt className="font-semibold text-ink-900">방문 일시</dt>
      <dd data-testid="booking-slot">{formatSlotKo(booking)}</dd>
      <dt className="font-semibold text-ink-900">방문 인원</dt>
      <dd>{booking.partySize}명</dd>
      <dt className="font-semibold text-ink-900">예약자</dt>
      <dd>{booking.name}</dd>
      <dt className="font-semibold text-ink-900">견본주택</dt>
      <dd>
        {modelHouse.address}
        <span className="mt-2 flex flex-wrap gap-3 text-[14px]">
          {links.map((l) => (
            <a
              key={l.provider}
              href={l.web!}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4"
            >
              {l.label}에서 보기<span className="sr-only"> (새 창)</span>
            </a>
          ))}
          <a href={DIRECTIONS_HREF} className="underline underline-offset-4">
            오시는 길 안내
          </a>
        </span>
      </dd>
    </dl>
  );
}
