import { describe, expect, it } from "vitest";
import { complex } from "./complex";
import { faq } from "./faq";
import { visitSite } from "./complexes/selected";
import { modelHouse, visitBookingCopy, visitCalendar, visitNotice, visitSmsCopy } from "./visit-booking";
import { bookableDays, hoursOn } from "@/lib/visit/slots";

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
    for (const topic of ["청약", "전매", "중도금 대출", "발코니 확장", "입주", "방문예약"]) expect(text).toContain(topic);
    for (const f of faq) expect(f.question.endsWith("?") || f.question.endsWith("요.")).toBe(true);
  });

  it("never hard-codes what content already holds", () => {
    const text = faq.map((f) => f.answer).join(" ");
    expect(text).toContain(complex.figures.moveIn);
    expect(text).toContain(complex.phone);
  });
});
