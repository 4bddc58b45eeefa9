import { env } from "@/lib/env";
import { salesScheduleIcs } from "@/lib/site/calendar/sales-schedule";

// Built once with the site: the schedule only changes with a content change and a new build.
export const dynamic = "force-static";

export function GET() {
  const body = salesScheduleIcs(env().SITE_URL, new Date());
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sales-schedule.ics"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
