import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { pageFor } from "@/lib/site/content";
import { visitDeps, bookingForLink, manageLink, refusedByProxy } from "@/lib/visits";
import { VISIT_DONE_PATH, VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { PageShell } from "@/components/chrome/page-shell";
import { linkPageMetadata, VisitLinkProblem } from "../link-problem";
import { BookingSummary } from "@/components/visit/booking-summary";

// The result of a booking (?t= the manage token): the 303 of the booking post lands here.
export const dynamic = "force-dynamic";

const page = { ...pageFor(VISIT_PATH), path: VISIT_DONE_PATH, title: "방문예약 완료", canonical: VISIT_PATH };
export const generateMetadata = linkPageMetadata({
  title: page.title,
  robots: { index: false, follow: false },
  referrer: "same-origin",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VisitDonePage({ searchParams }: Props) {
  const { t, changed } = await searchParams;
  const deps = await visitDeps();
  const found = await bookingForLink(deps, t);
  if (!found.ok) {
    // Refused by proxy.ts (status 404 already): the explanation in the HTML, readable without JavaScript.
    if (refusedByProxy(await headers())) return <VisitLinkProblem />;
    notFound();
  }
  const booking = found.booking;
  const manage = manageLink(deps, booking);
  const token = new URL(manage).searchParams.get("t")!;
  return (
    <PageShell page={page}>
      <div className="grid max-w-3xl gap-8">
        <p className="text-[17px] leading-relaxed text-ink-900" role="status">
          {changed
            ? "예약 시간이 변경되었습니다. 새 예약번호를 확인해 주세요."
            : "견본주택 방문예약이 완료되었습니다. 방문하실 때 예약번호를 말씀해 주세요."}
        </p>
        <BookingSummary booking={booking} />
        {/* A new booking is a conversion for the ad tags (public/ads/loader.js, only where configured; a change is not). */}
        {changed ? null : (
          <span
            hidden
            data-conversion="schedule"
            data-conversion-id={booking.leadId ?? booking.id}
            data-conversion-form="visit-booking"
          />
        )}
        <div className="flex flex-wrap gap-3">
          <a
            href={`${VISIT_PATH}/ics?t=${encodeURIComponent(token)}`}
            className="inline-flex min-h-12 items-center bg-ink-900 px-6 text-[15px] font-semibold text-white"
            data-testid="ics-link"
          >
            내 캘린더에 추가 (.ics)
          </a>
          <a
            href={`${VISIT_PATH}/manage?t=${encodeURIComponent(token)}`}
            className="inline-flex min-h-12 items-center border border-ink-900 px-6 text-[15px] font-semibold text-ink-900"
            data-testid="manage-link"
          >
            예약 변경·취소
          </a>
        </div>
        <p className="text-[14px] text-stone-700">
          예약 변경·취소 링크는 이 예약만을 위한 주소입니다. 다른 분과 공유하지 마시고, 방문일 다음 날까지 사용하실 수
          있습니다.
        </p>
      </div>
    </PageShell>
  );
}
