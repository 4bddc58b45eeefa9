import { z } from "zod";
import { partySizeSchema } from "@/lib/leads/party-size";
import { slotIdSchema } from "@/lib/site/content/visit-calendar";
import {
  BIRTH_DATE_PATTERN,
  LEAD_FORMS,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_PATTERN,
  PHONE_REGEX,
  leadMessages,
  type FieldErrors,
  type LeadForm,
} from "./constraints";

// One schema per lead form: the route handlers' verdict. The browser forms use the same
// constants through constraints.ts (zod stays out of visitor bundles). Unknown fields are
// dropped (z.object strips them).

export {
  BIRTH_DATE_PATTERN,
  LEAD_FORMS,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_PATTERN,
  PHONE_REGEX,
  type FieldErrors,
  type LeadForm,
};

export { leadMessages };

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const name = z
  .string({ error: leadMessages.nameRequired })
  .trim()
  .min(1, { error: leadMessages.nameRequired })
  .refine((v) => [...v].length <= NAME_MAX, { error: leadMessages.nameTooLong });

/** A lead's phone number as typed (with or without hyphens), kept as digits. */
export const phone = z
  .string({ error: leadMessages.phoneRequired })
  .trim()
  .min(1, { error: leadMessages.phoneRequired })
  .regex(PHONE_REGEX, { error: leadMessages.phoneInvalid })
  .transform((v) => v.replace(/\D/g, ""));

const optionalMessage = z.preprocess(
  blankToUndefined,
  z
    .string({ error: leadMessages.messageTooLong })
    .trim()
    .max(MESSAGE_MAX, { error: leadMessages.messageTooLong })
    .optional(),
);

const requiredMessage = z
  .string({ error: leadMessages.messageRequired })
  .trim()
  .min(1, { error: leadMessages.messageRequired })
  .max(MESSAGE_MAX, { error: leadMessages.messageTooLong });

/** YYMMDD that is a real calendar date in 19YY or 20YY. */
export function isRealBirthDate(value: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return false;
  const [yy, mm, dd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return [1900 + yy, 2000 + yy].some((year) => {
    const d = new Date(Date.UTC(year, mm - 1, dd));
    return d.getUTCFullYear() === year && d.getUTCMonth() === mm - 1 && d.getUTCDate() === dd;
  });
}

const birthDate = z
  .string({ error: leadMessages.birthDateRequired })
  .trim()
  .min(1, { error: leadMessages.birthDateRequired })
  .refine(isRealBirthDate, { error: leadMessages.birthDateInvalid });

/** Required checkbox: the browser sends "on" (or a JSON true); anything else is a refusal. */
const consent = z.preprocess(
  (v) => v === true || v === "on" || v === "true" || v === "1" || v === "yes",
  z.literal(true, { error: leadMessages.consentRequired }),
);

/**
 * The popup keeps what its consent lists (consentCopy.items.register: name and phone). An email or
 * a visit date a crafted post sends along is dropped, never stored; the form service still gets
 * the spec's empty email and visitDate keys (forwarder.ts).
 */
export const registerSchema = z.object({ name, phone, consent });
export const visitSchema = z.object({ name, phone, message: optionalMessage, consent });
export const inquirySchema = z.object({ name, phone, birthDate, message: requiredMessage, consent });

/** The booking form's own reading (strict: "1".."4" or a number), so the lead and the booking agree. */
const partySize = partySizeSchema;
const slot = z
  .string({ error: leadMessages.slotRequired })
  .min(1, { error: leadMessages.slotRequired })
  .pipe(slotIdSchema);
/** The lead of a visit booking; the booking itself is parsed again by lib/visits (booking-form.ts). */
export const visitBookingSchema = z.object({ name, phone, slot, partySize, consent });

export const leadSchemas = {
  register: registerSchema,
  visit: visitSchema,
  inquiry: inquirySchema,
  "visit-booking": visitBookingSchema,
} as const;

export type RegisterInput = z.infer<typeof registerSchema>;
export type VisitInput = z.infer<typeof visitSchema>;
export type InquiryInput = z.infer<typeof inquirySchema>;

/** The stored fields of any form after validation. */
export type LeadFields = {
  name: string;
  phone: string;
  message: string | null;
  birthDate: string | null;
  email: string | null;
  visitDate: string | null;
};

/** Validates one form's fields; returns the normalised fields or the Korean messages per field. */
export function parseLead(
  form: LeadForm,
  input: unknown,
): { ok: true; fields: LeadFields } | { ok: false; errors: FieldErrors } {
  const result = leadSchemas[form].safeParse(input);
  if (!result.success) {
    const flat = z.flattenError(result.error);
    const errors: FieldErrors = {};
    for (const [key, messages] of Object.entries(flat.fieldErrors as Record<string, string[] | undefined>)) {
      if (messages?.length) errors[key] = messages;
    }
    if (flat.formErrors.length) errors._form = flat.formErrors;
    return { ok: false, errors };
  }
  if (form === "visit-booking") {
    const b = result.data as z.infer<typeof visitBookingSchema>;
    const [date, start] = [b.slot.slice(0, 10), b.slot.slice(11, 16)];
    return {
      ok: true,
      fields: {
        name: b.name,
        phone: b.phone,
        message: `견본주택 방문예약 ${date} ${start} · ${b.partySize}명`,
        birthDate: null,
        email: null,
        visitDate: date,
      },
    };
  }
  const d = result.data as Partial<RegisterInput & VisitInput & InquiryInput>;
  return {
    ok: true,
    fields: {
      name: d.name ?? "",
      phone: d.phone ?? "",
      message: d.message ?? null,
      birthDate: d.birthDate ?? null,
      email: null,
      visitDate: null,
    },
  };
}

/** Idempotency-Key header: the forms send a random id per opening. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
