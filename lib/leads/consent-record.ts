import { z } from "zod";

// A lead's consent record as the stores keep it (lib/leads/consents.ts reads it from a
// submission): the optional choices and the version of the texts shown. The time is the
// lead's consentAt. Kept apart from consents.ts so the stores need no content.

export type LeadConsents = {
  /** 마케팅 정보 수신: SMS, phone and KakaoTalk advertisements. */
  marketing: boolean;
  /** 제3자 제공 to the recipients of `version`'s text; always false where none are named. */
  thirdParty: boolean;
  /** 국외 이전 to the transfers of `version`'s text (lib/site/transfers.ts); always false where none are. */
  overseas: boolean;
  /** Which consent texts the visitor saw (consentVersion()). */
  version: string;
};

/**
 * A stored consent record read back (SQLite columns, a Firestore map); null for leads from before
 * consents were kept. A record from before the 국외 이전 box has no overseas choice: never asked, no.
 */
const storedConsentsSchema = z.object({
  marketing: z.boolean(),
  thirdParty: z.boolean(),
  overseas: z.boolean().default(false),
  version: z.string().min(1).max(40),
});
export function storedConsentsOf(value: unknown): LeadConsents | null {
  const parsed = storedConsentsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** May this lead be sent an advertisement (SMS, call, KakaoTalk)? Only with its marketing consent on record. */
export function mayReceiveMarketing(lead: { consents: LeadConsents | null }): boolean {
  return lead.consents?.marketing === true;
}
