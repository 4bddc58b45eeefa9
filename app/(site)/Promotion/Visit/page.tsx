import { pageFor } from "@/lib/site/content";
import { modelHouse, visitCalendar } from "@/lib/site/content/visit-booking";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { modelHouseLd } from "@/lib/site/seo/visit-ld";
import { visitDeps, bookingPageData, bookingPageMessage } from "@/lib/visits";
import { VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { fieldErrorsFromCodes } from "@/lib/leads/client";
import { PageShell } from "@/components/chrome/page-shell";
import { BookingForm } from "@/components/visit/booking-form";
import { Directions } from "@/components/visit/directions";

// 방문예약: rendered per request, because the places left are counted at request time.
export const dynamic = "force-dynamic";

const page = pageFor(VISIT_PATH);
export const metadata = pageMetadata(page);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PromotionVisitPage({ searchParams }: Props) {
  const params = await searchParams;
  const now = new Date();
  const deps = await visitDeps();
  const data = await bookingPageData(deps, params.day, now);
  const ld = modelHouseLd(
    env().SITE_URL,
    {
      name: modelHouse.name,
      address: modelHouse.address,
      coordinates: modelHouse.coordinates,
      phone: modelHouse.phone,
      calendar: visitCalendar,
      path: VISIT_PATH,
    },
    now,
  );
  return (
    <PageShell page={page} jsonLd={[ld]}>
      <p className="mb-10 max-w-3xl text-[16px] leading-relaxed text-stone-800">
        원하시는 날짜와 시간을 골라 예약하시면 기다리지 않고 바로 상담받으실 수 있습니다. 예약을 마치면 예약번호와 함께
        일정 변경·취소 링크를 드립니다.
      </p>
      <BookingForm
        data={data}
        message={bookingPageMessage(params)}
        fieldErrors={params.lead === "invalid" ? fieldErrorsFromCodes(params.e) : undefined}
      />
      <Directions />
    </PageShell>
  );
}
