import { Link } from "@/components/ui/link";
import { complex } from "@/lib/site/content";
import { hero, homeArt } from "@/lib/site/content/home";
import { OpenRegistrationButton } from "@/components/leads/open-registration-button";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Photo } from "@/components/art/photo";
import { drawing, picture } from "@/lib/site/media/pictures";
import { snap, frame } from "./shared";
import { NowOnHeroCard } from "./now-on";

// The first section: the hero picture (the page's largest paint), the name, the registration button.

/** A cover image is as wide as the viewport or, on screens narrower than its aspect, wider. */
const coverSizes = ({ width, height }: { width: number; height: number }) =>
  `(max-aspect-ratio: ${width}/${height}) ${Math.ceil((width / height) * 100)}vh, 100vw`;

/**
 * The page's largest paint: the builder's hero photo where the content gives one, else our drawn
 * scene; a landscape above 900px and a portrait below, each as responsive AVIF/WebP encoded at build
 * time, preloaded for its own viewport only.
 */
function HeroPicture() {
  const wide = picture("hero.desktop") ?? drawing(homeArt.hero.src);
  const tall = picture("hero.phone") ?? drawing(homeArt.heroPortrait.src);
  return (
    <Photo
      picture={wide}
      sizes={coverSizes(wide)}
      phone={tall}
      phoneSizes={coverSizes(tall)}
      fill
      preload
      className="object-cover"
      data-testid="hero-image"
    />
  );
}

/** `today`: the Korean day the page is rendered for (the desktop's now-on card). */
export function HeroSection({ today }: { today: string }) {
  const words = complex.siteName.split(" ");
  const brandWord = words.pop();
  return (
    <section
      aria-labelledby="home-title"
      className={`${snap} flex h-svh min-h-[620px] items-end bg-ink-950 text-white desk:min-h-0 desk:items-center`}
      data-section="hero"
    >
      <HeroPicture />
      <div className="absolute inset-0 bg-gradient-to-t from-ink-950/95 via-ink-950/35 to-ink-950/55 desk:bg-gradient-to-r desk:from-ink-950/85 desk:via-ink-950/35 desk:to-transparent" />
      <div className={`${frame} relative pb-28 desk:pb-0 desk:pt-[calc(var(--header-h)+var(--announce-h))]`}>
        <p className="ornament text-gold-300">{hero.label}</p>
        <h1
          id="home-title"
          className="mt-5 text-[40px] font-extralight leading-[1.15] tracking-headline desk:text-[76px]"
        >
          {words.join(" ")}
          <br />
          <span className="font-light text-gold-300">{brandWord}</span>
        </h1>
        <p className="mt-6 text-[19px] font-light text-sand-100 desk:text-[26px]">{hero.lead}</p>
        {/* Two lines held on a phone: the block is anchored to the bottom, so a line the site font
            wraps and the phone's own font did not (412px wide: 1 line, then 2) would move all of it. */}
        <p className="mt-3 min-h-[3.6em] max-w-md text-[15px] leading-[1.8] text-sand-200 desk:min-h-0 desk:max-w-lg desk:text-[17px]">
          {hero.text}
        </p>
        <div className="mt-9 flex flex-wrap items-center gap-3">
          <OpenRegistrationButton className="inline-flex items-center gap-3 bg-gold-500 px-7 py-4 text-[15px] font-semibold text-ink-950 transition-colors hover:bg-gold-400">
            {hero.button}
            <ArrowRightIcon className="h-4 w-4" />
          </OpenRegistrationButton>
          <Link
            href="/BusinessGuide/plan"
            className="inline-flex items-center border border-white/40 px-7 py-4 text-[15px] text-white transition-colors hover:border-white"
          >
            분양일정 보기
          </Link>
        </div>
        <ul className="mt-12 hidden gap-10 border-t border-white/15 pt-6 text-[15px] text-sand-200 desk:flex">
          {hero.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
      <NowOnHeroCard today={today} />
      <div
        className="absolute bottom-8 left-1/2 hidden -translate-x-1/2 flex-col items-center gap-3 text-[11px] tracking-ornament text-sand-200 desk:flex"
        aria-hidden="true"
      >
        SCROLL
        <span className="block h-12 w-px bg-gradient-to-b from-gold-300 to-transparent" />
      </div>
    </section>
  );
}
