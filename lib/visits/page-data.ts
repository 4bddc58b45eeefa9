import "server-only";
import { dayChoices, dayList, type SlotChoice, type VisitDeps } from "./service";
import { bookingWindow, type BookingWindow } from "@/lib/site/content/visit-calendar";

// What the booking page shows at request time: the days a visitor may book, the chosen day
// (from ?day=, else the first day), and that day's slots with the places left, counted now.

export type VisitDay = ReturnType<typeof dayList>[number];
/** `verifiesPhone`: the booking sends a one-time code to the number first (SMS on). */
/** `sendsTexts`: this deployment texts a booking's confirmation and reminder (SMS configured): only then is the visitor asked for consent to them. */
/** `window`: before the booking window opens, the page says from when one can book. */
export type BookingPageData = {
  days: VisitDay[];
  day: VisitDay | null;
  slots: SlotChoice[];
  verifiesPhone: boolean;
  sendsTexts: boolean;
  window: BookingWindow;
};

export async function bookingPageData(
  deps: Pick<VisitDeps, "store" | "calendar" | "verify" | "sms">,
  requestedDay: unknown,
  now: Date = new Date(),
): Promise<BookingPageData> {
  const days = dayList(deps, now);
  const day = days.find((d) => d.date === requestedDay) ?? days[0] ?? null;
  const slots = day ? await dayChoices(deps, day.date, now) : [];
  return {
    days,
    day,
    slots,
    verifiesPhone: Boolean(deps.verify),
    sendsTexts: Boolean(deps.sms),
    window: bookingWindow(deps.calendar, now),
  };
}
