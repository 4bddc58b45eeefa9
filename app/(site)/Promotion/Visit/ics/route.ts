import { complex } from "@/lib/site/content";
import { modelHouse } from "@/lib/site/content/visit-booking";
import { env } from "@/lib/env";
import { visitDeps, bookingForLink, manageLink, visitIcs, visitIcsFileName } from "@/lib/visits";

/** GET /Promotion/Visit/ics?t=<manage token>: the visit as a calendar event. */
export async function GET(request: Request) {
  const deps = await visitDeps();
  const found = await bookingForLink(deps, new URL(request.url).searchParams.get("t"));
  if (!found.ok || found.booking.status !== "active") {
    const message = found.ok ? "취소된 예약은 캘린더에 추가할 수 없습니다." : found.message;
    return new Response(message, {
      status: found.ok ? 410 : 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const booking = found.booking;
  const ics = visitIcs(
    {
      booking,
      title: `${modelHouse.name} 방문`,
      location: modelHouse.address,
      prodId: `-//${complex.company.name}//${complex.siteName}//KO`,
      host: new URL(env().SITE_URL).host,
      description: `대표번호 ${modelHouse.phone}`,
      url: manageLink(deps, booking),
      geo: modelHouse.coordinates,
    },
    new Date(),
  );
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${visitIcsFileName(booking.id)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
