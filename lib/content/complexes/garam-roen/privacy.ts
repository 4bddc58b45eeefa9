import type { ConsentRecipient } from "../../lead-copy";
import { consentRecipientsSchema } from "../../privacy-schema";
import { parseContent } from "../../schema";

// Who receives a visitor's data beyond the company running the site (개인정보 보호법 제17조).
// This complex's builder runs its own model house: nobody else receives it, so the lead forms
// show no third-party box and /privacy says nothing is provided.
export const consentRecipients: readonly ConsentRecipient[] = parseContent("privacy.ts", consentRecipientsSchema, []);
