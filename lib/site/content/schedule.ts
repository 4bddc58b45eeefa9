import { KST_OFFSET, addIsoDays as addDays } from "@/lib/platform/time/kst";
import type { PressDraft, ScheduleStep } from "./schema";

// Dates of a complex's copy, counted from the steps of its sales schedule, so a complex with
// another schedule needs no date typed into its news or press articles.

/** Date helpers over one schedule: step("정당계약") is the step, date(...) an ISO date, monthDay(...) "10월 27일". */
export function scheduleClock(schedule: readonly ScheduleStep[]) {
  const step = (title: string): ScheduleStep => {
    const found = schedule.find((s) => s.title === title);
    if (!found)
      throw new Error(`schedule: there is no step '${title}' (steps: ${schedule.map((s) => s.title).join(", ")})`);
    return found;
  };
  const start = (title: string): string => {
    const s = step(title);
    if (!s.start) throw new Error(`schedule: step '${title}' has no start date`);
    return s.start;
  };
  const date = (title: string, days = 0): string => addDays(start(title), days);
  const monthDay = (title: string, days = 0): string => {
    const [, m, d] = date(title, days).split("-");
    return `${Number(m)}월 ${Number(d)}일`;
  };
  /** The last day of a step (its end, else its start) as "29일" or, in another month, "11월 2일". */
  const endDay = (title: string): string => {
    const s = step(title);
    const last = s.end ?? start(title);
    const [, m, d] = last.split("-");
    return last.slice(0, 7) === start(title).slice(0, 7) ? `${Number(d)}일` : `${Number(m)}월 ${Number(d)}일`;
  };
  return { step, date, monthDay, endDay, when: (title: string) => step(title).when };
}

/** The moment (Korea time) a press draft is dated: days after a step, at a time of day. */
export function draftDate(schedule: readonly ScheduleStep[], at: PressDraft["at"]): Date {
  return new Date(`${scheduleClock(schedule).date(at.step, at.days)}T${at.time}:00${KST_OFFSET}`);
}
