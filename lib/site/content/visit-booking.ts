import { z } from "zod";
import { coordinatesSchema } from "@/lib/site/content/directions";
import { visitSmsCopySchema } from "@/lib/site/content/visit-sms-copy";
import { welcomeTemplateSchema } from "@/lib/site/content/welcome-template";
import { visitCalendarSchema, type Weekday } from "@/lib/site/content/visit-calendar";
import { complex } from "./complex";
import { LEAD_RETENTION_YEARS } from "./lead-copy";

import { visitSite } from "./complexes/selected";

// Visit booking (방문예약) of the selected complex's model house: the booking calendar,
// where the model house is and how to get there, and the words of the booking SMS. The facts that
// differ from complex to complex (hours, closed days, coordinates, transport) are in the complex's
// folder (complexes/<slug>/visit.ts); they are samples, and the page says so (visitNotice).

function scheduleDay(title: string): string {
  const step = complex.schedule.find((s) => s.title === title);
  if (!step?.start) throw new Error(`분양일정에 날짜가 있는 '${title}' 단계가 없습니다`);
  return step.start;
}

const subscriptionDays = complex.schedule.filter((s) => s.start && s.title.endsWith("청약"));

/** The booking calendar: the complex's weekly hours, its closed days, and longer hours on subscription days. */
export const visitCalendar = visitCalendarSchema.parse({
  timeZone: "Asia/Seoul",
  slotMinutes: visitSite.slotMinutes,
  capacity: visitSite.capacity,
  maxPartySize: visitSite.maxPartySize,
  daysAhead: visitSite.daysAhead,
  closeBeforeMinutes: visitSite.closeBeforeMinutes,
  firstDay: scheduleDay("견본주택 오픈"),
  weekly: visitSite.weekly,
  exceptions: [
    ...(visitSite.subscriptionDayHours
      ? subscriptionDays.map((s) => ({
          kind: "hours" as const,
          date: s.start!,
          ...visitSite.subscriptionDayHours!,
          note: `${s.title}일 연장 운영`,
        }))
      : []),
    ...visitSite.closedDays.map((d) => ({ kind: "closed" as const, date: d.date, reason: d.reason })),
  ],
});

const DAY_NAMES: Record<Weekday, string> = {
  sun: "일",
  mon: "월",
  tue: "화",
  wed: "수",
  thu: "목",
  fri: "금",
  sat: "토",
};
/** Monday first, as a Korean week is printed. */
const WEEK_ORDER: readonly Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** A set of weekdays as a notice prints it: 평일, 주말, 매일, 화~금요일, 월·수·금요일. */
export function weekdaysText(days: readonly Weekday[]): string {
  const ordered = WEEK_ORDER.filter((d) => days.includes(d));
  const key = ordered.join(",");
  if (key === "mon,tue,wed,thu,fri") return "평일";
  if (key === "sat,sun") return "주말";
  if (ordered.length === 7) return "매일";
  const at = ordered.map((d) => WEEK_ORDER.indexOf(d));
  const consecutive = at.every((v, i) => i === 0 || v === at[i - 1]! + 1);
  if (ordered.length >= 3 && consecutive) return `${DAY_NAMES[ordered[0]!]}~${DAY_NAMES[ordered.at(-1)!]}요일`;
  return `${ordered.map((d) => DAY_NAMES[d]).join("·")}요일`;
}

/**
 * The model house's hours in one sentence, from its own content: each set of days with its hours, the
 * weekdays it is closed, and the longer hours on subscription days only where it keeps them.
 */
export function openingHoursText(site: Pick<typeof visitSite, "weekly" | "subscriptionDayHours"> = visitSite): string {
  const hours = site.weekly.map((w) => `${weekdaysText(w.days)} ${w.open}~${w.close}`).join(", ");
  const open = new Set(site.weekly.flatMap((w) => w.days));
  const closed = WEEK_ORDER.filter((d) => !open.has(d));
  const extended = site.subscriptionDayHours
    ? ` 청약 접수일에는 ${site.subscriptionDayHours.open}부터 ${site.subscriptionDayHours.close}까지 연장 운영합니다.`
    : "";
  return `${hours}에 운영합니다.${closed.length ? ` 매주 ${weekdaysText(closed)}은 휴관합니다.` : ""}${extended}`;
}

const lineSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

