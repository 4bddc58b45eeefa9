import "server-only";
import { env } from "@/lib/env";
import { consentRecipients, type ConsentParties, type OverseasTransfer } from "@/lib/site/content/leads";
import { overseasTransfers, transferSettings } from "./transfers";

// Whom the lead forms' optional boxes name, for the pages that draw a form (the site frame's
// popup, the visit sections, the booking form). Here in the site layer, not behind lib/leads' door:
// a page that imported that door would carry the whole lead module, and with it the back office's
// server actions, into every page's server bundle.

/** The transfers abroad of this server's settings (read once: the settings do not change while it runs). */
let overseasNow: readonly OverseasTransfer[] | null = null;
export const currentOverseas = (): readonly OverseasTransfer[] =>
  (overseasNow ??= overseasTransfers(transferSettings(env())));

/**
 * The complex's recipients and this deployment's transfers abroad. The pages read it when they
 * render (the prerendered ones at the build), intake when the server starts: build with the
 * settings the server runs with.
 */
export function consentParties(): ConsentParties {
  return { recipients: consentRecipients, overseas: currentOverseas() };
}
