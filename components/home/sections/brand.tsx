import { Photo } from "@/components/art/photo";
import { drawing, picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { brandIntro, homeArt } from "@/lib/site/content/home";
import { snap, frame, TextLink } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

export function BrandSection() {
  return (
    <section
      aria-labelledby="home-brand"
      className={`${snap} ${nearView} flex items-center overflow-hidden bg-ink-950 py-24 desk:py-0`}
      style={phoneHeight(590)}
      data-section="brand"
    >
      <Photo
        picture={picture("brand") ?? drawing(homeArt.towers.src)}
        sizes={SLOT_SIZES.fullBleed}
        fill
        decorative
        className="object-cover opacity-45"
      />
      <div className="absolute inset-0 bg-gradient-to-b from-ink-950/70 via-ink-950/40 to-ink-950/85" />
      <div className={`${frame} relative text-center desk:pt-[var(--header-h)]`}>
        <svg viewBox="0 0 120 40" className="mx-auto h-8 w-24 text-gold-400" aria-hidden="true">
          <path
            d="M10 36h100M22 36V14l8-6 8 6v22M52 36V6l8-4 8 4v30M82 36V14l8-6 8 6v22"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.2"
          />
        </svg>
        <p className="ornament mt-6 text-gold-300" aria-hidden="true">
          {brandIntro.label}
        </p>
        <h2
          id="home-brand"
          className="mt-5 whitespace-pre-line text-[32px] font-extralight leading-[1.3] tracking-headline text-white desk:text-[60px]"
        >
          {brandIntro.title}
        </h2>
        <p className="mx-auto mt-7 max-w-2xl text-[16px] leading-[1.9] text-sand-200 desk:text-[18px]">
          {brandIntro.text}
        </p>
        <div className="mt-10">
          <TextLink href={brandIntro.link.href} tone="light">
            {brandIntro.link.text}
          </TextLink>
        </div>
      </div>
    </section>
  );
}
