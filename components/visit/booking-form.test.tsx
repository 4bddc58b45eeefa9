import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { renderToStaticMarkup } from "react-dom/server";
import { complex } from "@/lib/content";
import { NoBookableDay } from "./booking-form";

// The booking page without a day to book says why: before the window opens, from when one can book.

describe("the booking page with no day to book", () => {
  it("before the window opens: the opening day and the day booking starts, with the phone to call meanwhile", () => {
    const html = renderToStaticMarkup(<NoBookableDay window={{ state: "before", opensOn: "2027-03-13", firstDay: "2027-03-20" }} />);
    expect(html).toContain("견본주택은 3월 20일(토)에 문을 엽니다. 방문예약은 3월 13일(토)부터 받습니다.");
    expect(html).toContain(complex.phone);
    expect(html).toContain('data-window="before"');
  });

  it("after the last day, that booking has closed; within the window, that no day is free now", () => {
    expect(renderToStaticMarkup(<NoBookableDay window={{ state: "after", lastDay: "2027-06-30" }} />)).toContain("방문예약은 6월 30일(수)에 마감되었습니다.");
    expect(renderToStaticMarkup(<NoBookableDay window={{ state: "open" }} />)).toContain("지금은 예약 가능한 날짜가 없습니다.");
  });
});
