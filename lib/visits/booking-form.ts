import { z } from "zod";
import { NAME_MAX, PHONE_REGEX, type FieldErrors, leadMessages, partySizeMessage, partySizeSchema } from "@/lib/leads";
import { slotIdSchema } from "@/lib/site/content/visit-calendar";

// What the booking form posts (with or without JavaScript: a plain form post sends strings, a
// checked checkbox as "on"), parsed with zod into Korean messages per field, the way the lead
// forms are (lib/leads/schema.ts, same name and phone rules).

export const visitFormMessages = {
  slotRequired: leadMessages.slotRequired,
  partySize: partySizeMessage,
} as const;

const checked = (v: unknown) => v === true || v === "on" || v === "true" || v === "1" || v === "yes";

export const visitBookingFormSchema = z.object({
  slot: z
    .string({ error: visitFormMessages.slotRequired })
    .min(1, { error: visitFormMessages.slotRequired })
    .pipe(slotIdSchema),
  name: z
    .string({ error: leadMessages.nameRequired })
    .trim()
    .min(1, { error: leadMessages.nameRequired })
    .refine((v) => [...v].length <= NAME_MAX, { error: leadMessages.nameTooLong }),
  phone: z
    .string({ error: leadMessages.phoneRequired })
    .trim()
    .min(1, { error: leadMessages.phoneRequired })
    .regex(PHONE_REGEX, { error: leadMessages.phoneInvalid })
    .transform((v) => v.replace(/\D/g, "")),
  partySize: partySizeSchema,
  consent: z.preprocess(checked, z.literal(true, { error: leadMessages.consentRequired })),
  /** Optional: without it the booking stands and no SMS is sent. */
  smsConsent: z.preprocess(checked, z.boolean()),
});
export type VisitBookingForm = z.infer<typeof visitBookingFormSchema>;

export const visitChangeFormSchema = z.object({
  slot: visitBookingFormSchema.shape.slot,
  partySize: visitBookingFormSchema.shape.partySize.optional(),
});

export function parseVisitForm<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { ok: true; data: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const flat = z.flattenError(result.error);
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(flat.fieldErrors as Record<string, string[] | undefined>))
    if (messages?.length) errors[key] = [messages[0]!];
  if (flat.formErrors.length) errors._form = flat.formErrors;
  return { ok: false, errors };
}
