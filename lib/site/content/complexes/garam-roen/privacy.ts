import type { ConsentRecipient } from "../../lead-copy";
import { consentRecipientsSchema, privacyEffectiveDateSchema } from "../../privacy-schema";
import { parseContent } from "../../schema";

// Who receives a visitor's data beyond the company running the site (개인정보 보호법 제17조).
// This complex's builder runs its own model house: nobody else receives it, so the lead forms
// show no third-party box and /privacy says nothing is provided.
export const consentRecipients: readonly ConsentRecipient[] = parseContent("privacy.ts", consentRecipientsSchema, []);

/** The day this complex's privacy policy took effect (/privacy): a changed policy is a new date, announced 7 days before. */
export const privacyEffectiveDate = parseContent("privacy.ts", privacyEffectiveDateSchema, "2026-03-02");
