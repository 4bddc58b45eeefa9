// The browser's door of lib/leads: what the visitor's forms and the remaining-units island load.
// The forms' HTML constraints (no zod: visitor bundles carry no validation library) and the board
// as a visitor reads it.

export {
  BIRTH_DATE_PATTERN,
  FIELD_MESSAGES,
  fieldErrorCodes,
  fieldErrorsFromCodes,
  FORM_LABELS,
  LEAD_FORMS,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_PATTERN,
  PHONE_REGEX,
  type FieldErrors,
  type MessageField,
  type LeadForm,
} from "./constraints";
export { asOfLabel, remainingLabel, type PublicBoard } from "./units/public";
