"use client";

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";

const noSubscription = () => () => {};

export type GallerySlide = { picture: ReactNode; caption?: string };

/**
 * A builder's photos, one at a time, large, with a count ("3 / 8") and a caption. The slides sit in
 * a track that scrolls sideways and snaps to each, so a finger swipes them and a page without
 * JavaScript still shows every one; with it come the previous and next buttons and the keys: the
 * arrows, Home and End on the focused track. Each picture is whole (contained in the frame, never
 * cropped). `slides` are pictures rendered on the server (components/art/photo.tsx).
 */
export function PhotoGallery({
  label,
  slides,
  frame = "aspect-[3/2] bg-ink-900",
  testId,
}: {
  label: string;
  slides: GallerySlide[];
  frame?: string;
  testId?: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // False in the server's HTML and until hydration: the buttons need JavaScript to work.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const base = useId();
  const count = slides.length;

  // The slide after the one shown is fetched at once, so a swipe never waits for it.
  useEffect(() => {
    const next = track.current?.children[current + 1]?.querySelector("img");
    if (next) next.loading = "eager";
  }, [current]);

  const go = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el) return;
      const to = Math.max(0, Math.min(count - 1, i));
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollTo({ left: to * el.clientWidth, behavior: reduce ? "instant" : "smooth" });
      setCurrent(to);
    },
    [count],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };

  return (
    <div aria-roledescription="carousel" role="region" aria-label={label} data-testid={testId} data-current={current}>
      <div
        ref={track}
        tabIndex={0}
        aria-label={`${label}: 좌우로 넘겨 보세요`}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        onKeyDown={onKeyDown}
        onScroll={(e) => {
          const el = e.currentTarget;
          const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (at !== current) setCurrent(Math.max(0, Math.min(count - 1, at)));
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            id={`${base}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            className="w-full shrink-0 snap-center snap-always"
            data-slide={i}
          >
            <figure>
              <div className={`relative w-full overflow-hidden ${frame}`}>{slide.picture}</div>
              <figcaption className="mt-3 flex gap-3 text-[14px] text-stone-600">
                {/* The count, until the buttons (and the count beside them) are there. */}
                {count > 1 && !ready ? (
                  <span className="shrink-0 font-medium tabular-nums text-ink-900" data-testid="gallery-count">
                    {i + 1} / {count}
                  </span>
                ) : null}
                {slide.caption ? <span>{slide.caption}</span> : null}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      {/* The row is there from the first paint, so the buttons that hydration shows move nothing below them. */}
      {count > 1 ? (
        <div className="mt-4 flex h-11 items-center gap-2">
          <div className={`flex gap-2 ${ready ? "" : "invisible"}`} aria-hidden={ready ? undefined : true}>
            <GalleryButton
              label="이전 사진"
              disabled={!ready || current === 0}
              onClick={() => go(current - 1)}
              controls={`${base}-${current - 1}`}
              direction="prev"
            />
            <GalleryButton
              label="다음 사진"
              disabled={!ready || current === count - 1}
              onClick={() => go(current + 1)}
              controls={`${base}-${current + 1}`}
              direction="next"
            />
          </div>
          {ready ? (
            <p className="ml-2 text-[14px] text-stone-600" aria-live="polite" data-testid="gallery-status">
              <span className="sr-only">{label} </span>
              {current + 1} / {count}
              {slides[current]?.caption ? <span className="sr-only"> {slides[current]!.caption}</span> : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function GalleryButton({
  label,
  disabled,
  onClick,
  controls,
  direction,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  controls: string;
  direction: "prev" | "next";
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={disabled ? undefined : controls}
      disabled={disabled}
      onClick={onClick}
      data-testid={`gallery-${direction}`}
      className="flex h-11 w-11 items-center justify-center border border-ink-900/20 bg-white text-ink-900 transition-opacity hover:border-ink-900 disabled:cursor-default disabled:opacity-30"
    >
      <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
        <path
          d={direction === "prev" ? "M10 3L5 8l5 5" : "M6 3l5 5-5 5"}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    </button>
  );
}
