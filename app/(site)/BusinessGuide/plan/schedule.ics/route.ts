import { env } from "@/lib/env";
import { salesScheduleIcs } from "@/lib/site/calendar/sales-schedule";
import { siteNow } from "@/lib/site/today";

// The steps still ahead in Korea today, so the file ages with the calendar without a rebuild: made at
// the build, then again at most a minute after a request finds it older (ISR; the literal must be a
// number Next can read, as on the plan page). Once every dated step is over there is nothing to add:
// 404, and the plan page no longer offers the file.
export const revalidate = 60;

export function GET() {
  const body = salesScheduleIcs(env().SITE_URL, siteNow());
  if (body === null)
    return new Response("남은 분양일정이 없습니다. 모든 일정이 완료되었습니다.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sales-schedule.ics"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
