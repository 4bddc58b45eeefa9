import { LEAD_RETENTION_YEARS } from "@/lib/site/content/lead-copy";
import { DAY_MS } from "@/lib/platform/time/kst";

// How long each kind of record is kept: the one table that the purge jobs (lib/server/jobs) compute
// their cutoffs from and that /privacy and the README state. Personal data is kept
// LEAD_RETENTION_YEARS (lib/site/content/lead-copy.ts, also in the consent boxes); change it there.

/** Records with a visitor's name or phone number, as /privacy lists them. */
export const personalDataRetention = [
  {
    key: "leads",
    label: "관심고객 등록·방문 상담·고객 문의 내용",
    years: LEAD_RETENTION_YEARS,
    from: "수집·이용에 동의한 날",
  },
  {
    key: "bookings",
    label: "견본주택 방문예약 내용(예약번호, 방문 일시, 이름, 휴대전화 번호, 인원)",
    years: LEAD_RETENTION_YEARS,
    from: "수집·이용에 동의한 날",
  },
  {
    key: "smsRecords",
    label: "예약 안내 문자 발송 기록(수신 번호, 문자 내용)",
    years: LEAD_RETENTION_YEARS,
    from: "문자 발송을 요청한 날",
  },
] as const;

export type PersonalDataKind = (typeof personalDataRetention)[number]["key"];

/**
 * Field Web Vitals histograms (lib/site/vitals): no person in them (no id, address or agent is kept),
 * purged only to bound storage. The dashboard reads 7 days; 90 keep a quarter to compare with.
 */
export const VITALS_RETENTION_DAYS = 90;

/** Consents before this instant are past the period: the same date and time, `years` earlier (29 February -> 1 March). */
export function retentionCutoff(now: Date, years: number = LEAD_RETENTION_YEARS): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** Records of `kind` from before this instant are past their period. */
export function retentionCutoffFor(kind: PersonalDataKind, now: Date): Date {
  return retentionCutoff(now, personalDataRetention.find((r) => r.key === kind)!.years);
}

/** Vitals of Korean days before the one this instant falls in are past VITALS_RETENTION_DAYS. */
export function vitalsCutoff(now: Date): Date {
  return new Date(now.getTime() - VITALS_RETENTION_DAYS * DAY_MS);
}
