import { describe, expect, it } from "vitest";
import { indexForScroll, initialWheelState, scrollTargetFor, wheelStep, type WheelState } from "./wheel-state";

const down = (s: WheelState, now: number, ignored = false) => wheelStep(s, { deltaY: 100, now, ignored });
const up = (s: WheelState, now: number, ignored = false) => wheelStep(s, { deltaY: -100, now, ignored });

describe("home wheel state machine", () => {
  it("starts at 1 and steps one section per tick", () => {
    expect(initialWheelState.index).toBe(1);
    const s = down(initialWheelState, 1000);
    expect(s.index).toBe(2);
    expect(up(s, 2000).index).toBe(1);
  });

  it("locks input for 500 ms after each step", () => {
    const s = down(initialWheelState, 1000);
    expect(down(s, 1499)).toBe(s);
    expect(up(s, 1200)).toBe(s);
    expect(down(s, 1500).index).toBe(3);
  });

  it("rises only while below 8.5 and falls only while above 1", () => {
    let s = initialWheelState;
    for (let i = 0; i < 20; i++) s = down(s, i * 1000);
    expect(s.index).toBe(9);
    for (let i = 20; i < 40; i++) s = up(s, i * 1000);
    expect(s.index).toBe(1);
  });

  it("does not lock when no step was taken at a bound", () => {
    const s = up(initialWheelState, 1000);
    expect(s).toBe(initialWheelState);
    expect(down(s, 1001).index).toBe(2);
  });

  it("ignores input while ignored (focus in a field, popup open, mobile) and horizontal wheels", () => {
    expect(down(initialWheelState, 1000, true)).toBe(initialWheelState);
    expect(wheelStep(initialWheelState, { deltaY: 0, now: 1000, ignored: false })).toBe(initialWheelState);
  });

  it("scrolls to (index - 1) window heights", () => {
    expect(scrollTargetFor(1, 900)).toBe(0);
    expect(scrollTargetFor(4, 900)).toBe(2700);
  });

  it("finds the index of a scroll position reached by keyboard", () => {
    const max = 6 * 900 + 420; // seven full sections and a 420 px footer
    expect(indexForScroll(0, 900, max)).toBe(1);
    expect(indexForScroll(790, 900, max)).toBe(2);
    expect(indexForScroll(2690, 900, max)).toBe(4);
    expect(indexForScroll(max, 900, max)).toBe(8);
    expect(indexForScroll(99999, 900, 99999)).toBe(9);
  });
});
