import { mayReceiveMarketing, FORM_LABELS, type LeadRecord } from "@/lib/leads";
import { csvTime, formatPhone } from "./lead-format";
import { toCsv } from "./csv";

// The one list this site hands out for advertisements: the people whose latest lead carries a
// marketing consent (개인정보 보호법 제22조, 정보통신망법 제50조). Marketers load it into their SMS
// or KakaoTalk tool; a lead without the consent is never on it. One row per phone number: the
// person's newest lead decides, so a later registration with the box unticked takes them off.

export type AudienceMember = { lead: LeadRecord; leads: number };

/** `leads` newest first (as the store lists them): who may receive advertisements, newest first. */
export function marketingAudience(leads: readonly LeadRecord[]): AudienceMember[] {
  const byPhone = new Map<string, AudienceMember>();
  for (const lead of leads) {
    const key = lead.phone.replace(/\D/g, "");
    const seen = byPhone.get(key);
    if (seen) seen.leads += 1;
    else byPhone.set(key, { lead, leads: 1 });
  }
  return [...byPhone.values()].filter((m) => mayReceiveMarketing(m.lead));
}

export const AUDIENCE_CSV_HEADER = [
  "이름",
  "연락처",
  "마케팅 수신 동의 시각",
  "동의 문구 버전",
  "최근 신청 유형",
  "신청 건수",
  "접수 번호",
];

export function marketingAudienceCsv(leads: readonly LeadRecord[]): string {
  return toCsv(
    AUDIENCE_CSV_HEADER,
    marketingAudience(leads).map(({ lead, leads: count }) => [
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
