import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { renderToStaticMarkup } from "react-dom/server";
import { complex } from "@/lib/site/content";
import { visitBookingCopy } from "@/lib/site/content/visit-booking";
import type { BookingPageData } from "@/lib/visits/page-data";
import { BookingForm, NoBookableDay } from "./booking-form";

// The booking page without a day to book says why: before the window opens, from when one can book.
// With a day, it asks for consent to the booking's texts only where they are sent.

describe("the booking page with no day to book", () => {
  it("before the window opens: the opening day and the day booking starts, with the phone to call meanwhile", () => {
    const html = renderToStaticMarkup(
      <NoBookableDay window={{ state: "before", opensOn: "2027-03-13", firstDay: "2027-03-20" }} />,
    );
    expect(html).toContain("견본주택은 3월 20일(토)에 문을 엽니다. 방문예약은 3월 13일(토)부터 받습니다.");
    expect(html).toContain(complex.phone);
    expect(html).toContain('data-window="before"');
  });

  it("after the last day, that booking has closed; within the window, that no day is free now", () => {
    expect(renderToStaticMarkup(<NoBookableDay window={{ state: "after", lastDay: "2027-06-30" }} />)).toContain(
      "방문예약은 6월 30일(수)에 마감되었습니다.",
    );
    expect(renderToStaticMarkup(<NoBookableDay window={{ state: "open" }} />)).toContain(
      "지금은 예약 가능한 날짜가 없습니다.",
    );
  });
});

describe("the booking form's consent to texts", () => {
  const day: BookingPageData["days"][number] = { date: "2027-03-20", weekday: "sat", open: "10:00", close: "18:00" };
  const data = (sendsTexts: boolean): BookingPageData => ({
    days: [day],
    day,
    slots: [],
    verifiesPhone: false,
    sendsTexts,
    window: { state: "open" },
  });

  it("asks for consent to the booking's texts only where this deployment sends them", () => {
    const withTexts = renderToStaticMarkup(<BookingForm data={data(true)} message={null} />);
    expect(withTexts).toContain('name="smsConsent"');
    expect(withTexts).toContain(visitBookingCopy.smsConsent);
    const without = renderToStaticMarkup(<BookingForm data={data(false)} message={null} />);
    expect(without).toContain('name="consent"');
    expect(without).not.toContain('name="smsConsent"');
    expect(without).not.toContain(visitBookingCopy.smsConsent);
  });
});
