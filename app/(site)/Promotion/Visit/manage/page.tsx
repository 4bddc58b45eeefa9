import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { pageFor } from "@/lib/site/content";
import { visitDeps, bookingPageData, bookingPageMessage, bookingForLink, refusedByProxy } from "@/lib/visits";
import { VISIT_MANAGE_PATH, VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { formatDateKo } from "@/lib/site/content/visit-calendar";
import { PageShell } from "@/components/chrome/page-shell";
import { linkPageMetadata, VisitLinkProblem } from "../link-problem";
import { BookingSummary } from "@/components/visit/booking-summary";
import { DayNav, PartySizeField, SlotFieldset } from "@/components/visit/booking-form";

// 예약 확인·변경·취소 from the signed link (?t=), no login. A link that is not genuine or has
// expired answers 404 with a Korean explanation in the HTML (proxy.ts refuses it first:
// lib/visits/link-gate.ts; not-found.tsx of /Promotion/Visit covers what slips past).
export const dynamic = "force-dynamic";

const page = { ...pageFor(VISIT_PATH), path: VISIT_MANAGE_PATH, title: "방문예약 확인·변경", canonical: VISIT_PATH };
export const generateMetadata = linkPageMetadata({
  title: page.title,
  robots: { index: false, follow: false },
  referrer: "same-origin",
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VisitManagePage({ searchParams }: Props) {
  const params = await searchParams;
  const deps = await visitDeps();
  const found = await bookingForLink(deps, params.t);
  if (!found.ok) {
    // Refused by proxy.ts (status 404 already): the explanation in the HTML, readable without JavaScript.
    if (refusedByProxy(await headers())) return <VisitLinkProblem />;
    notFound();
  }
  const booking = found.booking;
  const token = params.t as string;
  const active = booking.status === "active";
  const data = active ? await bookingPageData(deps, params.day ?? booking.date) : null;
  const message =
    params.refused === "invalid"
      ? "변경하실 방문 시간을 선택해 주세요."
      : bookingPageMessage({ refused: params.refused });
  return (
    <PageShell page={page}>
      <div className="grid max-w-4xl gap-10">
        {params.cancelled ? (
          <p
            role="status"
            className="border border-ink-900 bg-sand-50 p-4 text-[15px] font-medium text-ink-900"
            data-testid="manage-message"
          >
            예약이 취소되었습니다. 다른 날 방문을 원하시면 새로 예약해 주세요.
          </p>
        ) : null}
        {message ? (
          <p
            role="alert"
            className="border border-red-700 bg-red-50 p-4 text-[15px] font-medium text-red-800"
            data-testid="booking-message"
          >
            {message}
          </p>
        ) : null}
        <BookingSummary booking={booking} />
        {active && data?.day ? (
          <>
            <section aria-labelledby="change-title" className="grid gap-6">
              <h2 id="change-title" className="text-xl font-semibold text-ink-900">
                방문 시간 변경
              </h2>
              <DayNav
                days={data.days}
                day={data.day}
                hrefFor={(date) => `${VISIT_MANAGE_PATH}?t=${encodeURIComponent(token)}&day=${date}#slots`}
              />
              <form action="/api/visit-booking/manage" method="post" className="grid gap-6" data-testid="change-form">
                <input type="hidden" name="t" value={token} />
                <input type="hidden" name="action" value="change" />
                <SlotFieldset
                  day={data.day}
                  slots={data.slots}
                  legend={`변경할 시간 · ${formatDateKo(data.day.date)}`}
                />
                <PartySizeField id="change-party" defaultValue={booking.partySize} className="grid max-w-xs gap-1.5" />
                <div>
                  <button type="submit" className="min-h-12 bg-ink-900 px-8 text-[16px] font-semibold text-white">
                    이 시간으로 변경하기
                  </button>
                </div>
              </form>
            </section>
            <section aria-labelledby="cancel-title" className="grid gap-4 border-t border-sand-300 pt-8">
              <h2 id="cancel-title" className="text-xl font-semibold text-ink-900">
                예약 취소
              </h2>
              <p className="text-[15px] text-stone-700">
                취소하시면 예약하신 자리는 다른 분께 돌아갑니다. 취소한 예약은 되돌릴 수 없습니다.
              </p>
              <form action="/api/visit-booking/manage" method="post" data-testid="cancel-form">
                <input type="hidden" name="t" value={token} />
                <input type="hidden" name="action" value="cancel" />
                <button
                  type="submit"
                  className="min-h-12 border border-red-700 px-8 text-[16px] font-semibold text-red-800 hover:bg-red-50"
                >
                  예약 취소하기
                </button>
              </form>
            </section>
          </>
        ) : null}
      </div>
    </PageShell>
  );
}
