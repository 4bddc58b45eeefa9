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

/**
 * Korean messages per field and rule, shared by the server's verdict (schema.ts) and the browser's
 * check (components/leads/checked-form.tsx), so a refusal reads the same from either side. Each
 * says what is wrong and how to put it right (WCAG 3.3.1, 3.3.3).
 */
export const FIELD_MESSAGES = {
  name: {
    required: "이름을 입력해 주세요.",
    tooLong: `이름은 ${NAME_MAX}자 이내로 입력해 주세요.`,
  },
  phone: {
    required: "연락처를 입력해 주세요.",
    invalid: "휴대전화 번호를 010으로 시작하는 숫자로 입력해 주세요. 예) 010-1234-5678",
  },
  message: {
    required: "문의내용을 입력해 주세요.",
    tooLong: `문의내용은 ${MESSAGE_MAX.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`,
  },
  birthDate: {
    required: "생년월일 여섯 자리를 입력해 주세요. 예) 850315",
    invalid: "생년월일을 YYMMDD 형식의 실제 날짜로 입력해 주세요. 예) 850315",
  },
  consent: {
    required: "개인정보 수집·이용에 동의해 주셔야 등록할 수 있습니다.",
  },
  slot: {
    required: "방문하실 날짜와 시간을 선택해 주세요.",
  },
} as const;

export type MessageField = keyof typeof FIELD_MESSAGES;

/** The same messages by their old flat names (the schemas and their tests read these). */
export const leadMessages = {
  nameRequired: FIELD_MESSAGES.name.required,
  nameTooLong: FIELD_MESSAGES.name.tooLong,
  phoneRequired: FIELD_MESSAGES.phone.required,
  phoneInvalid: FIELD_MESSAGES.phone.invalid,
  messageRequired: FIELD_MESSAGES.message.required,
  messageTooLong: FIELD_MESSAGES.message.tooLong,
  birthDateRequired: FIELD_MESSAGES.birthDate.required,
  birthDateInvalid: FIELD_MESSAGES.birthDate.invalid,
  consentRequired: FIELD_MESSAGES.consent.required,
  slotRequired: FIELD_MESSAGES.slot.required,
} as const;

/**
 * A plain form post's field errors as codes for the address it is sent back to (`name.required,phone.invalid`):
 * fixed words only, never what the visitor typed. A message with no code (a rule of another module) is left out.
 */
export function fieldErrorCodes(errors: FieldErrors): string {
  const codes: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const rules = (FIELD_MESSAGES as Record<string, Record<string, string>>)[field];
    if (!rules || !messages?.length) continue;
    const rule = Object.entries(rules).find(([, text]) => text === messages[0])?.[0];
    if (rule) codes.push(`${field}.${rule}`);
  }
  return codes.join(",");
}

/** The codes of fieldErrorCodes back to their messages; anything unknown in the address is ignored. */
export function fieldErrorsFromCodes(raw: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof raw !== "string" || raw.length > 200) return errors;
  for (const code of raw.split(",")) {
    const [field, rule] = code.split(".");
    if (!field || !rule || !Object.hasOwn(FIELD_MESSAGES, field)) continue;
    const rules = FIELD_MESSAGES[field as MessageField] as Record<string, string>;
    if (Object.hasOwn(rules, rule) && !errors[field]) errors[field] = [rules[rule]!];
  }
  return errors;
}
