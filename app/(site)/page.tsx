import { complex, pageFor } from "@/lib/site/content";
import { demoContent, env, prerendering } from "@/lib/env";
import { newsItems } from "@/lib/site/content/news";
import { latestArticles, newestSamples } from "@/lib/press/latest";
import { kstDay } from "@/lib/platform/time/kst";
import { koreanToday } from "@/lib/site/today";
import { articlePath } from "@/lib/site/routes/paths.mjs";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { complexLd } from "@/lib/site/seo/json-ld";
import { PageFont } from "@/components/chrome/page-font";
import { JsonLd } from "@/components/ui/json-ld";
import { SnapScroller } from "@/components/home/snap-scroller";
import {
  BrandSection,
  BusinessOverviewSection,
  ComplexGuideSection,
  HeroSection,
  LocationSection,
  NewsSection,
  NowOnSection,
  PremiumCardsSection,
  PremiumSliderSection,
  SpecialPlanSection,
  UnitPlanSection,
  VisitSection,
  type HomeNewsItem,
} from "@/components/home/sections";

const page = pageFor("/");
export const metadata = pageMetadata(page);

// Dated content (what is on now, the schedule's marks, the announcement bar, the news) is the Korean
// day's: the page is prerendered at the build, so crawlers and the first visitors get it whole, then
// regenerated at most a minute after a request finds it older (ISR), so it changes after midnight KST
// on every instance without a rebuild; a publish regenerates it at once on its instance
// (revalidatePath in lib/press/actions.ts). A number Next can read: not an expression.
export const revalidate = 60;

/** How many articles the home's news shows. */
const NEWS_COUNT = 4;

/**
 * The newest articles of the press store, as the press list reads them (lib/press/latest.ts, under a
 * deadline). At the build no store is read (as for the press pages): the newest of the sample
 * articles a demo store is seeded with when the site shows demo content, else none; the first
 * regeneration reads the store. A store that is slow or down shows the same, and the next
 * regeneration tries again.
 */
async function homeNews(): Promise<HomeNewsItem[]> {
  const site = complex.defaultSite;
  const samples = demoContent() ? newestSamples(site, NEWS_COUNT) : [];
  const articles = prerendering() ? samples : ((await latestArticles(site, NEWS_COUNT)) ?? samples);
  // A sample article that is also one of the content's news items has its picture there.
  const pictures = new Map(newsItems.map((n) => [n.id, n.image]));
  return articles.map((a) => ({
    id: a.id,
    title: a.title,
    excerpt: a.summary,
    date: kstDay(a.date.getTime()),
    link: articlePath(site, a.id),
    image: pictures.get(a.id),
  }));
}

// Desktop: the seven snap sections (then the layout's footer), the now-on card in the hero. Phones:
// the same sections stacked, with the now-on band, the business overview, premium slider, complex
// guide and news in between.
export default async function HomePage() {
  const today = koreanToday();
  const news = await homeNews();
  return (
    <>
      <PageFont route={page.path} />
      <JsonLd data={complexLd(env().SITE_URL)} />
      <SnapScroller>
        <HeroSection today={today} />
        <NowOnSection today={today} />
        <LocationSection />
        <BusinessOverviewSection />
        <PremiumSliderSection />
        <BrandSection />
        <SpecialPlanSection />
        <PremiumCardsSection />
        <ComplexGuideSection />
        <UnitPlanSection />
        <NewsSection items={news} />
        <VisitSection />
      </SnapScroller>
    </>
  );
}
