import { consentRecipients, type ConsentRecipient, type OverseasTransfer } from "@/lib/site/content/leads";
import { leadProcessors, overseasTransfers, type Processor, type TransferSettings } from "@/lib/site/transfers";
import { adPlatforms, type AdPlatform, type AdTagConfig } from "@/lib/ads/config.mjs";

// Who handles a visitor's data for the company (개인정보 보호법 제26조: 처리위탁), who receives
// it (제17조: 제3자 제공) and what goes abroad (제28조의8: 국외 이전), as /privacy lists them: the
// recipients from the complex's content, the processors and the transfers from what the site is set
// up to use (lib/site/transfers.ts, the one list the lead forms' boxes and intake read too). Settings are read
// when /privacy is prerendered (npm run build), like the security headers.

export type { Processor, TransferSettings as ProcessorSettings };

/** The processors this deployment uses, in the order /privacy lists them. */
export function privacyProcessors(settings: TransferSettings): Processor[] {
  return leadProcessors(settings);
}

/** What of a lead goes abroad, each only with the visitor's 국외 이전 consent (empty: nothing). */
export function privacyOverseas(settings: TransferSettings): OverseasTransfer[] {
  return overseasTransfers(settings);
}

/** The recipients of the complex (empty: the policy says nothing is provided). */
export function privacyRecipients(): readonly ConsentRecipient[] {
  return consentRecipients;
}

/** How advertisements are sent to those who agreed (정보통신망법 제50조), as /privacy states it. */
export const marketingRules = [
  "마케팅 정보 수신에 동의하신 분께만 분양 일정, 잔여세대, 견본주택 행사 등 분양 소식을 문자·전화·카카오톡으로 알려 드립니다.",
  "광고성 문자는 첫머리에 '(광고)'를 표시하고, 무료로 수신을 거부하는 방법을 함께 안내합니다.",
  "오후 9시부터 다음 날 오전 8시까지는 별도 동의 없이 광고성 정보를 보내지 않습니다.",
  "수신 동의는 언제든지 철회하실 수 있으며, 철회하셔도 상담과 방문 예약 안내에는 영향이 없습니다.",
] as const;

/** The companies behind each ad platform's tag, as /privacy names them. */
export const AD_PLATFORM_COMPANIES: Record<AdPlatform, string> = {
  naver: "네이버㈜ (네이버 광고)",
  kakao: "㈜카카오 (카카오 픽셀)",
  meta: "Meta Platforms, Inc. (메타 픽셀)",
  google: "Google LLC (Google Analytics · Google Ads)",
};

/** Where the ad platforms abroad process what their tags collect (the others are Korean companies). */
export const AD_PLATFORMS_ABROAD: Partial<Record<AdPlatform, string>> = { meta: "미국", google: "미국" };

/** The tags of this build whose company is abroad, with the country, for /privacy's 국외 이전 section. */
export function abroadTrackers(config: AdTagConfig | null): string[] {
  return adPlatforms(config).flatMap((p) =>
    AD_PLATFORMS_ABROAD[p] ? [AD_PLATFORM_COMPANIES[p].replace(/\)$/, `, ${AD_PLATFORMS_ABROAD[p]})`)] : [],
  );
}

/** The platforms whose tags this build runs (lib/ads/config.mjs), for /privacy's 행태정보 section. */
export function behaviouralTrackers(config: AdTagConfig | null): string[] {
  return adPlatforms(config).map((p) => AD_PLATFORM_COMPANIES[p]);
}
