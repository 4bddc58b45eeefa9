import { getImageProps } from "next/image";
import { StaticImage } from "@/components/art/static-image";
import { preload } from "react-dom";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { complex, hasVrTour, mediaPending, vrDefaultLabel, vrHint, vrTours } from "@/lib/content";
import { VISIT_PATH } from "@/lib/routes/paths.mjs";
import { MediaPending } from "@/components/media/media-pending";
import { brandIntro, businessOverview, complexGuide, hero, homeArt, locationPoint, newsSection, premiumCards, premiumSection, premiumSlides, specialPlan, unitPlan, viewerTypes, visitSection } from "@/lib/content/home";
import { kinds, particle } from "@/lib/content/korean";
import { premiumPoints } from "@/lib/content/location";
import { facilities } from "@/lib/content/community";
import { newsEmptyText, type NewsItem } from "@/lib/content/news";
import { renderLocationMap } from "@/lib/art/location-map";
import { renderSitePlan } from "@/lib/art/site-plan";
import { ArtImage } from "@/components/art/art-image";
import { BACKDROP_QUALITY } from "./backdrop";
import { OpenRegistrationButton } from "@/components/leads/open-registration-button";
import { VisitForm } from "@/components/leads/visit-form";
import { VrTabs } from "@/components/media/vr-tabs";
import { ArrowRightIcon, PhoneIcon } from "@/components/ui/icons";
import { Accordion } from "./accordion";
import { PremiumCardsMobile } from "./premium-cards-mobile";
import { PremiumEmblem } from "./premium-emblem";
import { PremiumSlider } from "./premium-slider";
import { UnitPlan } from "./unit-plan";

// The home page's sections. Desktop (wider than 900px) shows the snap sections, each exactly
// one window high; phones stack them with the mobile-only sections in between.

/** A desktop snap section: one window high, content clear of the fixed header. */
const snap = "relative desk:h-screen desk:overflow-hidden";
const frame = "mx-auto w-full max-w-frame px-5 desk:px-8";
const mobileOnly = "desk:hidden";

function Heading({ id, label, title, tone = "dark", children }: { id: string; label: string; title: string; tone?: "dark" | "light"; children?: ReactNode }) {
  return (
    <div>
      <p className={`ornament ${tone === "light" ? "text-gold-300" : "text-gold-700"}`} aria-hidden="true">{label}</p>
      <h2 id={id} className={`mt-3 whitespace-pre-line text-[30px] font-light leading-[1.25] tracking-headline desk:text-[clamp(28px,5vh,46px)] ${tone === "light" ? "text-white" : "text-ink-900"}`}>
        {title}
      </h2>
      {children ? <div className={`mt-5 desk:mt-[clamp(12px,2.2vh,20px)] max-w-xl text-[16px] leading-[1.8] desk:text-[17px] ${tone === "light" ? "text-sand-200" : "text-stone-600"}`}>{children}</div> : null}
    </div>
  );
}

