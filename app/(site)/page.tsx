import { pageFor } from "@/lib/site/content";
import { demoContent, env } from "@/lib/env";
import { newsItems } from "@/lib/site/content/news";
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
  PremiumCardsSection,
  PremiumSliderSection,
  SpecialPlanSection,
  UnitPlanSection,
  VisitSection,
} from "@/components/home/sections";

const page = pageFor("/");
export const metadata = pageMetadata(page);

// Desktop: the seven snap sections (then the layout's footer). Phones: the same sections
// stacked, with the business overview, premium slider, complex guide and news in between. The news
// items are the content's samples (seeded as press articles): shown only with demo content on, which
// this prerendered page reads at build time (DEMO_CONTENT, or SITE_URL being this machine).
export default function HomePage() {
  return (
    <>
      <PageFont route={page.path} />
      <JsonLd data={complexLd(env().SITE_URL)} />
      <SnapScroller>
        <HeroSection />
        <LocationSection />
        <BusinessOverviewSection />
        <PremiumSliderSection />
        <BrandSection />
        <SpecialPlanSection />
        <PremiumCardsSection />
        <ComplexGuideSection />
        <UnitPlanSection />
        <NewsSection items={demoContent() ? newsItems : []} />
        <VisitSection />
      </SnapScroller>
    </>
  );
}
