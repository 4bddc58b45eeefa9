import { complex } from "./complex";
import { privacyEffectiveDate } from "./complexes/selected";
import {
  consentCopy,
  LEAD_RETENTION_YEARS,
  leadFormCopy,
  marketingConsentCopy,
  overseasConsentCopy,
  thirdPartyConsentCopy,
  type ConsentParties,
  type ConsentRecipient,
  type OverseasTransfer,
} from "./lead-copy";

// Copy of the lead forms: result messages (spec section 8), field hints, the consent box and
// the privacy policy's facts. Phone, company and address come from complex.ts.

export {
  consentCopy,
  LEAD_RETENTION_YEARS,
  marketingConsentCopy,
  overseasConsentCopy,
  thirdPartyConsentCopy,
  type ConsentParties,
  type ConsentRecipient,
  type OverseasTransfer,
};
/** The companies that receive a visitor's data, from the complex's privacy.ts (empty: none, and no third-party box). */
export { consentRecipients } from "./complexes/selected";

export const leadCopy = {
  ...leadFormCopy,
  customer: {
    ...leadFormCopy.customer,
    intro: [
      `${complex.siteName}에 관심 가져 주셔서 감사합니다.`,
      "아래 양식을 남겨 주시면 전문 상담사가 분양 조건과 견본주택 방문 일정을 친절히 안내해 드립니다.",
    ],
    imageAlt: `${complex.siteName} 단지 전경을 그린 일러스트`,
  },
} as const;

/** Facts of the privacy policy page. */
export const privacyPolicy = {
  effectiveDate: privacyEffectiveDate,
  retentionYears: LEAD_RETENTION_YEARS,
  officer: { title: "개인정보 보호책임자", department: "분양마케팅팀" },
  processor: "상담 접수 시스템 운영사(고객 상담 접수 대행)",
  reportingAgencies: [
    { name: "개인정보침해신고센터", phone: "국번 없이 118" },
    { name: "개인정보분쟁조정위원회", phone: "1833-6972" },
  ],
} as const;
