// The door of lib/office: the back office. The dashboard (its figures, copy and period), the inbox
// (the filter, the formats, people, the CSV exports and the marketing audience), the show-up table,
// and the administrator's and staff's server actions on leads, the desk and bookings. Access is checked
// by the pages' loaders (app/admin/**/data.ts) and by every action, through lib/staff.

export { retryAllFailed } from "./dashboard-actions";
export { consentStanding, type ConsentStanding } from "./consent-standing";
export { dashboardCopy, SOURCE_HEADERS, SOURCE_TITLES } from "./dashboard-copy";
export { DEFAULT_PERIOD, parsePeriod, PERIOD_DAYS, type PeriodDays, sourceExportSchema } from "./dashboard-query";
export {
  leadDashboard,
  type LeadDashboard,
  periodRange,
  type Series,
  sourceCounts,
  type SourceTable,
} from "./dashboard";
export { saveLeadCourse } from "./desk-actions";
export { funnelData, type FunnelData } from "./funnel";
export { deleteLead, retryLead } from "./lead-actions";
export { type LeadQuery, leadQueryString, parseLeadQuery } from "./lead-filter";
export { adClickNote, consentNote, formatLeadTime, formatPhone, leadsExport, STATUS_LABELS } from "./lead-format";
export { type BookingState, leadInbox } from "./lead-inbox";
export { personNotes } from "./lead-people";
export { type LeadStatus } from "./lead-types";
export { addOptOut } from "./opt-out-actions";
export { marketingAudienceCsv, phonesOf } from "./marketing-audience";
export { showUpTable, type ShowUpTable } from "./show-up";
export { sourceCsv, sourceLabel } from "./source-format";
export { cancelVisitAsAdmin, markVisitAttendance, setVisitSlotOpen } from "./visit-actions";
export { LEAD_STATUSES, type LeadFilter } from "./lead-types";
export {
  EXPORT_NOTE_MAX,
  EXPORT_REASONS,
  exportOnlyByPost,
  exportReasonText,
  readExportRequest,
  type ExportReason,
} from "./export-request";
export { scopedDay, workableBookings, type ScopedDay, type ScopedSlotRow } from "./visit-scope";
