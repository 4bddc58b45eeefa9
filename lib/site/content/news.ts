import { complex } from "./complex";
import { newsDrafts } from "./complexes/selected";
import { scheduleClock } from "./schedule";
import type { NewsDraft } from "./schema";
import { articlePath } from "@/lib/site/routes/paths.mjs";

// The home page's news items of the selected complex (lib/site/content/complexes/<slug>/news.ts),
// with their date (from the sales schedule) and the press article they link to.

/** The press coverage in the complex's content (press.ts), which the press store is seeded with. */
export { pressDrafts } from "./complexes/selected";

export type NewsItem = Omit<NewsDraft, "at"> & { at: NewsDraft["at"]; date: string; link: string };

const clock = scheduleClock(complex.schedule);

export const newsItems: NewsItem[] = newsDrafts.map((item) => ({
  ...item,
  date: clock.date(item.at.step, item.at.days),
  link: articlePath(complex.defaultSite, item.id),
}));

/** The home's news section when there is no news item to show (a public site without demo content). */
export const newsEmptyText = "분양 소식과 언론 보도는 보도자료에서 가장 먼저 전해 드립니다.";
