import { Link } from "@/components/ui/link";
import { complex } from "@/lib/site/content";
import { premiumCards, premiumSection, type PremiumCard } from "@/lib/site/content/home";
import { Photo } from "@/components/art/photo";
import { drawing, picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { ArrowRightIcon } from "@/components/ui/icons";
import { PremiumCardsMobile } from "../premium-cards-mobile";
import { PremiumEmblem } from "../premium-emblem";
import { snap, frame, mobileOnly, Heading } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

/** A card's background: the builder's photo for its number, else our drawing (dimmed under a gradient either way). */
function CardBackground({ card, sizes, className }: { card: PremiumCard; sizes: string; className: string }) {
  return (
    <Photo
      picture={picture(`premiumCards.${card.no}`) ?? drawing(card.background.src)}
      sizes={sizes}
      fill
      decorative
      className={className}
    />
  );
}

export function PremiumCardsSection() {
  return (
    <section
      aria-labelledby="home-premium"
      className={`${snap} ${nearView} bg-ink-950 desk:flex desk:flex-col`}
      style={phoneHeight(1275)}
      data-section="premium"
    >
      <div
        className={`${frame} pb-8 pt-20 desk:flex desk:items-end desk:justify-between desk:pb-10 desk:pt-[calc(var(--header-h)+40px)]`}
      >
        <Heading
          id="home-premium"
          label={`${complex.brand.english} PREMIUM`}
          title={`한눈에 보는 ${complex.brand.name} 프리미엄`}
          tone="light"
        />
        <p className="mt-4 max-w-sm text-[15px] text-sand-200 desk:mt-0 desk:text-right">{premiumSection.text}</p>
      </div>
      <div className={`${mobileOnly} px-5 pb-20`}>
        <PremiumCardsMobile
          cards={premiumCards}
          backgrounds={premiumCards.map((card) => (
            <CardBackground
              key={card.no}
              card={card}
              sizes={SLOT_SIZES.phoneOnly}
              className="object-cover opacity-70"
            />
          ))}
        />
      </div>
      <ul className="hidden min-h-0 flex-1 grid-cols-4 desk:grid" data-testid="premium-cards-desktop">
        {premiumCards.map((card) => (
          <li
            key={card.no}
            className="group relative overflow-hidden border-l border-white/10 text-white first:border-l-0"
          >
            <CardBackground
              card={card}
              sizes="25vw"
              className="object-cover opacity-60 transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
            />
            <div className="absolute inset-0 bg-gradient-to-t from-ink-950 via-ink-950/50 to-ink-950/20" />
            <div className="relative flex h-full flex-col justify-end p-8 xl:p-10">
              <span className="ornament text-gold-300">{card.no}</span>
              <PremiumEmblem emblem={card.emblem} label={card.emblemAlt} className="mt-5 h-12 w-12 text-gold-300" />
              <h3 className="mt-4 text-[26px] font-light tracking-[0.08em]">{card.title}</h3>
              <p className="mt-4 text-[17px] leading-relaxed">{card.lines[0]}</p>
              <p className="text-[15px] leading-relaxed text-sand-200">{card.lines[1]}</p>
              <Link
                href={card.link.href}
                className="mt-6 inline-flex w-fit items-center gap-2 border-b border-gold-400 pb-1 text-[14px] font-medium text-gold-300 hover:text-white"
              >
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
