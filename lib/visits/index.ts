// The door of lib/visits: booking a visit to the model house. The runtime's stores and deps
// (runtime.ts), the steps a booking takes (service.ts: book, change, cancel by link), the number's
// verification, the pages' data and messages, the routes' handlers, the texts a booking and a
// registration send (queued in lib/messages), the staff's day at the desk and the show-up rates.

export {
  VISIT_DONE_PATH,
  VISIT_MANAGE_PATH,
  VISIT_PATH,
  drainVisitSms,
  purgeBookings,
  purgeSmsRecords,
  queueMissedVisitReminders,
  visitDeps,
  visitStores,
  welcomeDeps,
  welcomeOf,
} from "./runtime";
export { handleRegistration } from "./registration";
export { bookingRoute } from "./booking-route";
export { handleManagePost, manageMethodNotAllowed, type ManageDeps } from "./manage-post";
export { drainSoon } from "./drain-soon";
export { BOOKING_STEP_DEADLINE_MS, visitBookingAfterStore } from "./lead-booking";
export { handleVerifyPost, verifyMessages, type VerifyProblem } from "./verify-flow";
export { readVerification, type Verification, type VerificationCheck } from "./verify";
export { bookingPageData, type BookingPageData, type VisitDay } from "./page-data";
export { UNCONFIRMED_MESSAGE, bookingPageMessage } from "./page-messages";
export { bookingForLink, manageLink, type BookingOutcome, type VisitDeps, type VisitRefusal } from "./service";
export { VISIT_LINK_REFUSED_HEADER, isVisitLinkPage, refusedByProxy, refusedVisitLink } from "./link-gate";
export { visitIcs, visitIcsFileName, type VisitIcsInput } from "./visit-ics";
export { adminDay, type AdminDay, type AdminSlotRow } from "./admin-day";
export { showUpRates, type CampaignOf, type ShowUpRow } from "./show-up";
export { welcomeStateText, type WelcomeAnswer } from "./welcome";
export {
  ATTENDANCES,
  type Attendance,
  type AttendanceResult,
  type VisitBooking,
  type VisitBookingStore,
} from "./bookings";
export { checkVisitSettings } from "./startup";
export { SLOT_FULL, SLOT_PAST, SLOT_STATE_TEXT, slotLeft } from "./slot-states.mjs";
