import { describe, expect, it } from "vitest";
import { swipeStep, wrapSlide } from "./slider-state";

describe("premium slider rules", () => {
  it("wraps past either end", () => {
    expect(wrapSlide(7, 7)).toBe(0);
    expect(wrapSlide(-1, 7)).toBe(6);
    expect(wrapSlide(3, 7)).toBe(3);
  });

  it("moves only for a horizontal swipe of more than 50 px", () => {
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(40)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});
