import { z } from "zod";
import type { ConsentRecipient } from "./lead-copy";

// The shape of a complex's privacy.ts: the companies that receive a visitor's data (개인정보 보호법
// 제17조 asks the consent to name each, with purpose, items and retention).

const text = (max: number) => z.string().trim().min(2, { message: "must be filled in" }).max(max);

/** The policy's effective date (ISO), per complex. */
export const privacyEffectiveDateSchema = z.iso.date();

export const consentRecipientsSchema = z
  .array(
    z.object({
      name: text(60),
      purpose: text(120),
      items: text(120),
      retention: text(120),
    }) satisfies z.ZodType<ConsentRecipient>,
  )
  .max(5, { message: "at most 5 recipients: a longer list is no consent a visitor can read" })
  .refine((list) => new Set(list.map((r) => r.name)).size === list.length, { message: "each recipient once" });
