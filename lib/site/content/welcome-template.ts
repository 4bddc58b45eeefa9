import { z } from "zod";

// The welcome message's template as content holds it (lib/site/content/visit-booking.ts), in KakaoTalk's
// own notation: `#{name}` is a variable. The same text is what a 알림톡 template is submitted to
// Kakao with (docs/messages.md), and, filled in, the SMS/LMS that goes where no 알림톡 is set up.
// Kept apart from welcome.ts (server-only) so that content can import it anywhere.

/** Every variable a welcome template may use, with what it is filled with. */
export const WELCOME_VARIABLES = {
  단지명: "the complex's name (complex.ts siteName)",
  견본주택주소: "the model house's address",
  운영시간: "the model house's weekly hours, e.g. 평일 10:00~18:00, 주말 10:00~19:00",
  지도링크: "the model house on Kakao Map (web)",
  예약링크: "the visit booking page",
  잔여세대:
    "the remaining units by type as the desk keeps them, with their time; else a line that the consultant tells them",
  상담전화: "the consultation number",
} as const;
export type WelcomeVariable = keyof typeof WELCOME_VARIABLES;

/** What a registrant asked for: every welcome says where, the units and whom to call. */
const REQUIRED: readonly WelcomeVariable[] = ["견본주택주소", "잔여세대", "상담전화"];

const VARIABLE = /#\{([^}]*)\}/g;

/** Words of advertising: a welcome is the information asked for, never an offer (정보통신망법 제50조). */
const ADVERTISING = /(\(광고\)|특별\s*혜택|할인|이벤트|경품|사은품|선착순|마감\s*임박|파격|최저가)/;

export const welcomeTemplateSchema = z
  .string()
  .min(1)
  .max(1000, { message: "안내 메시지는 1,000자 이내여야 합니다 (알림톡 본문 한도)" })
  .superRefine((text, ctx) => {
    const used = [...text.matchAll(VARIABLE)].map((m) => m[1]!);
    for (const name of used)
      if (!(name in WELCOME_VARIABLES))
        ctx.addIssue({
          code: "custom",
          message: `#{${name}}은(는) 안내 메시지에 쓸 수 없는 변수입니다. 쓸 수 있는 변수: ${Object.keys(WELCOME_VARIABLES).join(", ")}`,
        });
    for (const name of REQUIRED)
      if (!used.includes(name)) ctx.addIssue({ code: "custom", message: `안내 메시지에 #{${name}}이(가) 빠졌습니다` });
    const ad = ADVERTISING.exec(text.replace(VARIABLE, ""));
    if (ad)
      ctx.addIssue({
        code: "custom",
        message: `안내 메시지는 요청하신 정보만 담는 정보성 메시지여야 합니다: '${ad[1]}'은(는) 광고성 문구입니다`,
      });
  });

/** The template's variables, in order of first use (a 알림톡's variables). */
export function templateVariables(template: string): WelcomeVariable[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]! as WelcomeVariable))];
}

/** The template with every variable filled in. */
export function fillTemplate(template: string, values: Record<WelcomeVariable, string>): string {
  return template.replace(VARIABLE, (_, name: string) => values[name as WelcomeVariable] ?? "");
}
