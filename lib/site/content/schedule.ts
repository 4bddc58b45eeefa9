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

// ---------------------------------------------------------------------------------------------
// Content that ages with the calendar. Every function here takes the Korean date it decides for
// ("2026-03-25", the day in Asia/Seoul: lib/site/today.ts on the server, kstDay(Date.now()) in the
// browser), so a test gives it any day and the pages give it today's.

/** Where a step stands on a Korean day: past its last day, on one of its days, still ahead, or undated. */
export type StepState = "done" | "now" | "upcoming" | "planned";

/** A step's state on `today`: done once its last day (end, else start) is over. */
export function stepState(step: ScheduleStep, today: string): StepState {
  if (!step.start) return "planned";
  if ((step.end ?? step.start) < today) return "done";
  return step.start <= today ? "now" : "upcoming";
}

/** The steps with their state on `today`, in the schedule's order. */
export function scheduleOn<S extends ScheduleStep>(
  schedule: readonly S[],
  today: string,
): (S & { state: StepState })[] {
  return schedule.map((s) => ({ ...s, state: stepState(s, today) }));
}

/** The dated steps still to come or under way on `today` (what a calendar file may still offer). */
export function stepsAhead<S extends ScheduleStep>(schedule: readonly S[], today: string): (S & { start: string })[] {
  return schedule.filter((s): s is S & { start: string } => {
    const state = stepState(s, today);
    return state === "now" || state === "upcoming";
  });
}

/** What the home page puts first: the model house's opening, the 청약 steps, or the remaining units. */
export type SalePhase = "opening" | "subscription" | "remaining";

/**
 * The phase on `today`, from the schedule: the opening up to and on its day (`openingStep`), then the
 * 청약 and contract steps (`subscriptionSteps`) up to the last day of the last of them, then the
 * remaining units. Both names must be dated steps of the schedule (scheduleClock throws otherwise).
 */
export function salePhase(
  schedule: readonly ScheduleStep[],
  phases: { openingStep: string; subscriptionSteps: readonly string[] },
  today: string,
): SalePhase {
  const clock = scheduleClock(schedule);
  const opening = clock.step(phases.openingStep);
  if (today <= (opening.end ?? clock.date(phases.openingStep))) return "opening";
  const lastDay = phases.subscriptionSteps
    .map((title) => clock.step(title).end ?? clock.date(title))
    .reduce((a, b) => (a > b ? a : b), "");
  return today <= lastDay ? "subscription" : "remaining";
}

/** An item of the announcement bar: a line shown from its first day to its last (Korean dates, inclusive). */
export type DatedLine = { text: string; from?: string; until?: string };

/** Whether a line is shown on `today` (an open end is no limit). */
export function lineShownOn(line: DatedLine, today: string): boolean {
  return (line.from === undefined || line.from <= today) && (line.until === undefined || today <= line.until);
}

/** The announcement bar's lines on `today`: the items in their window, else the evergreen line. */
export function announcementsOn(bar: { items: readonly DatedLine[]; evergreen: string }, today: string): string[] {
  const current = bar.items.filter((i) => lineShownOn(i, today)).map((i) => i.text);
  return current.length ? current : [bar.evergreen];
}
