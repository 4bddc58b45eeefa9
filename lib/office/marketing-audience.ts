import { mayReceiveMarketing, FORM_LABELS, type LeadRecord } from "@/lib/leads";
import { csvTime, formatPhone } from "./lead-format";
import { toCsv } from "./csv";

// The one list this site hands out for advertisements: the people whose latest lead carries a
// marketing consent (개인정보 보호법 제22조, 정보통신망법 제50조). Marketers load it into their SMS
// or KakaoTalk tool; a lead without the consent is never on it. One row per phone number: the
// person's newest lead decides, so a later registration with the box unticked takes them off.

//
// The decision is the person's across every lead and form, whatever the inbox shows (the export
// reads every lead), and two more rules stand above any consent: a number on the 수신거부 list
// (lib/leads/opt-outs) is never on it, and a consent older than MARKETING_CONSENT_YEARS
// (정보통신망법 제50조제8항: confirm it every two years) leaves it until the person consents again.

export type AudienceMember = { lead: LeadRecord; leads: number };

/** How long a marketing consent holds before it must be confirmed again. */
export const MARKETING_CONSENT_YEARS = 2;

export type AudienceRules = { optedOut?: ReadonlySet<string>; now?: Date };

const digits = (phone: string) => phone.replace(/\D/g, "");

/** Each person (phone number) with their newest lead and how many leads they sent, newest first. */
function people(leads: readonly LeadRecord[]): AudienceMember[] {
  const byPhone = new Map<string, AudienceMember>();
  for (const lead of leads) {
    const key = digits(lead.phone);
    const seen = byPhone.get(key);
    if (seen) seen.leads += 1;
    else byPhone.set(key, { lead, leads: 1 });
  }
  return [...byPhone.values()];
}

/** The instant before which a consent no longer holds. */
function consentCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setFullYear(cutoff.getFullYear() - MARKETING_CONSENT_YEARS);
  return cutoff;
}

/** `leads` newest first (as the store lists them): who may receive advertisements, newest first. */
export function marketingAudience(leads: readonly LeadRecord[], rules: AudienceRules = {}): AudienceMember[] {
  const cutoff = consentCutoff(rules.now ?? new Date());
  return people(leads).filter(
    (m) => mayReceiveMarketing(m.lead) && !rules.optedOut?.has(digits(m.lead.phone)) && m.lead.consentAt >= cutoff,
  );
}

/** Consents that reach MARKETING_CONSENT_YEARS within this many days are due to be asked again. */
export const CONSENT_DUE_DAYS = 30;

/**
 * Where the marketing consents stand: people out of the audience because their consent aged past
 * MARKETING_CONSENT_YEARS, and people whose consent gets there within CONSENT_DUE_DAYS (to ask now).
 */
export function consentsDue(leads: readonly LeadRecord[], now = new Date()): { stale: number; dueSoon: number } {
  const cutoff = consentCutoff(now);
  const soon = consentCutoff(new Date(now.getTime() + CONSENT_DUE_DAYS * 86_400_000));
  let stale = 0;
  let dueSoon = 0;
  for (const m of people(leads)) {
    if (!mayReceiveMarketing(m.lead)) continue;
    if (m.lead.consentAt < cutoff) stale += 1;
    else if (m.lead.consentAt < soon) dueSoon += 1;
  }
  return { stale, dueSoon };
}

/** The phone numbers (digits) of `leads`, to look up on the 수신거부 list. */
export const phonesOf = (leads: readonly LeadRecord[]): string[] => [...new Set(leads.map((l) => digits(l.phone)))];

export const AUDIENCE_CSV_HEADER = [
  "이름",
  "연락처",
  "마케팅 수신 동의 시각",
  "동의 문구 버전",
  "최근 신청 유형",
  "신청 건수",
  "접수 번호",
];

export function marketingAudienceCsv(leads: readonly LeadRecord[], rules: AudienceRules = {}): string {
  return toCsv(
    AUDIENCE_CSV_HEADER,
    marketingAudience(leads, rules).map(({ lead, leads: count }) => [
      lead.name,
      formatPhone(lead.phone),
      csvTime(lead.consentAt),
      lead.consents?.version,
      FORM_LABELS[lead.form],
      count,
      lead.id,
    ]),
  );
}