export const modelHouse = z
  .object({
    name: z.string().min(1),
    address: z.string().min(1),
    coordinates: coordinatesSchema,
    phone: z.string().min(1),
    parking: z.array(lineSchema).min(1),
    transit: z.array(lineSchema).min(1),
  })
  .parse({
    name: `${complex.siteName} 견본주택`,
    address: complex.address.modelHouse,
    coordinates: visitSite.coordinates,
    phone: complex.phone,
    parking: visitSite.parking,
    transit: visitSite.transit,
  });

/** The booking SMS's words; facts (slot, address, number, link) are filled in by lib/visits/sms-messages.ts. */
export const visitSmsCopy = visitSmsCopySchema.parse({
  prefix: `[${complex.siteName}]`,
  confirmationHeadline: "견본주택 방문예약이 완료되었습니다.",
  reminderHeadline: "내일 견본주택 방문 예약 일정을 다시 한번 안내해 드립니다.",
  manageLabel: "예약 확인·변경·취소는 아래 링크에서 하실 수 있습니다.",
  closing: "방문 시 예약번호를 말씀해 주시면 기다리지 않고 안내받으실 수 있습니다. 문의",
  reminderAt: "10:00",
});

/**
 * What every registrant with a mobile number is sent (the popup, the customer page, the home's visit
 * form): only what they asked for, the model house and the remaining units, in KakaoTalk's
 * notation. A complex words it otherwise in its visit.ts (`welcomeTemplate`). docs/messages.md shows
 * it as it is submitted for Kakao's review.
 */
export const welcomeTemplate = welcomeTemplateSchema.parse(
  visitSite.welcomeTemplate ??
    `[#{단지명}] 관심고객 등록 시 요청하신 견본주택 안내입니다.

■ 견본주택 위치
#{견본주택주소}
지도: #{지도링크}

■ 운영시간
#{운영시간}

■ 방문예약
#{예약링크}

■ 잔여세대 현황
#{잔여세대}

■ 상담전화
#{상담전화}`,
);

/** Words of the booking page that carry rules, not layout. */
export const visitBookingCopy = z
  .object({
    consent: z.string().min(1),
    smsConsent: z.string().min(1),
    unavailable: z.string().min(1),
    closed: z.string().min(1),
    past: z.string().min(1),
    addressLimit: z.string().min(1),
    changeLimit: z.string().min(1),
  })
  .parse({
    consent: `방문예약 확인과 상담 안내를 위해 이름과 휴대전화 번호를 수집하며, 동의일로부터 ${LEAD_RETENTION_YEARS}년간 보관한 뒤 파기합니다. 동의하지 않으시면 예약하실 수 없습니다.`,
    smsConsent: "예약 확인 문자(예약번호, 견본주택 위치, 변경·취소 링크)와 방문 전날 안내 문자를 받겠습니다.",
    // One sentence for a full slot and for a number that already holds a booking that day, so no
    // one learns from the answer who booked; the visitor who did has the link in the confirmation.
    unavailable:
      "선택하신 시간에는 예약하실 수 없습니다. 다른 시간을 선택해 주세요. 이미 예약하셨다면 예약을 마칠 때 받으신 '예약 변경·취소' 링크에서 확인·변경하실 수 있습니다.",
    closed: "선택하신 시간은 현재 예약을 받지 않습니다. 다른 시간을 선택해 주세요.",
    past: "예약 가능한 시간이 지났습니다. 다른 시간을 선택해 주세요.",
    addressLimit: `오늘은 같은 곳에서 더 이상 온라인 예약을 받을 수 없습니다. 남겨 주신 연락처로 담당자가 연락드리며, 급하신 경우 견본주택(☎ ${modelHouse.phone})으로 전화해 주세요.`,
    changeLimit: `이 예약은 변경 가능한 횟수를 모두 사용하셨습니다. 다른 시간이 필요하시면 견본주택(☎ ${modelHouse.phone})으로 전화해 주세요.`,
  });

/** Printed with the booking page and the directions (the spec's disclaimer style). */
export const visitNotice: string[] = [
  "본 홈페이지의 견본주택 위치, 좌표, 운영 시간 및 교통 안내는 이해를 돕기 위한 샘플 자료로, 실제와 다를 수 있습니다.",
  "견본주택 운영 시간과 예약 가능 인원은 현장 사정에 따라 사전 안내 없이 변경될 수 있습니다.",
];
