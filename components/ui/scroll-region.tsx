import type { ReactNode } from "react";

/**
 * Where each region starts to slide: its content's least width in px (a table's `min-w-[…]`, a
 * drawing's least width plus the region's padding and border). The hint under the region shows
 * while the region is narrower than that, by a container query on the region's own width, so
 * a phone, a tablet and a narrow desktop column each see it exactly when the content runs past
 * the edge. Written out whole so that Tailwind finds every class.
 */
const HINT_BELOW = {
  420: "@max-[420px]:block",
  480: "@max-[480px]:block",
  520: "@max-[520px]:block",
  560: "@max-[560px]:block",
  586: "@max-[586px]:block",
  640: "@max-[640px]:block",
  762: "@max-[762px]:block",
} as const;
export type SlideWidth = keyof typeof HINT_BELOW;

/**
 * A wide table or drawing that scrolls sideways on narrow screens. It is focusable and labelled,
 * so keyboard users can scroll it too (axe: scrollable-region-focusable), and where `slidesBelow`
 * is given it says in words, under it, that it slides, while it does (the floor plan's hint).
 */
export function ScrollRegion({
  label,
  className = "",
  slidesBelow,
  what = "표",
  children,
}: {
  label: string;
  className?: string;
  /** The content's least width (px), from which on a narrower region the hint shows. */
  slidesBelow?: SlideWidth;
  /** What slides, in the hint: "표", "평면도", "도면". */
  what?: string;
  children: ReactNode;
}) {
  const region = (
    <div
      role="region"
      aria-label={`${label} (좌우로 스크롤할 수 있습니다)`}
      tabIndex={0}
      className={`overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
  if (!slidesBelow) return region;
  return (
    <div className="@container">
      {region}
      {/* The region's label tells a screen reader; this is for the eye. */}
      <p
        aria-hidden="true"
        className={`mt-2 hidden text-[13px] text-gold-800 ${HINT_BELOW[slidesBelow]} desk:hidden!`}
        data-testid="scroll-hint"
      >
        ← 좌우로 밀어서 {what} 전체를 확인하세요 →
      </p>
    </div>
  );
}
