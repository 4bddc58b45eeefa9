import { describe, expect, it } from "vitest";
import { kstDay } from "@/lib/platform/time/kst";
import { complex } from "./complex";
import { nowOn, nowOnFor } from "./home";
import { announcementsOn, lineShownOn, salePhase, scheduleOn, stepState, stepsAhead, type DatedLine } from "./schedule";
import type { ScheduleStep } from "./schema";

// Content that ages with the calendar, decided for an injected Korean date (the pages pass today's).

const schedule: ScheduleStep[] = [
  { title: "견본주택 오픈", when: "9.26(금)", start: "2025-09-26" },
  { title: "특별공급 청약", when: "9.30(화)", start: "2025-09-30" },
  { title: "1순위 청약", when: "10.1(수)", start: "2025-10-01" },
  { title: "당첨자 발표", when: "10.16(목)", start: "2025-10-16" },
  { title: "정당계약", when: "10.27(월) ~ 10.29(수)", start: "2025-10-27", end: "2025-10-29" },
  { title: "입주", when: "2028년 9월 예정" },
];
const phases = {
  openingStep: "견본주택 오픈",
  subscriptionSteps: ["특별공급 청약", "1순위 청약", "당첨자 발표", "정당계약"],
};

describe("a schedule step on a Korean day", () => {
  it("is upcoming before its day, under way on its days, done the day after its last", () => {
    const contract = schedule[4]!;
    expect(stepState(contract, "2025-10-26")).toBe("upcoming");
    expect(stepState(contract, "2025-10-27")).toBe("now");
    expect(stepState(contract, "2025-10-29")).toBe("now");
    expect(stepState(contract, "2025-10-30")).toBe("done");
    expect(stepState(schedule[0]!, "2025-09-27")).toBe("done");
    expect(stepState(schedule[5]!, "2030-01-01")).toBe("planned");
  });

  it("marks the past steps done and offers only the steps ahead", () => {
    const on = scheduleOn(schedule, "2025-10-02");
    expect(on.map((s) => s.state)).toEqual(["done", "done", "done", "upcoming", "upcoming", "planned"]);
    expect(stepsAhead(schedule, "2025-10-02").map((s) => s.title)).toEqual(["당첨자 발표", "정당계약"]);
    expect(stepsAhead(schedule, "2025-10-28").map((s) => s.title)).toEqual(["정당계약"]);
    expect(stepsAhead(schedule, "2025-10-30")).toEqual([]);
  });

  it("turns at 00:00 in Korea, 15:00 UTC the day before, whatever the machine's zone", () => {
    const lastSecond = Date.parse("2025-09-26T14:59:59Z"); // 23:59:59 on 26 September in Seoul
    const midnight = Date.parse("2025-09-26T15:00:00Z"); // 00:00 on 27 September in Seoul
    expect(kstDay(lastSecond)).toBe("2025-09-26");
    expect(kstDay(midnight)).toBe("2025-09-27");
    expect(stepState(schedule[0]!, kstDay(lastSecond))).toBe("now");
    expect(stepState(schedule[0]!, kstDay(midnight))).toBe("done");
    expect(salePhase(schedule, phases, kstDay(lastSecond))).toBe("opening");
    expect(salePhase(schedule, phases, kstDay(midnight))).toBe("subscription");
  });
});

describe("the home page's phase", () => {
  it("is the opening before and on the opening day", () => {
    expect(salePhase(schedule, phases, "2025-08-01")).toBe("opening");
    expect(salePhase(schedule, phases, "2025-09-26")).toBe("opening");
  });

  it("is the 청약 from the day after the opening to the last contract day", () => {
    for (const day of ["2025-09-27", "2025-10-01", "2025-10-16", "2025-10-29"])
      expect(salePhase(schedule, phases, day), day).toBe("subscription");
  });

  it("is the remaining units after the contracts", () => {
    expect(salePhase(schedule, phases, "2025-10-30")).toBe("remaining");
    expect(salePhase(schedule, phases, "2027-01-01")).toBe("remaining");
  });

  it("refuses a phase step the schedule does not have", () => {
    expect(() => salePhase(schedule, { ...phases, subscriptionSteps: ["무순위 청약"] }, "2025-10-01")).toThrow(
      /no step '무순위 청약'/,
    );
  });

  it("of the selected complex: its card and, during the 청약, its steps with their marks", () => {
    const opening = complex.schedule.find((s) => s.title === nowOn.opening.step)!.start!;
    expect(nowOnFor(opening)).toMatchObject({ phase: "opening", title: nowOn.opening.title, steps: [] });
    const first = complex.schedule.find((s) => s.title === nowOn.subscription.steps[1])!.start!;
    const during = nowOnFor(first);
    expect(during.phase).toBe("subscription");
    expect(during.steps.map((s) => s.title)).toEqual(nowOn.subscription.steps);
    expect(during.steps[0]!.state).toBe("done");
    expect(during.steps[1]!.state).toBe("now");
    expect(during.steps.at(-1)!.state).toBe("upcoming");
    expect(nowOnFor("2099-01-01")).toMatchObject({ phase: "remaining", title: nowOn.remaining.title, steps: [] });
  });
});

describe("the announcement bar", () => {
  const bar = {
    items: [
      { text: "그랜드 오픈", from: "2025-09-01", until: "2025-09-29" },
      { text: "1순위 청약", from: "2025-09-27", until: "2025-10-01" },
      { text: "잔여세대", from: "2025-10-30" },
    ] satisfies DatedLine[],
    evergreen: "방문예약",
  };

  it("shows an item on the days of its window only, both ends included", () => {
    const item = bar.items[0]!;
    expect(lineShownOn(item, "2025-08-31")).toBe(false);
    expect(lineShownOn(item, "2025-09-01")).toBe(true);
    expect(lineShownOn(item, "2025-09-29")).toBe(true);
    expect(lineShownOn(item, "2025-09-30")).toBe(false);
    expect(lineShownOn({ text: "늘" }, "1999-01-01")).toBe(true);
  });

  it("shows the items current today, several one after the other, else the evergreen line", () => {
    expect(announcementsOn(bar, "2025-09-20")).toEqual(["그랜드 오픈"]);
    expect(announcementsOn(bar, "2025-09-28")).toEqual(["그랜드 오픈", "1순위 청약"]);
    expect(announcementsOn(bar, "2025-10-15")).toEqual(["방문예약"]);
    expect(announcementsOn(bar, "2025-08-01")).toEqual(["방문예약"]);
    expect(announcementsOn(bar, "2026-12-02")).toEqual(["잔여세대"]);
  });

  it("of the selected complex: no ended item shows after the contracts, and every window is the right way round", () => {
    const lastContract = complex.schedule.find((s) => s.title === "정당계약")!;
    const after = announcementsOn(complex.announcementBar, "2099-01-01");
    expect(after.join(" ")).not.toMatch(/그랜드 오픈|청약|당첨자 발표/);
    for (const item of complex.announcementBar.items)
      if (item.until && item.until < lastContract.end!) expect(after).not.toContain(item.text);
  });
});
