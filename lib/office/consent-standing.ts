import "server-only";
import { LIST_LIMIT_MAX, optOutCount } from "@/lib/leads";
import { LEAD_RETENTION_YEARS } from "@/lib/site/content/lead-copy";
import { leadInbox } from "./lead-inbox";
import { CONSENT_DUE_DAYS, consentsDue, MARKETING_CONSENT_YEARS } from "./marketing-audience";

// The dashboard's line on the marketing consents (정보통신망법 제50조제8항: confirm every two years):
// the numbers on the 수신거부 list, and the people whose consent has aged out or soon will. Leads
// are deleted LEAD_RETENTION_YEARS after their consent; while that comes before the two years no
// consent can age out, so the leads are not read for a figure that is always 0 (`due` null says why).

export type ConsentStanding = {
  optedOut: number;
  retentionYears: number;
  consentYears: number;
  dueDays: number;
  due: { stale: number; dueSoon: number } | null;
};

export async function consentStanding(now: Date): Promise<ConsentStanding> {
  const canAge = LEAD_RETENTION_YEARS * 365 + CONSENT_DUE_DAYS >= MARKETING_CONSENT_YEARS * 365;
  const [optedOut, due] = await Promise.all([
    optOutCount(),
    canAge
      ? leadInbox()
          .list({ limit: LIST_LIMIT_MAX })
          .then((leads) => consentsDue(leads, now))
      : null,
  ]);
  return {
    optedOut,
    retentionYears: LEAD_RETENTION_YEARS,
    consentYears: MARKETING_CONSENT_YEARS,
    dueDays: CONSENT_DUE_DAYS,
    due,
  };
}
