import "server-only";
import { env } from "@/lib/env";
import { kstDay } from "@/lib/platform/time/kst";

// The day dated content is decided for on the server: the schedule's 완료 marks, the calendar file's
// events, the announcement bar, the home page's phase (lib/site/content/schedule.ts). The date in
// Korea of the real clock, or of the test clock PRESALE_NOW, which lib/env.ts refuses unless SITE_URL
// is this machine (no public server can run on it). The pages that show dated content are
// regenerated every minute (ISR, `revalidate = 60`), so each reads this again after midnight KST
// without a rebuild.

/** Now, as this server takes it (the test clock when set). */
export function siteNow(): Date {
  const fixed = env().PRESALE_NOW;
  return fixed ? new Date(fixed) : new Date();
}

/** Today in Korea ("2026-03-25"). */
export function koreanToday(): string {
  return kstDay(siteNow().getTime());
}
