// The lead forms' copy that the browser renders too (the popup, the visit and customer forms):
// plain strings, no zod and no other content module, so client bundles stay small.
// leads.ts adds the parts that name the complex.

import { formCheckCopy, leadFieldCopy } from "./field-copy";

export { formCheckCopy, leadFieldCopy };

export const leadFormCopy = {
  popup: {
    title: "관심고객 등록",
    // What the site does with a registration today: a person calls (no code sends a text yet).
    intro: "성함과 연락처를 남겨 주시면 전문 상담사가 전화로 견본주택 위치와 잔여세대 현황을 안내해 드립니다.",
    submit: "등록하기",
    close: "닫기",
    /** The next step after a registration: the model-house booking page (nothing of the visitor travels with it). */
    book: "견본주택 방문 예약하기",
  },
  check: formCheckCopy,
  visit: {
    title: "방문예약 등록",
    submit: "등록",
  },
  customer: {
    badge: "CUSTOMER SERVICE",
    heading: "관심고객 등록 · 상담 신청",
    phoneLabel: "분양 문의",
    submit: "상담 신청하기",
  },
  submitting: "등록 중...",
  fields: leadFieldCopy,
  /** Spec section 8, popup wording. */
  popupResult: {
    success: "등록이 완료되었습니다.\n곧 전문 상담사가 연락드리겠습니다.",
    failure: "등록에 실패했습니다. 다시 시도해 주세요.",
    error: "오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  },
  /** Spec section 8, customer-page wording with its marks. */
  customerResult: {
    success: { mark: "✓", text: "등록이 완료되었습니다. 곧 전문 상담사가 연락드리겠습니다." },
    failure: { mark: "✕", text: "등록에 실패했습니다. 다시 시도해 주세요." },
    error: { mark: "⚠", text: "오류가 발생했습니다. 잠시 후 다시 시도해 주세요." },
  },
  /**
   * Added to the success message when the answer says a welcome message is on its way (lib/visits/welcome.ts):
   * at once, or at 08:00 for a registration in the night. Without one, the message says only that a consultant calls.
   */
  welcomeResult: {
    now: "견본주택 위치와 잔여세대 현황은 지금 문자로 보내 드립니다.",
    morning:
      "견본주택 위치와 잔여세대 현황은 오전 8시에 문자로 보내 드립니다. (밤 9시부터 아침 8시까지는 문자를 보내지 않습니다)",
  },
  /** Shown after a plain (no-JavaScript) form post redirected back with ?lead=... */
  formResult: {
    ok: "등록이 완료되었습니다. 곧 전문 상담사가 연락드리겠습니다.",
    invalid:
      "입력하신 내용을 다시 확인해 주세요. 이름과 연락처(예: 010-1234-5678), 개인정보 수집·이용 동의가 필요합니다.",
    limited: "짧은 시간에 등록 요청이 많았습니다. 1분 뒤에 다시 시도해 주세요.",
    error: "일시적인 오류로 등록하지 못했습니다. 잠시 후 다시 시도하시거나 전화로 문의해 주세요.",
  },
} as const;

/**
 * How long a lead is kept, counted from the day of consent. The consent box and /privacy say it,
 * and the purge (lib/leads/retention.ts) deletes leads past it: change it here only.
 */
export const LEAD_RETENTION_YEARS = 1;

/** The required consent of every lead form: purpose, items, retention, right to refuse (개인정보 보호법 제15조). */
export const consentCopy = {
  title: "개인정보 수집·이용 동의 (필수)",
  purpose: "분양 상담과 문의 회신, 견본주택 방문 예약 안내",
  items: {
    register: "이름, 연락처",
    visit: "이름, 연락처, 문의사항(선택)",
    inquiry: "이름, 연락처, 생년월일, 문의내용",
    "visit-booking": "이름, 연락처, 방문 일시, 방문 인원",
  },
  retention: `동의일로부터 ${LEAD_RETENTION_YEARS}년 (목적 달성 또는 동의 철회 시 지체 없이 파기)`,
  refusal: "동의를 거부하실 수 있으며, 거부하시는 경우 관심고객 등록 및 상담 안내를 받으실 수 없습니다.",
  agree: "위 내용을 확인하였으며 개인정보 수집·이용에 동의합니다.",
  policyLink: "개인정보처리방침 전문 보기",
} as const;

/**
 * The optional marketing consent (개인정보 보호법 제22조, 정보통신망법 제50조): its own box,
 * unticked, and refusing it costs nothing. Without it a lead is never sent an advertisement.
 */
export const marketingConsentCopy = {
  title: "마케팅 정보 수신 동의 (선택)",
  purpose: "분양 일정, 잔여세대, 견본주택 행사 등 분양 소식 안내",
  channels: "문자(SMS·MMS), 전화, 카카오톡",
  items: "이름, 연락처",
  retention: `동의 철회 시까지 (최장 동의일로부터 ${LEAD_RETENTION_YEARS}년)`,
  refusal:
    "동의하지 않으셔도 관심고객 등록과 상담은 그대로 받으실 수 있습니다. 동의 후에도 언제든 수신을 거부하실 수 있습니다.",
  agree: "분양 소식을 문자·전화·카카오톡으로 받겠습니다.",
  details: "내용 보기",
} as const;

/** One company the complex's content names as a recipient of the visitor's data (개인정보 보호법 제17조). */
export type ConsentRecipient = {
  /** The company, as it is registered (e.g. "㈜한결분양마케팅"). */
  name: string;
  /** What the recipient uses the data for. */
  purpose: string;
  /** Which items it receives. */
  items: string;
  /** How long the recipient keeps them. */
  retention: string;
};

/** The optional third-party consent; shown only when the complex's content names recipients. */
export const thirdPartyConsentCopy = {
  title: "개인정보 제3자 제공 동의 (선택)",
  refusal:
    "동의하지 않으셔도 등록과 상담에는 아무 제한이 없습니다. 다만 위 회사의 별도 상담 안내는 받으실 수 없습니다.",
  agree: "위 회사에 개인정보를 제공하는 데 동의합니다.",
  details: "내용 보기",
  labels: { recipient: "제공받는 자", purpose: "이용 목적", items: "제공 항목", retention: "보유 기간" },
} as const;

/**
 * One transfer of a visitor's data abroad (개인정보 보호법 제28조의8 ②): who receives it and how to
 * reach them, the country, when and how it is sent, the items, the purpose and how long they keep
 * it. What this deployment sends abroad is worked out in lib/site/transfers.ts.
 */
export type OverseasTransfer = {
  /** The company, as it is registered. */
  name: string;
  /** Where to reach its privacy officer (제28조의8 ② 3호). */
  contact: string;
  country: string;
  /** When and how the data leaves (등록 직후, HTTPS...). */
  when: string;
  items: string;
  purpose: string;
  retention: string;
};

/**
 * The optional consent to transfer abroad (제28조의8 ① 1호): its own box, apart from the third-party
 * one, shown only when this deployment sends a lead's data abroad; refusing costs nothing, and
 * without it nothing of the lead leaves the country.
 */
export const overseasConsentCopy = {
  title: "개인정보 국외 이전 동의 (선택)",
  agree: "위 내용대로 개인정보를 국외로 이전하는 데 동의합니다.",
  refusal:
    "동의하지 않으셔도 등록과 상담에는 아무 제한이 없으며, 위 정보는 국외로 보내지 않습니다. 동의 후에도 분양 상담 전화로 철회하실 수 있습니다.",
  labels: {
    recipient: "이전받는 자",
    contact: "연락처",
    country: "이전되는 국가",
    when: "이전 일시 및 방법",
    items: "이전 항목",
    purpose: "이용 목적",
    retention: "보유·이용 기간",
  },
} as const;

/** Whom the lead forms' optional boxes name: the recipients (제3자 제공) and the transfers abroad (국외 이전). */
export type ConsentParties = { recipients: readonly ConsentRecipient[]; overseas: readonly OverseasTransfer[] };

/** Whether the answer to a registration says a welcome message is on its way (lib/leads/intake.ts WelcomeAnswer). */
export type WelcomeNote = "now" | "morning" | null;

/**
 * A success message with the welcome's line after its first sentence, where the answer says one is
 * on its way; otherwise the message as it is (a consultant calls). The line break, or space, of the
 * message is kept.
 */
export function successText(text: string, welcome: WelcomeNote | undefined): string {
  if (!welcome) return text;
  const cut = text.indexOf("다.") + 2;
  const gap = text.includes("\n") ? "\n" : " ";
  return `${text.slice(0, cut)}${gap}${leadFormCopy.welcomeResult[welcome]}${text.slice(cut)}`;
}
