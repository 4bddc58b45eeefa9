import { describe, expect, it } from "vitest";
import { failureLines } from "./lib/failure-lines.mjs";

describe("failureLines", () => {
  it("keeps vitest's and Playwright's failure lines, without colour codes, once each", () => {
    const tail = [
      " \u001b[32m✓\u001b[39m lib/a.test.ts (3 tests) 20ms",
      " \u001b[31mFAIL\u001b[39m lib/site/content/pages.test.ts > pages > every page has a title",
      "AssertionError: expected 'a' to be 'b'",
      "  1) [smoke] › e2e/smoke/ads.spec.ts:40:7 › a booking reports Schedule",
      "    Error: expect(locator).toBeChecked() failed",
      "  ✘  3 [desktop] › e2e/press.spec.ts:88:3 › more (12.0s)",
      " \u001b[31mFAIL\u001b[39m lib/site/content/pages.test.ts > pages > every page has a title",
      "Test Files  1 failed | 54 passed (56)",
    ];
    expect(failureLines(tail)).toEqual([
      " FAIL lib/site/content/pages.test.ts > pages > every page has a title",
      "AssertionError: expected 'a' to be 'b'",
      "  1) [smoke] › e2e/smoke/ads.spec.ts:40:7 › a booking reports Schedule",
      "    Error: expect(locator).toBeChecked() failed",
      "  ✘  3 [desktop] › e2e/press.spec.ts:88:3 › more (12.0s)",
    ]);
  });

  it("keeps at most 20 lines", () => {
    const tail = Array.from({ length: 30 }, (_, i) => `Error: number ${i}`);
    expect(failureLines(tail)).toHaveLength(20);
  });
});
