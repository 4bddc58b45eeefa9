import {
  consentRecipients,
  privacyPolicy,
  type ConsentRecipient,
  type OverseasTransfer,
} from "@/lib/site/content/leads";
import type { Env } from "@/lib/env";

// Where a visitor's lead data goes besides the company: the processors this deployment uses
// (처리위탁, 개인정보 보호법 제26조), the recipients the complex's privacy.ts names (제3자 제공,
// 제17조), and of those the ones abroad (국외 이전, 제28조의8). One list, from the content and the
// settings, so the lead forms' 국외 이전 box, the consent texts' version, the follow-ups that leave
// the country and /privacy all say the same. Settings come in as an argument (no env read, no
// server-only import): /privacy reads them when it is prerendered, intake when the server starts,
// and the browser tests from their own server's settings. Beside retention.ts, the other table
// /privacy states and the server acts on.

/** What of the settings decides where a lead's data goes. */
export type TransferSettings = {
  dataBackend: "sqlite" | "firestore";
  /** Meta's Conversions API is on (META_PIXEL_ID and META_CAPI_TOKEN). */
  metaCapi: boolean;
  /** The new-lead alert's webhook when its alerts carry the phone (LEAD_ALERT_WITH_PHONE=true); else null. */
  alertWebhookWithPhone: string | null;
};

export function transferSettings(
  e: Pick<
    Env,
    "DATA_BACKEND" | "META_PIXEL_ID" | "META_CAPI_TOKEN" | "LEAD_ALERT_WEBHOOK_URL" | "LEAD_ALERT_WITH_PHONE"
  >,
): TransferSettings {
  return {
    dataBackend: e.DATA_BACKEND,
    metaCapi: Boolean(e.META_PIXEL_ID && e.META_CAPI_TOKEN),
    alertWebhookWithPhone: e.LEAD_ALERT_WITH_PHONE ? (e.LEAD_ALERT_WEBHOOK_URL ?? null) : null,
  };
}

/** A processor's transfer abroad: the notice less the name and items, which are its row's. */
type Abroad = Omit<OverseasTransfer, "name" | "items">;

export type Processor = { name: string; task: string; items: string; abroad?: Abroad };

/**
 * The team chat services whose webhooks the new-lead alert knows (Slack-compatible, Telegram's
 * sendMessage), by host, with where they keep a message. A webhook on another host is named by its
 * host and not counted as abroad: a service abroad goes here, so the forms ask before a phone is sent.
 */
const WEBHOOK_SERVICES: readonly { host: RegExp; name: string; abroad: Pick<Abroad, "country" | "contact"> }[] = [
  {
    host: /(^|\.)slack\.com$/,
    name: "Slack Technologies, LLC (업무용 메신저 Slack)",
    abroad: { country: "미국", contact: "dpo@slack.com" },
  },
  {
    host: /(^|\.)telegram\.org$/,
    name: "Telegram Messenger Inc. (메신저 Telegram)",
    abroad: { country: "여러 국가에 분산된 Telegram 데이터센터", contact: "telegram.org/privacy" },
  },
];

const ALERT_ABROAD = {
  when: "상담 신청 직후 (알림 금지 시간에는 그 시간이 끝난 뒤) 상담 알림 웹훅으로 암호화 통신(HTTPS) 전송",
  purpose: "새 상담 신청을 영업팀에 알려 담당자가 바로 연락드리기 위해",
  retention: "영업팀이 알림 메시지를 지울 때까지 (메시지 보관 기간은 회사의 채널 설정에 따름)",
} as const;

/** The chat service behind the new-lead alert's webhook, and whether it keeps messages abroad. */
export function alertWebhookService(url: string): { name: string; abroad: Abroad | null } {
  const host = new URL(url).hostname.toLowerCase();
  const known = WEBHOOK_SERVICES.find((s) => s.host.test(host));
  if (!known) return { name: `상담 알림 메신저 (${host})`, abroad: null };
  return { name: known.name, abroad: { ...known.abroad, ...ALERT_ABROAD } };
}

/** The processors this deployment uses, in the order /privacy lists them. */
export function leadProcessors(settings: TransferSettings): Processor[] {
  const list: Processor[] = [
    {
      name: privacyPolicy.processor,
      task: "등록 내용의 접수·전달 및 상담 배정",
      items: "양식에 입력한 항목, 동의 여부와 일시",
    },
    {
      name: "㈜솔라피 (SOLAPI)",
      task: "견본주택 방문예약 인증번호·예약 확인·방문 전날 안내 문자 발송 (문자 안내에 동의한 경우)",
      items: "휴대전화 번호, 예약 일시",
    },
  ];
  if (settings.dataBackend === "firestore") {
    // The Firestore database is created in the Seoul region (docs/deploying.md): kept in Korea.
    list.push({
      name: "Google LLC (Firebase · Google Cloud)",
      task: "홈페이지 서버 운영과 등록 내용의 보관",
      items: "홈페이지에서 수집하는 모든 항목",
    });
  }
  if (settings.alertWebhookWithPhone) {
    const service = alertWebhookService(settings.alertWebhookWithPhone);
    list.push({
      name: service.name,
      task: service.abroad
        ? "새 상담 신청을 영업팀에 알림 (연락처는 국외 이전에 동의하신 경우에만 포함)"
        : "새 상담 신청을 영업팀에 알림",
      items: "연락처, 신청 양식과 일시",
      ...(service.abroad ? { abroad: service.abroad } : {}),
    });
  }
  return list;
}

/** The recipient the complex's privacy.ts names for Meta (its Conversions API), if any. */
export function metaRecipientOf<R extends { name: string }>(recipients: readonly R[]): R | null {
  return recipients.find((r) => /\bMeta\b/i.test(r.name)) ?? null;
}

/** What Meta's Conversions API sends (lib/leads/follow-ups/meta-capi.ts), and where. */
const META_ABROAD = {
  contact: "facebook.com/privacy/policy (개인정보 문의 양식)",
  country: "미국",
  when: "등록 직후 Meta 전환 API(Conversions API)로 암호화 통신(HTTPS) 전송 (실패하면 하루 동안 다시 시도)",
  items:
    "연락처(SHA-256으로 암호화한 값), 접속 IP 주소, 브라우저 정보, 등록한 페이지 주소와 일시, 메타 광고 클릭 식별값",
} as const;

/**
 * Every transfer of a lead's data abroad this deployment makes, each only with the visitor's 국외
 * 이전 consent: Meta's Conversions API when it is on and privacy.ts names Meta (whose purpose and
 * retention it gives), and a processor abroad (the alert webhook's chat service, with the phone).
 * Empty: the forms show no 국외 이전 box, and a "yes" is kept as no.
 */
export function overseasTransfers(
  settings: TransferSettings,
  recipients: readonly ConsentRecipient[] = consentRecipients,
): OverseasTransfer[] {
  const list: OverseasTransfer[] = [];
  const meta = settings.metaCapi ? metaRecipientOf(recipients) : null;
  if (meta) list.push({ name: meta.name, ...META_ABROAD, purpose: meta.purpose, retention: meta.retention });
  for (const p of leadProcessors(settings)) if (p.abroad) list.push({ name: p.name, items: p.items, ...p.abroad });
  return list;
}
