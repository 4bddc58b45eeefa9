// The lead forms' rules that the browser needs too (HTML constraints: pattern, lengths), kept
// free of zod so that visitor bundles carry no validation library. schema.ts builds the server's
// verdict from the same constants.

/** "visit-booking": a model-house visit booked in a time slot (lib/visits), stored as a lead first. */
export const LEAD_FORMS = ["register", "visit", "inquiry", "visit-booking"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export const NAME_MAX = 40;
export const MESSAGE_MAX = 2000;
/** Spec section 5: 01 plus one digit, optional hyphen or space, 3-4 digits, optional hyphen or space, 4 digits. */
export const PHONE_REGEX = /^01\d[- ]?\d{3,4}[- ]?\d{4}$/;
/** The same rule for the HTML pattern attribute (anchored by the browser; no character class so the `v` flag accepts it). */
export const PHONE_PATTERN = "01\\d(?:-| )?\\d{3,4}(?:-| )?\\d{4}";
export const BIRTH_DATE_PATTERN = "\\d{6}";

/** Korean messages per field, as the route handlers answer them (422). */
export type FieldErrors = Record<string, string[]>;

/** How each form is named to the sales team (the inbox, the CSV, alerts). */
export const FORM_LABELS: Record<LeadForm, string> = {
  register: "관심고객 등록",
  visit: "방문 예약",
  inquiry: "고객 문의",
  "visit-booking": "견본주택 방문예약",
};
