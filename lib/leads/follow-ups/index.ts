import "server-only";
import { consentRecipients } from "@/lib/site/content/leads";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import type { LeadConsents } from "@/lib/leads/consent-record";
import type { LeadForm } from "@/lib/leads/constraints";
import type { ClickIds } from "@/lib/leads/click-ids";
import { drainConversions, type ConversionReport, type EventSender } from "./drainer";
import type { AlertAdmission, AlertFold, ConversionDay, NewConversion } from "./queue";
import { META_GRAPH_URL, metaLeadEvent, type MetaCapiSettings } from "./meta-capi";
import { conversionStore } from "./store";
import { metaRecipientOf } from "@/lib/site/transfers";

// Server-side conversions for routes, jobs and the dashboard. Meta's Conversions
// API is on with META_PIXEL_ID and META_CAPI_TOKEN; an event is queued only for a lead whose
// visitor ticked both the third-party box that names Meta (the complex's privacy.ts must list Meta
// Platforms as a recipient: sending a hashed phone and the client's address to Meta is a provision
// to a third party, 개인정보 보호법 제17조) and the 국외 이전 box (Meta receives it in the United
// States, 제28조의8: lib/site/transfers.ts lists it there whenever this API is on).

/** Meta's Conversions API settings, or null when it is off. */
export function metaCapiSettings(): MetaCapiSettings | null {
  const e = env();
  if (!e.META_PIXEL_ID || !e.META_CAPI_TOKEN) return null;
  return {
    pixelId: e.META_PIXEL_ID,
    token: e.META_CAPI_TOKEN,
    url: e.META_CAPI_URL ?? META_GRAPH_URL,
    ...(e.META_TEST_EVENT_CODE ? { testEventCode: e.META_TEST_EVENT_CODE } : {}),
  };
}

/** Whether the complex's consent names Meta among the recipients (so a visitor can agree to it). */
export function metaIsNamedRecipient(recipients: readonly { name: string }[] = consentRecipients): boolean {
  return metaRecipientOf(recipients) !== null;
}

export type ConversionInput = {
  form: LeadForm;
  consents: LeadConsents;
  phone: string;
  at: Date;
  pageUrl: string | null;
  clientIp: string | null;
  userAgent: string | null;
  clickIds: ClickIds | null;
};

let warned = false;

/**
 * What intake queues with a lead: Meta's Lead event when the API is on and the visitor agreed both
 * to provision to the named recipients (Meta among them) and to its transfer abroad; nothing
 * otherwise. Undefined when off.
 */
export function conversionsFor(
  settings: MetaCapiSettings | null = metaCapiSettings(),
  recipients: readonly { name: string }[] = consentRecipients,
): ((input: ConversionInput) => NewConversion[]) | undefined {
  if (!settings) return undefined;
  if (!metaIsNamedRecipient(recipients)) {
    if (!warned)
      log.warn(
        "[conversions] META_CAPI_TOKEN is set, but the complex's privacy.ts names no Meta recipient: no visitor can agree, so no event is sent",
      );
    warned = true;
    return undefined;
  }
  return (input) =>
    input.consents.thirdParty && input.consents.overseas
      ? [
          {
            platform: "meta",
            event: "Lead",
            payload: metaLeadEvent({
              event: "Lead",
              phone: input.phone,
              at: input.at,
              pageUrl: input.pageUrl,
              clientIp: input.clientIp,
              userAgent: input.userAgent,
              clickIds: input.clickIds,
            }),
          },
        ]
      : [];
}

/**
 * The "conversions" job, and the pass right after a lead's answer: sends the due follow-up events,
 * Meta's and the desk's new-lead alerts (`desk`, lib/leads/desk/lead-alert-runtime.ts). Null when neither is on.
 */
export async function drainAdConversions(
  options: { now?: () => Date; stopClaimingAt?: number; limit?: number; desk?: EventSender | null } = {},
): Promise<ConversionReport | null> {
  const meta = metaCapiSettings();
  if (!meta && !options.desk) return null;
  return drainConversions({
    queue: await conversionStore(),
    meta,
    desk: options.desk,
    now: options.now,
    limit: options.limit,
    stopClaimingAt: options.stopClaimingAt,
  });
}

/** The dashboard: events per Korean day and platform, by state. */
export async function conversionDays(range: { from: Date; to: Date }): Promise<ConversionDay[]> {
  return (await conversionStore()).daily(range);
}

/** A desk alert's place in its destination's minute (lib/leads/desk/lead-alert.ts): on its own, or folded into the digest. */
export async function foldDeskAlert(fold: AlertFold): Promise<AlertAdmission> {
  return (await conversionStore()).foldAlert(fold);
}
