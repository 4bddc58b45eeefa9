import { describe, expect, it } from "vitest";
import { complex } from "./complex";
import { faq } from "./faq";
import { visitSite } from "./complexes/selected";
import {
  modelHouse,
  openingHoursText,
  visitBookingCopy,
  visitCalendar,
  visitNotice,
  visitSmsCopy,
  weekdaysText,
} from "./visit-booking";
import { bookableDays, hoursOn } from "@/lib/site/content/visit-calendar";

describe("visit booking content (sample)", () => {
  it("takes the complex's names and address from content", () => {
    expect(modelHouse.address).toBe(complex.address.modelHouse);
    expect(modelHouse.name.startsWith(complex.siteName)).toBe(true);
    expect(modelHouse.phone).toBe(complex.phone);
    expect(visitSmsCopy.prefix).toBe(`[${complex.siteName}]`);
    expect(visitCalendar.firstDay).toBe(complex.schedule.find((s) => s.title === "견본주택 오픈")?.start);
  });

  it("the booking window offers no slot on the complex's closed days", () => {
    for (const closed of visitSite.closedDays) {
      const days = bookableDays(visitCalendar, new Date(`${closed.date}T00:00:00+09:00`));
      expect(days.map((d) => d.date)).not.toContain(closed.date);
      expect(hoursOn(visitCalendar, closed.date)).toBeNull();
    }
  });

  it("labels its figures as samples, in the spec's disclaimer style", () => {
    expect(visitNotice.join(" ")).toMatch(/샘플/);
    expect(Object.values(visitBookingCopy).every((t) => t.endsWith(".") || t.endsWith("요."))).toBe(true);
  });
});

describe("FAQ content", () => {
  it("has about fifteen questions covering what the issue names", () => {
    expect(faq.length).toBeGreaterThanOrEqual(14);
    expect(faq.length).toBeLessThanOrEqual(18);
    const text = faq.map((f) => `${f.question} ${f.answer}`).join(" ");
    for (const topic of ["청약", "전매", "중도금 대출", "발코니 확장", "입주", "방문예약"])
      expect(text).toContain(topic);
    for (const f of faq) expect(f.question.endsWith("?") || f.question.endsWith("요.")).toBe(true);
  });

  it("never hard-codes what content already holds", () => {
    const text = faq.map((f) => f.answer).join(" ");
    expect(text).toContain(complex.figures.moveIn);
    expect(text).toContain(complex.phone);
  });
});

describe("the model house's hours in words", () => {
  it("says each set of days with its hours, the weekdays it is closed, and longer subscription-day hours only where it keeps them", () => {
    const weekly = [
      { days: ["tue", "wed", "thu", "fri"] as const, open: "10:00", close: "18:00" },
      { days: ["sat", "sun"] as const, open: "09:30", close: "18:30" },
    ].map((w) => ({ ...w, days: [...w.days] }));
    expect(openingHoursText({ weekly, subscriptionDayHours: null })).toBe(
      "화~금요일 10:00~18:00, 주말 09:30~18:30에 운영합니다. 매주 월요일은 휴관합니다.",
    );
    expect(
      openingHoursText({
        weekly: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], open: "10:00", close: "19:00" }],
        subscriptionDayHours: { open: "09:00", close: "20:00" },
      }),
    ).toBe("매일 10:00~19:00에 운영합니다. 청약 접수일에는 09:00부터 20:00까지 연장 운영합니다.");
    expect([
      weekdaysText(["mon", "tue", "wed", "thu", "fri"]),
      weekdaysText(["fri", "mon", "wed"]),
      weekdaysText(["sat"]),
    ]).toEqual(["평일", "월·수·금요일", "토요일"]);
  });

  it("the FAQ's answer on hours is the selected complex's own", () => {
    const answer = faq.find((f) => f.id === "booking-hours")!.answer;
    expect(answer).toContain(openingHoursText());
    expect(answer.includes("연장 운영")).toBe(visitSite.subscriptionDayHours !== null);
  });
});
