import "server-only";
import { complex } from "@/lib/site/content";
import { samplePressArticles } from "./seed-articles";
import type { PressStore } from "./types";

/**
 * Seeds the sample articles of the default site.
 * `ifEmpty` (server start): only when the site has no article yet, so articles an administrator
 * removed do not come back. Otherwise (`npm run seed`): writes every sample whose id is missing.
 * Both are idempotent; ids are fixed, so two servers starting at once write each article once.
 */
export async function seedPress(store: PressStore, { ifEmpty }: { ifEmpty: boolean }): Promise<number> {
  if (ifEmpty && (await store.hasArticles(complex.defaultSite))) return 0;
  return store.importArticles(samplePressArticles(complex.defaultSite));
}
