import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { type LeadConsents } from "./consent-record";
import { consentParties, currentOverseas } from "@/lib/site/consent-parties";
import {
  consentCopy,
  consentRecipients,
  marketingConsentCopy,
  overseasConsentCopy,
  thirdPartyConsentCopy,
  type ConsentRecipient,
  type OverseasTransfer,
} from "@/lib/site/content/leads";

// What a visitor agreed to with a lead, as the law reads it: the required collection and use
// (개인정보 보호법 제15조, refused: no lead, lib/leads/schema.ts), the optional marketing consent
// (제22조, 정보통신망법 제50조), the optional provision to the recipients the complex's content
// names (제17조) and the optional transfer abroad this deployment makes (제28조의8,
// lib/site/transfers.ts). The optional boxes start unticked and never block a submission. Each
// lead keeps the choices, the version of the texts it was shown and the time (the lead's consentAt).

export type { LeadConsents };

/** A ticked checkbox as a plain form post ("on") or JSON (true) sends it; anything else is no. */
const ticked = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1" || v === "yes", z.boolean());

/** The optional boxes of every lead form (field names of the forms and the JSON API). */
export const optionalConsentsSchema = z.object({
  marketingConsent: ticked,
  thirdPartyConsent: ticked,
  overseasConsent: ticked,
});

export { consentParties };

/**
 * The version of the consent texts: a hash of every word the boxes show (the required, marketing
 * and third-party texts with the recipients, and the 국외 이전 text with its transfers). A change of
 * copy, of recipients or of what goes abroad is a new version, so a lead always says which text its
 * consent answered.
 */
export function consentVersion(
  recipients: readonly ConsentRecipient[] = consentRecipients,
  overseas: readonly OverseasTransfer[] = currentOverseas(),
): string {
  return versionOf(consentText(recipients, overseas));
}

/** Every word the boxes show, as the version hashes it (and the consent text store keeps it). */
export function consentText(
  recipients: readonly ConsentRecipient[] = consentRecipients,
  overseas: readonly OverseasTransfer[] = currentOverseas(),
): string {
  return JSON.stringify([
    consentCopy,
    marketingConsentCopy,
    recipients.length ? [thirdPartyConsentCopy, recipients] : null,
    // Only where the box is shown, so the versions of a deployment without one stay what they were.
    ...(overseas.length ? [[overseasConsentCopy, overseas]] : []),
  ]);
}

const versionOf = (text: string) => `c-${createHash("sha256").update(text).digest("base64url").slice(0, 12)}`;

/** What the forms offer: the texts' version, and whether they name a third party, or a transfer abroad, to agree to. */
export type ConsentTerms = { version: string; thirdPartyOffered: boolean; overseasOffered: boolean };

let current: ConsentTerms | null = null;
function currentTerms() {
  current ??= {
    version: consentVersion(),
    thirdPartyOffered: consentRecipients.length > 0,
    overseasOffered: currentOverseas().length > 0,
  };
  return current;
}

/**
 * The visitor's choices in a submission. Never an error: an unticked or missing box is a refusal.
 * A third-party "yes" where the complex names no recipient, or an overseas "yes" where nothing goes
 * abroad, was never asked, so it is kept as no.
 */
export function consentsOf(input: unknown, terms: ConsentTerms = currentTerms()): LeadConsents {
  const parsed = optionalConsentsSchema.safeParse(typeof input === "object" && input !== null ? input : {});
  const choice = parsed.success
    ? parsed.data
    : { marketingConsent: false, thirdPartyConsent: false, overseasConsent: false };
  return {
    marketing: choice.marketingConsent,
    thirdParty: terms.thirdPartyOffered && choice.thirdPartyConsent,
    overseas: terms.overseasOffered && choice.overseasConsent,
    version: terms.version,
  };
}
