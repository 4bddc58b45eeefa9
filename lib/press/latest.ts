import "server-only";
import { log } from "@/lib/platform/log";
import { withDeadline } from "@/lib/platform/runtime/deadline";
import { pressRepository } from "./store/index";
import type { PressArticle } from "./types";

// A second door of lib/press, for pages that show the newest articles and nothing else (the home
// page's news): the read path of the press list page (the store's list, newest first), without the
// administrator's actions the main door carries, so a page that reads it gets no server action in
// its bundle. Registered as a door in eslint-rules/modules.mjs.

/** How long the home page waits for the store before it shows its line instead of the articles. */
export const LATEST_DEADLINE_MS = 1_500;

/**
 * The site's `count` newest articles, or null when the store did not answer within `deadlineMs` (or
 * failed): the caller shows its fallback, and the next regeneration of the page tries again.
 */
export async function latestArticles(
  siteId: string,
  count: number,
  deadlineMs = LATEST_DEADLINE_MS,
): Promise<PressArticle[] | null> {
  try {
    const page = await withDeadline(
      (async () => (await pressRepository()).list(siteId, null))(),
      deadlineMs,
      "press store.list (latest)",
    );
    return page.items.slice(0, count);
  } catch (error) {
    log.warn(`[press] the newest articles of ${siteId} were not read; the page shows its fallback`, { error });
    return null;
  }
}

export { newestSamples } from "./seed-articles";
