import { describe, expect, it } from "vitest";
import { containedSizes, encodedWidths } from "./slots";

describe("slot sizes", () => {
  it("scales a frame's sizes by the share of its width a portrait picture takes, and leaves a wider one alone", () => {
    // A 3:4 portrait in a 3:2 frame takes half the frame's width.
    expect(containedSizes("(max-width: 1344px) 100vw, 1280px", 3 / 2, 3 / 4)).toBe(
      "(max-width: 1344px) calc(100vw * 0.5), 640px",
    );
    expect(containedSizes("(max-width: 900px) calc(100vw - 40px), 830px", 4 / 3, 1)).toBe(
      "(max-width: 900px) calc(calc(100vw - 40px) * 0.75), 623px",
    );
    expect(containedSizes("100vw", 3 / 2, 16 / 9)).toBe("100vw");
  });

  it("encodes at the slot's widths up to the picture's own, and adds the picture's width between two steps", () => {
    expect(encodedWidths("interior", 6000)).toEqual([640, 828, 1290, 1920, 2560]);
    expect(encodedWidths("interior", 1700)).toEqual([640, 828, 1290, 1700]);
    expect(encodedWidths("interior", 1920)).toEqual([640, 828, 1290, 1920]);
  });
});
