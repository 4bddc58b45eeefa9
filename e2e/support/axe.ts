import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type Impact = "minor" | "moderate" | "serious" | "critical";
const SERIOUS: Impact[] = ["serious", "critical"];

/**
 * Runs axe on the page (or on `include` only) and lists the violations of the given impacts, one line
 * each with the first nodes it found (an empty list is a pass). Only violations are collected
 * (`resultTypes`): axe then keeps one node of each passing rule instead of all of them, which is most of
 * its time on a long page.
 */
export async function axeViolations(
  page: Page,
  { include, impacts = SERIOUS }: { include?: string; impacts?: Impact[] | "all" } = {},
): Promise<string[]> {
  // AxeBuilder's default runs axe.runPartial in every frame, then axe.finishRun in a new blank page
  // of the context with axe injected a second time: the way to reach cross-origin frames. A page
  // without frames gets the same rules and results from axe.run in the page itself (legacy mode), in
  // a third of the time; a page with a frame (a video, a VR tour) keeps the default.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => impacts === "all" || impacts.includes(v.impact as Impact))
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`.trim())
          .slice(0, 3)
          .join(", ")}`,
    );
}

/**
 * True in the Firestore run (playwright.firestore.config.ts), which checks the store behind the pages:
 * a test of markup alone (axe) skips there, as the store does not change a page's markup.
 */
export const storeOnlyRun = process.env.E2E_BACKEND === "firestore";
export const STORE_ONLY_REASON = "markup alone: the SQLite run checks it; this run checks the store";
