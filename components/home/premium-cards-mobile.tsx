"use client";

import { Link } from "@/components/ui/link";
import { useId, useState, type ReactNode } from "react";
import type { PremiumCard } from "@/lib/site/content/home";
import { PremiumEmblem } from "./premium-emblem";

/**
 * Phones: the four premium cards, each expanding and collapsing on tap, aligned left and right in turn.
 * `backgrounds` are the cards' pictures, rendered on the server (components/art/photo.tsx), one per card.
 */
export function PremiumCardsMobile({ cards, backgrounds }: { cards: PremiumCard[]; backgrounds: ReactNode[] }) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const base = useId();
  return (
    <ul className="grid gap-3" data-testid="premium-cards-mobile">
      {cards.map((card, i) => {
        const expanded = !!open[card.no];
        const right = i % 2 === 1;
        return (
          <li
            key={card.no}
            className="relative overflow-hidden bg-ink-900 text-white"
            data-align={right ? "right" : "left"}
            data-testid="premium-card"
          >
            {backgrounds[i]}
            <div
              className={`absolute inset-0 ${right ? "bg-gradient-to-l" : "bg-gradient-to-r"} from-ink-950/90 via-ink-950/55 to-ink-950/10`}
            />
            <div className={`relative flex flex-col px-6 ${right ? "items-end text-right" : "items-start text-left"}`}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${base}-${i}`}
                onClick={() => setOpen((o) => ({ ...o, [card.no]: !o[card.no] }))}
                className={`flex w-full flex-col pb-6 pt-8 ${right ? "items-end text-right" : "items-start text-left"}`}
              >
                <span className="ornament text-gold-300">{card.no}</span>
                <PremiumEmblem emblem={card.emblem} label={card.emblemAlt} className="mt-4 h-11 w-11 text-gold-300" />
                <span className="mt-3 text-[24px] font-light tracking-[0.08em]">{card.title}</span>
                <span className="mt-3 flex items-center gap-2 text-[13px] text-sand-200">
                  {expanded ? "접기" : "자세히 보기"}
                  <svg
                    viewBox="0 0 12 12"
                    className={`h-3 w-3 transition-transform duration-300 ${expanded ? "rotate-180" : ""}`}
                    aria-hidden="true"
                  >
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.3" />
                  </svg>
                </span>
              </button>
              <div id={`${base}-${i}`} hidden={!expanded} className="pb-8">
                <p className="text-[17px] leading-relaxed">{card.lines[0]}</p>
                <p className="text-[15px] leading-relaxed text-sand-200">{card.lines[1]}</p>
                <Link
                  href={card.link.href}
                  className="mt-5 inline-flex items-center gap-2 border-b border-gold-400 pb-1 text-[14px] font-medium text-gold-300"
                >
                  {card.link.text}
                  <span aria-hidden="true">→</span>
                </Link>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
