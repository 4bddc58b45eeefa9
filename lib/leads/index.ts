// The door of lib/leads: a visitor's registration from the form to the sales team. Intake and
// the lead store (runtime.ts: the store, the forward right after the answer, the jobs' drains and
// purges), the form schemas and consents, the ad platforms' click ids, the follow-up events (Meta,
// the desk's new-lead alerts: follow-ups/), the sales desk's course of each lead (desk/), the
// delivery alerts (alerts/) and the remaining-units board (units/). The browser's part is client.ts.

export * from "./client";
export {
  addOptOutByStaff,
  contactClicksBySource,
  drainLeads,
  handleContactClick,
  handleLead,
  handleOptOut,
  keepConsentText,
  optedOut,
  optOutCount,
  leadDestinations,
  leadOutbox,
  oldestPendingLeadAt,
  purgeLeads,
  sendLeadFollowUps,
} from "./runtime";
export { OPT_OUT_ANCHOR, optOutMessages, type OptOutResult } from "./opt-outs/intake";
export { phone as phoneSchema } from "./schema";
export { methodNotAllowed, type AfterStore, type AfterStoreResult, type WelcomeAnswer } from "./intake";
export type { DrainReport } from "./drainer";
export {
  EXPORT_ROW_LIMIT,
  LIST_LIMIT_MAX,
  type LeadDeliveryStatus,
  type LeadListFilter,
  type LeadOutbox,
  type LeadQueue,
  type LeadRecord,
  type LeadReports,
} from "./outbox";
export { leadMessages } from "./schema";
export { partySizeMessage, partySizeSchema } from "./party-size";
export { CLICK_ID_FIELDS, platformsOf, type AdPlatform, type ClickIdField, type ClickIds } from "./click-ids";
export { mayReceiveMarketing, type LeadConsents } from "./consent-record";
export { consentParties } from "./consents";
export { noClicks, type ContactCounts, type ContactKind } from "./contact/clicks";
export type { DeliveryHealth, SourceCounts, SourceDimension, TimeBucket } from "./stats";
export { alertSetup, runAlertCheck, sendSmsBudgetAlert } from "./alerts";
export { mayAssign, mayWork } from "./desk/access";
export { deskAccounts, type DeskAccount } from "./desk/accounts";
export { arrivalChange, type LeadDeskStore } from "./desk/course";
export { deskView, parseDeskQuery, type DeskQuery } from "./desk/filter";
export { formatWait, funnelOf, type Funnel, type FunnelRow } from "./desk/funnel";
export { STAGES, leadDesk, purgeLeadCourses, stageLabel, untouched, type CourseEvent, type LeadCourse } from "./desk";
export { leadAlertSettings } from "./desk/lead-alert-runtime";
export { leadAlertsOn } from "./desk/lead-alert";
export { conversionDays, metaCapiSettings, metaIsNamedRecipient } from "./follow-ups";
export type { ConversionDay } from "./follow-ups/queue";
export { saveUnitsBoard } from "./units/admin-actions";
export { deskBoard, figureField, publicBoard, unitsBoard, type DeskRow, type UnitChange } from "./units";
