import { visitBookingCopy } from "@/lib/site/content/visit-booking";

/** The place is not confirmed (the booking store failed or did not answer in time), but the lead is kept (lead-booking.ts). */
export const UNCONFIRMED_MESSAGE =
  "방문 예약 신청은 접수되었지만, 일시적인 오류로 방문 시간을 확정하지 못했습니다. 담당자가 남겨 주신 번호로 연락드려 예약을 도와드리겠습니다.";

// The sentence the booking and manage pages show after a plain form post came back (?refused=,
// ?lead=). Only known words are shown: anything else in the address shows nothing.

const refused: Record<string, string> = {
  unavailable: visitBookingCopy.unavailable,
  closed: visitBookingCopy.closed,
  past: visitBookingCopy.past,
  unknown: visitBookingCopy.past,
  "out-of-range": visitBookingCopy.past,
  unconfirmed: UNCONFIRMED_MESSAGE,
  "address-limit": visitBookingCopy.addressLimit,
  "change-limit": visitBookingCopy.changeLimit,
};

const lead: Record<string, string> = {
  invalid: "입력하신 내용을 다시 확인해 주세요. 방문 시간, 이름, 휴대전화 번호와 개인정보 수집·이용 동의가 필요합니다.",
  limited: "짧은 시간에 예약 요청이 많았습니다. 1분 뒤에 다시 시도해 주세요.",
  error: "일시적인 오류로 예약하지 못했습니다. 잠시 후 다시 시도해 주세요.",
};

export function bookingPageMessage(params: Record<string, string | string[] | undefined>): string | null {
  const r = params.refused;
  if (typeof r === "string" && Object.hasOwn(refused, r)) return refused[r]!;
  const l = params.lead;
  if (typeof l === "string" && Object.hasOwn(lead, l)) return lead[l]!;
  return null;
}
