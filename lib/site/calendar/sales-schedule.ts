import { complex, type ScheduleStep } from "@/lib/site/content";
import { stepsAhead } from "@/lib/site/content/schedule";
import { kstDay } from "@/lib/platform/time/kst";
import { buildCalendar, type AllDayEvent } from "./ics";

/** Address of the downloadable schedule. */
export const SCHEDULE_ICS_PATH = "/BusinessGuide/plan/schedule.ics";

/** Steps with fixed days (the "planned" move-in has none and stays off the calendar). */
export function datedSteps(steps: ScheduleStep[] = complex.schedule): (ScheduleStep & { start: string })[] {
  return steps.filter((s): s is ScheduleStep & { start: string } => Boolean(s.start));
}

/**
 * The sales schedule as an iCalendar file, of the steps still ahead on `now`'s Korean date (one under
 * way included): a step whose last day is over is no event to add. Null when none is left. UIDs are
 * stable so a re-import updates instead of duplicating.
 */
export function salesScheduleIcs(siteUrl: string, now: Date, steps: ScheduleStep[] = complex.schedule): string | null {
  const host = new URL(siteUrl).host;
  const ahead = stepsAhead(steps, kstDay(now.getTime()));
  if (ahead.length === 0) return null;
  const events: AllDayEvent[] = ahead.map((s) => ({
    uid: `${complex.defaultSite}-${s.start}-${s.end ?? s.start}-${[...s.title].map((c) => c.codePointAt(0)!.toString(36)).join("")}@${host}`,
    title: `[${complex.siteName}] ${s.title}`,
    start: s.start,
    end: s.end,
    description: [s.when, s.note, `분양 상담 ${complex.phone}`, `${siteUrl}/BusinessGuide/plan`]
      .filter(Boolean)
      .join("\n"),
    location: /견본주택|계약/.test(s.title) ? complex.address.modelHouse : undefined,
    url: `${siteUrl}/BusinessGuide/plan`,
  }));
  return buildCalendar(
    {
      prodId: `-//${complex.company.name}//${complex.siteName}//KO`,
      name: `${complex.siteName} 분양일정`,
      timeZone: "Asia/Seoul",
      events,
    },
    now,
  );
}
