import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { type LeadConsents } from "./consent-record";
import {
  consentCopy,
  consentRecipients,
  marketingConsentCopy,
  thirdPartyConsentCopy,
  type ConsentRecipient,
} from "@/lib/site/content/leads";

// What a visitor agreed to with a lead, as the law reads it: the required collection and use
// (개인정보 보호법 제15조, refused: no lead, lib/leads/schema.ts), the optional marketing consent
// (제22조, 정보통신망법 제50조) and the optional provision to the recipients the complex's content
// names (제17조). The optional boxes start unticked and never block a submission. Each lead keeps
// the two choices, the version of the texts it was shown and the time (the lead's consentAt).

export type { LeadConsents };

/** A ticked checkbox as a plain form post ("on") or JSON (true) sends it; anything else is no. */
const ticked = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1" || v === "yes", z.boolean());

/** The two optional boxes of every lead form (field names of the forms and the JSON API). */
export const optionalConsentsSchema = z.object({ marketingConsent: ticked, thirdPartyConsent: ticked });

/**
 * The version of the consent texts: a hash of every word the boxes show (the required, marketing
 * and third-party texts with the recipients). A change of copy or of recipients is a new version,
 * so a lead always says which text its consent answered.
 */
export function consentVersion(recipients: readonly ConsentRecipient[] = consentRecipients): string {
  return versionOf(consentText(recipients));
}

/** Every word the boxes show, as the version hashes it (and the consent text store keeps it). */
export function consentText(recipients: readonly ConsentRecipient[] = consentRecipients): string {
  return JSON.stringify([
    consentCopy,
    marketingConsentCopy,
    recipients.length ? [thirdPartyConsentCopy, recipients] : null,
  ]);
}

const versionOf = (text: string) => `c-${createHash("sha256").update(text).digest("base64url").slice(0, 12)}`;

/** What the forms offer: the texts' version, and whether they name a third party to agree to. */
export type ConsentTerms = { version: string; thirdPartyOffered: boolean };

let current: ConsentTerms | null = null;
function currentTerms() {
  current ??= { version: consentVersion(), thirdPartyOffered: consentRecipients.length > 0 };
  return current;
}

/**
 * The visitor's choices in a submission. Never an error: an unticked or missing box is a refusal.
 * A third-party "yes" where the complex names no recipient was never asked, so it is kept as no.
 */
export function consentsOf(input: unknown, terms: ConsentTerms = currentTerms()): LeadConsents {
  const parsed = optionalConsentsSchema.safeParse(typeof input === "object" && input !== null ? input : {});
  const choice = parsed.success ? parsed.data : { marketingConsent: false, thirdPartyConsent: false };
  return {
    marketing: choice.marketingConsent,
    thirdParty: terms.thirdPartyOffered && choice.thirdPartyConsent,
    version: terms.version,
  };
}