function TextLink({ href, children, tone = "dark" }: { href: string; children: ReactNode; tone?: "dark" | "light" }) {
  return (
    <Link
      href={href}
      className={`group inline-flex items-center gap-3 border-b pb-1.5 text-[15px] font-medium ${tone === "light" ? "border-gold-400 text-white" : "border-ink-900 text-ink-900"}`}
    >
      {children}
      <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

const DESKTOP_MEDIA = "(min-width: 901px)";
const MOBILE_MEDIA = "(max-width: 900px)";

/**
 * The page's largest paint: a landscape scene above 900px and a portrait one below, each as
 * responsive AVIF/WebP from the image optimiser, preloaded for its own viewport only.
 */
function HeroPicture() {
  const { hero: wide, heroPortrait: tall } = homeArt;
  // A cover image is as wide as the viewport or, on screens narrower than its aspect, wider.
  const wideSizes = `(max-aspect-ratio: ${wide.width}/${wide.height}) ${Math.ceil((wide.width / wide.height) * 100)}vh, 100vw`;
  const tallSizes = `(max-aspect-ratio: ${tall.width}/${tall.height}) ${Math.ceil((tall.width / tall.height) * 100)}vh, 100vw`;
  const common = { alt: wide.alt, fill: true, fetchPriority: "high" as const, loading: "eager" as const };
  const { props: desktop } = getImageProps({ ...common, src: wide.src, sizes: wideSizes });
  const { props: mobile } = getImageProps({ ...common, src: tall.src, sizes: tallSizes });
  preload(desktop.src, { as: "image", imageSrcSet: desktop.srcSet, imageSizes: wideSizes, fetchPriority: "high", media: DESKTOP_MEDIA });
  preload(mobile.src, { as: "image", imageSrcSet: mobile.srcSet, imageSizes: tallSizes, fetchPriority: "high", media: MOBILE_MEDIA });
  return (
    <picture>
      <source media={DESKTOP_MEDIA} srcSet={desktop.srcSet} sizes={wideSizes} />
      <source media={MOBILE_MEDIA} srcSet={mobile.srcSet} sizes={tallSizes} />
      <img {...mobile} alt={wide.alt} className="object-cover" data-testid="hero-image" />
    </picture>
  );
}

export function HeroSection() {
  const words = complex.siteName.split(" ");
  const brandWord = words.pop();
  return (
    <section aria-labelledby="home-title" className={`${snap} flex h-svh min-h-[620px] items-end bg-ink-950 text-white desk:min-h-0 desk:items-center`} data-section="hero">
      <HeroPicture />
      <div className="absolute inset-0 bg-gradient-to-t from-ink-950/95 via-ink-950/35 to-ink-950/55 desk:bg-gradient-to-r desk:from-ink-950/85 desk:via-ink-950/35 desk:to-transparent" />
      <div className={`${frame} relative pb-28 desk:pb-0 desk:pt-[calc(var(--header-h)+var(--announce-h))]`}>
        <p className="ornament text-gold-300">{hero.label}</p>
        <h1 id="home-title" className="mt-5 text-[40px] font-extralight leading-[1.15] tracking-headline desk:text-[76px]">
          {words.join(" ")}
          <br />
          <span className="font-light text-gold-300">{brandWord}</span>
        </h1>
        <p className="mt-6 text-[19px] font-light text-sand-100 desk:text-[26px]">{hero.lead}</p>
        {/* Two lines held on a phone: the block is anchored to the bottom, so a line the site font
            wraps and the phone's own font did not (412px wide: 1 line, then 2) would move all of it. */}
        <p className="mt-3 min-h-[3.6em] max-w-md text-[15px] leading-[1.8] text-sand-200 desk:min-h-0 desk:max-w-lg desk:text-[17px]">{hero.text}</p>
        <div className="mt-9 flex flex-wrap items-center gap-3">
          <OpenRegistrationButton className="inline-flex items-center gap-3 bg-gold-500 px-7 py-4 text-[15px] font-semibold text-ink-950 transition-colors hover:bg-gold-400">
            {hero.button}
            <ArrowRightIcon className="h-4 w-4" />
          </OpenRegistrationButton>
          <Link href="/BusinessGuide/plan" className="inline-flex items-center border border-white/40 px-7 py-4 text-[15px] text-white transition-colors hover:border-white">
            분양일정 보기
          </Link>
        </div>
        <ul className="mt-12 hidden gap-10 border-t border-white/15 pt-6 text-[15px] text-sand-200 desk:flex">
          {hero.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
      <div className="absolute bottom-8 left-1/2 hidden -translate-x-1/2 flex-col items-center gap-3 text-[11px] tracking-ornament text-sand-200 desk:flex" aria-hidden="true">
        SCROLL
        <span className="block h-12 w-px bg-gradient-to-b from-gold-300 to-transparent" />
      </div>
    </section>
  );
}

export function LocationSection() {
  return (
    <section aria-labelledby="home-location" className={`${snap} bg-sand-50 py-20 desk:flex desk:items-center desk:py-0`} data-section="location">
      <div className={`${frame} grid grid-cols-1 gap-12 desk:grid-cols-12 desk:items-center desk:pt-[var(--header-h)]`}>
        <div className="desk:col-span-6 xl:col-span-5">
          <Heading id="home-location" label={locationPoint.label} title={locationPoint.title}>
            <p>{locationPoint.text}</p>
          </Heading>
          <ol className="mt-8 grid grid-cols-2 gap-px border border-sand-200 bg-sand-200 desk:mt-[clamp(16px,3.5vh,32px)]">
            {locationPoint.points.map((p, i) => (
              <li key={p.title} className="bg-white px-5 py-5 desk:py-[clamp(10px,2.2vh,20px)]">
                <span className="ornament text-gold-700">POINT {String(i + 1).padStart(2, "0")}</span>
                <p className="mt-2 text-[17px] font-medium tracking-headline text-ink-900">{p.title}</p>
                <p className="mt-1 text-[14px] text-stone-600">{p.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4 desk:mt-[clamp(16px,3.5vh,32px)]">
            <OpenRegistrationButton className="inline-flex items-center gap-3 bg-ink-900 px-6 py-3.5 text-[15px] font-medium text-white transition-colors hover:bg-ink-800">
              {locationPoint.register}
              <ArrowRightIcon className="h-4 w-4 text-gold-400" />
            </OpenRegistrationButton>
            <TextLink href={locationPoint.more.href}>{locationPoint.more.text}</TextLink>
          </div>
        </div>
        <figure className="desk:col-span-6 xl:col-span-7">
          <div className="border border-sand-200 bg-white p-3 shadow-[0_30px_60px_-30px_rgba(16,27,47,0.35)] desk:p-4">
            <ArtImage svg={renderLocationMap()} src="/art/location-map.svg" />
          </div>
          <figcaption className="mt-3 text-[13px] text-stone-600">※ {complex.disclaimers[1]}</figcaption>
        </figure>
      </div>
    </section>
  );
}

export function BrandSection() {
  return (
    <section aria-labelledby="home-brand" className={`${snap} flex items-center overflow-hidden bg-ink-950 py-24 desk:py-0`} data-section="brand">
      <StaticImage src={homeArt.towers.src} alt="" fill sizes="100vw" quality={BACKDROP_QUALITY} className="object-cover opacity-45" />
      <div className="absolute inset-0 bg-gradient-to-b from-ink-950/70 via-ink-950/40 to-ink-950/85" />
      <div className={`${frame} relative text-center desk:pt-[var(--header-h)]`}>
        <svg viewBox="0 0 120 40" className="mx-auto h-8 w-24 text-gold-400" aria-hidden="true">
          <path d="M10 36h100M22 36V14l8-6 8 6v22M52 36V6l8-4 8 4v30M82 36V14l8-6 8 6v22" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </svg>
        <p className="ornament mt-6 text-gold-300" aria-hidden="true">{brandIntro.label}</p>
        <h2 id="home-brand" className="mt-5 whitespace-pre-line text-[32px] font-extralight leading-[1.3] tracking-headline text-white desk:text-[60px]">
          {brandIntro.title}
        </h2>
        <p className="mx-auto mt-7 max-w-2xl text-[16px] leading-[1.9] text-sand-200 desk:text-[18px]">{brandIntro.text}</p>
        <div className="mt-10">
          <TextLink href={brandIntro.link.href} tone="light">{brandIntro.link.text}</TextLink>
        </div>
      </div>
    </section>
  );
}

export function SpecialPlanSection() {
  return (
    <section aria-labelledby="home-special" className={`${snap} bg-sand-100 py-20 desk:flex desk:items-center desk:py-0`} data-section="special">
      <div className={`${frame} desk:pt-[var(--header-h)]`}>
        <div className="grid grid-cols-1 gap-6 desk:grid-cols-12 desk:items-end">
          <div className="desk:col-span-7">
            <Heading id="home-special" label={specialPlan.label} title={specialPlan.title}>
              <p>{specialPlan.text}</p>
            </Heading>
          </div>
          <div className="desk:col-span-5 desk:text-right">
            <TextLink href={specialPlan.link.href}>{specialPlan.link.text}</TextLink>
          </div>
        </div>
        <ul className="mt-12 grid grid-cols-1 gap-4 desk:grid-cols-3 desk:gap-6">
          {specialPlan.items.map((item, i) => (
            <li key={item.label} className="relative border-t-2 border-gold-500 bg-white px-7 pb-8 pt-7 shadow-[0_20px_50px_-35px_rgba(16,27,47,0.45)]">
              <p className="flex items-center justify-between">
                <span className="text-[16px] font-medium text-ink-900">{item.label}</span>
                <span className="ornament text-stone-500" aria-hidden="true">BENEFIT {String(i + 1).padStart(2, "0")}</span>
              </p>
              <p className="mt-6 flex items-baseline gap-2 text-gold-700">
                <span className="text-[56px] font-extralight leading-none tracking-headline desk:text-[72px]">{item.figure}</span>
                <span className="text-[18px] font-light">{item.unit}</span>
              </p>
              <p className="mt-5 border-t border-sand-200 pt-5 text-[15px] leading-relaxed text-stone-600">{item.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-[13px] text-stone-600">{specialPlan.note}</p>
      </div>
    </section>
  );
}

export function PremiumCardsSection() {
  return (
    <section aria-labelledby="home-premium" className={`${snap} bg-ink-950 desk:flex desk:flex-col`} data-section="premium">
      <div className={`${frame} pb-8 pt-20 desk:flex desk:items-end desk:justify-between desk:pb-10 desk:pt-[calc(var(--header-h)+40px)]`}>
        <Heading id="home-premium" label={`${complex.brand.english} PREMIUM`} title={`${particle(complex.brand.name, "이/가")} 누리는 ${kinds(premiumCards.length)} 프리미엄`} tone="light" />
        <p className="mt-4 max-w-sm text-[15px] text-sand-200 desk:mt-0 desk:text-right">{premiumSection.text}</p>
      </div>
      <div className={`${mobileOnly} px-5 pb-20`}>
        <PremiumCardsMobile
          cards={premiumCards}
          backgrounds={premiumCards.map((card) => (
            <StaticImage key={card.no} src={card.background.src} alt="" fill sizes="(max-width: 900px) 100vw, 1px" quality={BACKDROP_QUALITY} className="object-cover opacity-70" />
          ))}
        />
      </div>
      <ul className="hidden min-h-0 flex-1 grid-cols-4 desk:grid" data-testid="premium-cards-desktop">
        {premiumCards.map((card) => (
          <li key={card.no} className="group relative overflow-hidden border-l border-white/10 text-white first:border-l-0">
            <StaticImage src={card.background.src} alt="" fill sizes="25vw" quality={BACKDROP_QUALITY} className="object-cover opacity-60 transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none" />
            <div className="absolute inset-0 bg-gradient-to-t from-ink-950 via-ink-950/50 to-ink-950/20" />
            <div className="relative flex h-full flex-col justify-end p-8 xl:p-10">
              <span className="ornament text-gold-300">{card.no}</span>
              <PremiumEmblem emblem={card.emblem} label={card.emblemAlt} className="mt-5 h-12 w-12 text-gold-300" />
              <h3 className="mt-4 text-[26px] font-light tracking-[0.08em]">{card.title}</h3>
              <p className="mt-4 text-[17px] leading-relaxed">{card.lines[0]}</p>
              <p className="text-[15px] leading-relaxed text-sand-200">{card.lines[1]}</p>
              <Link href={card.link.href} className="mt-6 inline-flex w-fit items-center gap-2 border-b border-gold-400 pb-1 text-[14px] font-medium text-gold-300 hover:text-white">
                {card.link.text}
                <ArrowRightIcon className="h-3.5 w-3.5" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmodelPanel() {
  if (hasVrTour) {
    return (
      <div>
        <p className="mb-6 max-w-md text-[15px] leading-relaxed text-stone-600">{unitPlan.emodelText}</p>
        <VrTabs
          tours={vrTours}
          initial={vrDefaultLabel}
          hint={vrHint}
          pending={Object.fromEntries(
            vrTours.map((t) => [
              t.label,
              <MediaPending key={t.label} label={`E-MODEL HOUSE · ${t.label}`} title={mediaPending.tourTitle(t.label)} text={mediaPending.tourText}>
                <TextLink href={VISIT_PATH} tone="light">견본주택 방문예약</TextLink>
              </MediaPending>,
            ]),
          )}
        />
        <div className="mt-7">
          <TextLink href={unitPlan.emodelLink.href}>{unitPlan.emodelLink.text}</TextLink>
        </div>
      </div>
    );
  }
  // No tour has an address yet: say so, and lead to the booking page rather than to an empty tour.
  return (
    <div className="relative overflow-hidden bg-ink-900 px-6 py-10 text-white desk:px-12 desk:py-16" data-testid="emodel-panel">
      <svg className="pointer-events-none absolute inset-0 h-full w-full" viewBox="0 0 800 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <g fill="none" stroke="#d2b57f" strokeOpacity="0.2">
          <path d="M420 290L540 200h160l90 90M540 200V60h160v140M540 60L440 10M700 60l90-50" />
        </g>
      </svg>
      <p className="ornament relative text-gold-300">E-MODEL HOUSE</p>
      <p className="relative mt-3 max-w-md break-keep text-[22px] font-light leading-snug desk:text-[28px]">{mediaPending.tourTitle()}</p>
      <p className="relative mt-3 max-w-md break-keep text-[15px] leading-relaxed text-sand-200">{mediaPending.tourText}</p>
      <ul className="relative mt-5 flex flex-wrap gap-2" aria-label="준비 중인 VR 투어 타입">
        {vrTours.map((t) => (
          <li key={t.label} className="border border-white/25 px-3 py-1 text-[14px] text-sand-100">{t.label}</li>
        ))}
      </ul>
      <div className="relative mt-7">
        <TextLink href={VISIT_PATH} tone="light">견본주택 방문예약</TextLink>
      </div>
    </div>
  );
}

export function UnitPlanSection() {
  return (
    <section aria-labelledby="home-unit" className={`${snap} bg-sand-50 py-20 desk:flex desk:items-center desk:py-0`} data-section="unit">
      <div className={`${frame} desk:pt-[var(--header-h)]`}>
        <UnitPlan
          copy={unitPlan}
          types={viewerTypes}
          emodel={<EmodelPanel />}
          aside={
            <>
              <p className="mt-5 max-w-sm text-[16px] leading-[1.8] text-stone-600 desk:text-[17px]">{unitPlan.text}</p>
              <dl className="mt-8 hidden max-w-sm border-t border-ink-900/15 desk:block">
                {unitPlan.figures.map((f) => (
                  <div key={f.label} className="flex items-baseline justify-between border-b border-ink-900/15 py-3.5">
                    <dt className="text-[14px] text-stone-600">{f.label}</dt>
                    <dd className="text-[18px] font-light tracking-headline text-ink-900">{f.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-8">
                <TextLink href={unitPlan.teaser.href}>{unitPlan.teaser.text}</TextLink>
              </div>
            </>
          }
        />
      </div>
    </section>
  );
}

export function VisitSection() {
  const tel = `tel:${complex.phone.replace(/-/g, "")}`;
  return (
    <section aria-labelledby="home-visit" className={`${snap} bg-ink-900 py-20 desk:flex desk:items-center desk:py-0`} data-section="visit" id="visit">
      <div className={`${frame} grid grid-cols-1 gap-10 desk:grid-cols-12 desk:items-center desk:pt-[var(--header-h)]`}>
        <div className="desk:col-span-5">
          <Heading id="home-visit" label={visitSection.label} title={visitSection.title} tone="light">
            <p>{visitSection.text}</p>
          </Heading>
          <ul className="mt-8 space-y-3 text-[15px] text-sand-100">
            {visitSection.promise.map((p) => (
              <li key={p} className="flex items-center gap-3">
                <span className="h-px w-5 bg-gold-400" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
          <a href={tel} className="mt-10 flex w-fit items-center gap-3 text-[30px] font-extralight tracking-headline text-white desk:text-[40px]">
            <PhoneIcon className="h-7 w-7 text-gold-400" />
            {complex.phone}
          </a>
          <p className="mt-1 text-[14px] text-sand-300">{complex.address.modelHouse}</p>
        </div>
        <div className="bg-white p-6 text-ink-900 shadow-[0_40px_80px_-40px_rgba(0,0,0,0.6)] desk:col-span-6 desk:col-start-7 desk:p-10">
          <div className="hidden desk:block">
            <VisitForm variant="desktop" />
          </div>
          <div className={mobileOnly}>
            <VisitForm variant="mobile" />
          </div>
        </div>
      </div>
    </section>
  );
}

// ---- Phones only ----

export function BusinessOverviewSection() {
  const items = [
    {
      ...businessOverview.sections[0]!,
      content: (
        <dl className="grid grid-cols-[88px_1fr] border-t border-sand-200 text-[15px]">
          {complex.facts.map((f) => (
            <div key={f.label} className="contents">
              <dt className="border-b border-sand-200 py-3 text-stone-600">{f.label}</dt>
              <dd className="border-b border-sand-200 py-3 text-ink-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      ...businessOverview.sections[1]!,
      content: (
        <div>
          <div className="relative aspect-[16/9] overflow-hidden">
            <StaticImage src={businessOverview.location.image.src} alt={businessOverview.location.image.alt} fill sizes="(max-width: 900px) 100vw, 1px" className="object-cover" />
          </div>
          <p className="mt-4 text-[16px] text-stone-700">{businessOverview.location.text}</p>
          <div className="mt-4"><TextLink href={locationPoint.more.href}>{locationPoint.more.text}</TextLink></div>
        </div>
      ),
    },
    {
      ...businessOverview.sections[2]!,
      content: (
        <ol className="space-y-4">
          {premiumPoints.map((p, i) => (
            <li key={p.title} className="flex gap-4">
              <span className="ornament shrink-0 pt-1.5 text-gold-700">{String(i + 1).padStart(2, "0")}</span>
              <span>
                <span className="block text-[17px] font-medium text-ink-900">{p.title}</span>
                <span className="block text-[15px] text-stone-600">{p.lead}</span>
              </span>
            </li>
          ))}
        </ol>
      ),
    },
  ];
  return (
    <section aria-labelledby="home-overview" className={`${mobileOnly} bg-white px-5 py-16`} data-section="overview">
      <Heading id="home-overview" label={businessOverview.label} title={businessOverview.title} />
      <div className="mt-8">
        <Accordion items={items} initial="overview" name="overview" />
      </div>
    </section>
  );
}

export function PremiumSliderSection() {
  return (
    <section aria-labelledby="home-slider" className={`${mobileOnly} bg-ink-950 pb-16 pt-16`} data-section="slider">
      <div className="px-5 pb-8">
        <Heading id="home-slider" label="PREMIUM" title={`${complex.brand.name}의 ${kinds(premiumSlides.length)} 프리미엄`} tone="light" />
      </div>
      <PremiumSlider
        slides={premiumSlides}
        images={premiumSlides.map((slide) => (
          <StaticImage key={slide.image.src} src={slide.image.src} alt={slide.image.alt} fill sizes="(max-width: 900px) 100vw, 1px" className="object-cover" draggable={false} />
        ))}
        label={`${complex.brand.name} 프리미엄`}
      />
    </section>
  );
}

export function ComplexGuideSection() {
  const items = complexGuide.sections.map((s) => ({
    id: s.id,
    title: s.title,
    label: s.label,
    content: (
      <div>
        <div className="relative aspect-[16/10] overflow-hidden border border-sand-200 bg-sand-100">
          {s.image.src === "/art/site-plan.svg" ? (
            <ArtImage svg={renderSitePlan()} src={s.image.src} className="max-h-full object-contain" />
          ) : (
            <StaticImage src={s.image.src} alt={s.image.alt} fill sizes="(max-width: 900px) 100vw, 1px" className="object-cover" />
          )}
        </div>
        <p className="mt-4 text-[16px] text-stone-700">{s.text}</p>
        {s.id === "community" ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="커뮤니티 시설">
            {facilities.map((f) => (
              <li key={f.id} className="border border-sand-300 px-3 py-1 text-[14px] text-stone-700">{f.name}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-5"><TextLink href={s.link.href}>{s.link.text}</TextLink></div>
      </div>
    ),
  }));
  return (
    <section aria-labelledby="home-complex" className={`${mobileOnly} bg-white px-5 py-16`} data-section="complex">
      <Heading id="home-complex" label={complexGuide.label} title={complexGuide.title} />
      <div className="mt-8">
        <Accordion items={items} initial="layout" name="complex" />
      </div>
    </section>
  );
}

const newsDate = new Intl.DateTimeFormat("ko-KR", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Seoul" });

function NewsPlaceholder({ item }: { item: NewsItem }) {
  const [, month, day] = item.date.split("-");
  return (
    <div className="relative flex h-full w-full flex-col justify-between overflow-hidden bg-ink-900 p-3 text-white" aria-hidden="true" data-testid="news-placeholder">
      <svg className="pointer-events-none absolute inset-0 h-full w-full" viewBox="0 0 120 120" preserveAspectRatio="xMidYMid slice">
        <g fill="none" stroke="#d2b57f" strokeOpacity="0.4" strokeWidth="0.8">
          <path d="M62 120V62l10-7 10 7v58M86 120V48l10-7 10 7v72" />
          <path d="M0 108q15-4 30 0t30 0 30 0 30 0" />
        </g>
      </svg>
      <span className="relative text-[9px] font-medium tracking-[0.2em] text-gold-300">NEWS</span>
      <span className="relative text-[22px] font-extralight leading-none tracking-headline">
        {month}.{day}
      </span>
    </div>
  );
}

/**
 * The phone's news list: the content's news items when the site shows demo content (app/page.tsx
 * decides, at build time), else a line that sends the visitor to the press list, where only what
 * the administrator has published appears.
 */
export function NewsSection({ items }: { items: readonly NewsItem[] }) {
  return (
    <section aria-labelledby="home-news" className={`${mobileOnly} bg-sand-100 px-5 py-16`} data-section="news">
      <Heading id="home-news" label={newsSection.label} title={newsSection.title} />
      {items.length === 0 ? (
        <p className="mt-8 break-keep border-y border-sand-300 py-10 text-center text-[16px] leading-[1.7] text-stone-700" data-testid="home-news-empty">
          {newsEmptyText}
        </p>
      ) : (
        <ul className="mt-8 divide-y divide-sand-300 border-y border-sand-300" data-testid="home-news">
          {items.map((item) => (
            <li key={item.id}>
              <article className="relative flex gap-4 py-5" aria-labelledby={`news-${item.id}`} data-testid="news-item">
                <div className="relative h-24 w-24 shrink-0 overflow-hidden">
                  {item.image ? <StaticImage src={item.image} alt="" fill sizes="96px" className="object-cover" /> : <NewsPlaceholder item={item} />}
                </div>
                <div className="min-w-0">
                  <time dateTime={item.date} className="text-[13px] text-stone-600">{newsDate.format(new Date(`${item.date}T00:00:00+09:00`))}</time>
                  <h3 id={`news-${item.id}`} className="mt-1 text-[16px] font-medium leading-snug tracking-headline text-ink-900">
                    <Link href={item.link} className="after:absolute after:inset-0">{item.title}</Link>
                  </h3>
                  <p className="mt-1 line-clamp-2 text-[15px] leading-relaxed text-stone-600">{item.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 text-center">
        <TextLink href={newsSection.more.href}>{newsSection.more.text}</TextLink>
      </div>
    </section>
  );
}
