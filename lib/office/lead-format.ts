import { kstDateTime } from "@/lib/platform/time/kst";
import {
  CLICK_ID_FIELDS,
  platformsOf,
  type AdPlatform,
  type ClickIdField,
  type ClickIds,
  type LeadConsents,
  FORM_LABELS,
  type LeadRecord,
} from "@/lib/leads";
import { BOM, csvRow, toCsv } from "./csv";
import type { LeadStatus } from "./lead-types";

// How a lead reads for the administrator, in the inbox table and in the CSV.

export const STATUS_LABELS: Record<LeadStatus, string> = {
  delivered: "전달 완료",
  pending: "전달 대기",
  failed: "전달 실패",
  "no-destination": "전달처 미설정",
};

const seoulTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 2026. 11. 23. 16:04 (Korean time). */
export function formatLeadTime(date: Date): string {
  return seoulTime.format(date);
}

/** `2026-11-23 16:04:05` in Korean time: sorts as text and Excel reads it as a date-time. */
export function csvTime(date: Date | null): string {
  if (!date) return "";
  return kstDateTime(date.getTime());
}

/**
 * Mobile numbers with hyphens (01012345678 -> 010-1234-5678): easier to read, and Excel keeps
 * the leading zero of a hyphenated number instead of turning it into 1012345678.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s-]/g, "");
  const match = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : phone;
}

export const PLATFORM_LABELS: Record<AdPlatform, string> = { naver: "네이버", google: "구글", meta: "메타" };

/** One CSV column per click id, named as the platform names it, with the platform in Korean. */
export const CLICK_ID_HEADERS: Record<ClickIdField, string> = {
  napm: "NaPm (네이버)",
  gclid: "gclid (구글)",
  gbraid: "gbraid (구글)",
  wbraid: "wbraid (구글)",
  fbc: "fbc (메타)",
  fbp: "fbp (메타)",
};

/** The platforms whose ad the visitor clicked, "네이버" or "구글, 메타"; "" for none (Meta's fbp alone is no click). */
export function adClickPlatforms(ids: ClickIds | null): string {
  return platformsOf(ids)
    .map((p) => PLATFORM_LABELS[p])
    .join(", ");
}

/** The inbox's note under a lead's form: "네이버 광고 클릭", "구글·메타 광고 클릭"; null without an ad click. */
export function adClickNote(ids: ClickIds | null): string | null {
  const platforms = platformsOf(ids);
  return platforms.length > 0 ? `${platforms.map((p) => PLATFORM_LABELS[p]).join("·")} 광고 클릭` : null;
}

/**
 * What a lead's visitor agreed to beyond the required collection and use, as the inbox says it:
 * "마케팅 수신 동의 · 제3자 제공 동의 · 국외 이전 동의", "마케팅 수신 미동의"; a lead from before consents were
 * kept says so (and is treated as no marketing consent).
 */
export function consentNote(consents: LeadConsents | null): string {
  if (!consents) return "선택 동의 기록 없음 (이전 양식)";
  const parts = [consents.marketing ? "마케팅 수신 동의" : "마케팅 수신 미동의"];
  if (consents.thirdParty) parts.push("제3자 제공 동의");
  if (consents.overseas) parts.push("국외 이전 동의");
  return parts.join(" · ");
}

const yesNo = (value: boolean | undefined): string => (value === undefined ? "" : value ? "동의" : "미동의");

// Later columns come after the columns of earlier exports, so a sheet built on those still lines up.
export const CSV_HEADER = [
  "접수 시각",
  "신청 유형",
  "이름",
  "연락처",
  "문의 내용",
  "생년월일",
  "이메일",
  "방문 희망일",
  "접수 페이지",
  "전달 상태",
  "전달 시도",
  "마지막 오류",
  "전달 시각",
  "접수 번호",
  "광고 클릭",
  ...CLICK_ID_FIELDS.map((f) => CLICK_ID_HEADERS[f]),
  "동의 시각",
  "마케팅 수신 동의",
  "제3자 제공 동의",
  "동의 문구 버전",
  "같은 연락처 첫 신청 번호",
  "국외 이전 동의",
];

export function leadsCsv(leads: readonly LeadRecord[]): string {
  return toCsv(
    CSV_HEADER,
    leads.map((l) => [
      csvTime(l.createdAt),
      FORM_LABELS[l.form],
      l.name,
      formatPhone(l.phone),
      l.message,
      l.birthDate,
      l.email,
      l.visitDate,
      l.page,
      STATUS_LABELS[l.status],
      l.attempts,
      l.lastError,
      csvTime(l.deliveredAt),
      l.id,
      adClickPlatforms(l.clickIds),
      ...CLICK_ID_FIELDS.map((f) => l.clickIds?.[f]),
      csvTime(l.consentAt),
      yesNo(l.consents?.marketing),
      yesNo(l.consents?.thirdParty),
      l.consents?.version,
      l.firstLeadId,
      yesNo(l.consents?.overseas),
    ]),
  );
}

/** The first line of an export that holds only the newest `limit` of the matching leads. */
export function exportCutNotice(limit: number): string {
  const n = limit.toLocaleString("ko-KR");
  return `※ 조건에 맞는 신청이 ${n}건을 넘어 최근 ${n}건만 담았습니다. 나머지는 기간을 나눠 다시 내려받아 주세요.`;
}

/**
 * The CSV of an export: `leads` as listed with limit + 1 (newest first). When there are more than
 * `limit`, the newest `limit` go in and the file says plainly, above the header, that it is cut.
 */
export function leadsExport(leads: readonly LeadRecord[], limit: number): { csv: string; truncated: boolean } {
  if (leads.length <= limit) return { csv: leadsCsv(leads), truncated: false };
  const csv = leadsCsv(leads.slice(0, limit));
  return { csv: `${BOM}${csvRow([exportCutNotice(limit)])}\r\n${csv.slice(BOM.length)}`, truncated: true };
}
