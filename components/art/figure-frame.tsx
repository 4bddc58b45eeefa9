import type { CSSProperties, ReactNode } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** The least width a drawing keeps on a narrow screen, so that its labels stay legible. */
const DRAWING_MIN_WIDTH = 760;

/**
 * A wide drawing with its caption. On narrow screens the drawing keeps a readable minimum width
 * (760px) and slides sideways inside its frame, saying so, instead of shrinking its text away.
 *
 * A map gives `focus`: what it is about (the site's pin) at `x`, a share of the drawing's width.
 * A slide always starts at the left edge, where the pin may be out of sight, so on a narrow
 * screen the map is shown centred on it instead (as far as the drawing's edges allow), with a
 * link to the whole map; from the desktop layout on it is shown whole.
 */
export function FigureFrame({
  caption,
  children,
  captionId,
  focus,
}: {
  caption: ReactNode;
  children: ReactNode;
  captionId: string;
  focus?: { x: number; fullHref: string; what: string };
}) {
  if (focus) {
    // The pin at the middle of the frame, the drawing's edges never inside it.
    const centred = {
      "--focus-ml": `clamp(100% - ${DRAWING_MIN_WIDTH}px, 50% - ${Math.round(DRAWING_MIN_WIDTH * focus.x)}px, 0px)`,
    } as CSSProperties;
    return (
      <figure aria-labelledby={captionId} className="mt-8">
        <div className="overflow-hidden border border-sand-200 bg-white" data-testid="focused-drawing">
          <div style={centred} className="ml-(--focus-ml) w-[760px] desk:ml-0 desk:w-auto">
            {children}
          </div>
        </div>
        <figcaption id={captionId} className="mt-3 text-[14px] text-stone-600">
          <span
            className="mb-1 flex flex-wrap items-center gap-x-3 text-[13px] text-gold-800 desk:hidden"
            data-testid="focus-hint"
          >
            {focus.what} 주변을 크게 보여 드립니다.
            <a
              href={focus.fullHref}
              target="_blank"
              rel="noopener"
              className="text-ink-900 underline decoration-gold-500 underline-offset-4"
            >
              지도 전체 보기<span className="sr-only"> (새 창)</span>
            </a>
          </span>
          {caption}
        </figcaption>
      </figure>
    );
  }
  return (
    <figure aria-labelledby={captionId} className="mt-8">
      <ScrollRegion label="도면" className="border border-sand-200 bg-white" slidesBelow={762} what="도면">
        <div style={{ minWidth: DRAWING_MIN_WIDTH }} className="desk:min-w-0">
          {children}
        </div>
      </ScrollRegion>
      <figcaption id={captionId} className="mt-3 text-[14px] text-stone-600">
        {caption}
      </figcaption>
    </figure>
  );
}
