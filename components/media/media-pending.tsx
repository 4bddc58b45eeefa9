import type { ReactNode } from "react";

/**
 * What a page shows in place of a video or virtual tour that is not published yet (its content gives
 * no YouTube id or tour address): a drawn panel that says so, with no player and no "click to start".
 * The size classes come from the page, so the panel holds the player's place.
 */
export function MediaPending({
  label,
  title,
  text,
  className,
  children,
}: {
  label: string;
  title: string;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={`relative flex flex-col items-center justify-center overflow-hidden bg-ink-900 px-6 py-10 text-center text-white ${className ?? ""}`}
      data-testid="media-pending"
    >
      <svg
        className="pointer-events-none absolute inset-0 h-full w-full"
        viewBox="0 0 800 480"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <g fill="none" stroke="#d2b57f" strokeOpacity="0.22">
          <path d="M120 420L300 300h200l180 120M300 300V120h200v180M300 120L120 40M500 120l180-80M120 40v380M680 40v380" />
          <path d="M340 300v-120h50v120M420 170h50v60h-50z" />
        </g>
      </svg>
      <p className="ornament relative text-gold-400">{label}</p>
      <p className="relative mt-3 break-keep text-[20px] font-light leading-snug desk:text-[28px]">{title}</p>
      <p className="relative mt-3 max-w-md break-keep text-[15px] leading-relaxed text-sand-200">{text}</p>
      {children ? <div className="relative mt-6">{children}</div> : null}
    </div>
  );
}
