// What a booking slot says about itself on the booking page (components/visit/booking-form.tsx).
// Which of these the page shows depends on the hour it is drawn (a slot whose time has passed is
// "예약 종료"), so the site font's census (scripts/site-font.mjs) adds them all to that page's text:
// otherwise the page's own font file, and the committed census plan, would change with the hour of
// the build.

export const SLOT_FULL = "예약 마감";
export const SLOT_PAST = "예약 종료";
/** @param {number} left */
export const slotLeft = (left) => `잔여 ${left}팀`;

/** Every word a slot's state may show. */
export const SLOT_STATE_TEXT = [SLOT_FULL, SLOT_PAST, slotLeft(0)].join(" ");
