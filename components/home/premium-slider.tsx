"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { PremiumSlide } from "@/lib/site/content/home";
import { SLIDE_INTERVAL_MS, swipeStep, wrapSlide } from "./slider-state";

/**
 * The mobile premium slider: advances every 6 s and wraps, a swipe of more than 50 px moves
 * it, dots jump to a slide. It stops while hovered or focused, has a pause button, and never
 * moves by itself when the visitor prefers reduced motion. `images` are the slides' pictures, rendered
 * on the server (components/art/photo.tsx), one per slide.
 */
export function PremiumSlider({
  slides,
  images,
  label,
}: {
  slides: PremiumSlide[];
  images: ReactNode[];
  label: string;
}) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [reduced, setReduced] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const base = useId();
  const count = slides.length;
  // Pictures are drawn for the slides seen so far and the one after: the rest sit beside the first in
  // the track, within the browser's lazy-loading distance, and would all load with the page (five
  // pictures, about 50 KB, on the phone's first load). Updated during render, as React recommends.
  const [reach, setReach] = useState(1);
  if (current + 1 > reach) setReach(current + 1);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const moving = playing && !reduced && !hovered && !focused;
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setCurrent((i) => wrapSlide(i + 1, count)), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [moving, current, count]);

  const go = (i: number) => setCurrent(wrapSlide(i, count));

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="premium-slider"
      data-current={current}
      data-playing={moving ? "true" : "false"}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="relative touch-pan-y overflow-hidden bg-ink-900"
        data-testid="premium-slider-track"
        onPointerDown={(e) => {
          start.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e) => {
          if (!start.current) return;
          const step = swipeStep(e.clientX - start.current.x, e.clientY - start.current.y);
          start.current = null;
          if (step) go(current + step);
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={moving ? "off" : "polite"}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.label}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i === current ? undefined : true}
              id={`${base}-slide-${i}`}
              className="relative w-full shrink-0"
              data-slide={i}
            >
              <div className="relative aspect-[4/5] w-full">
                {i <= reach ? images[i] : null}
                <div className="absolute inset-0 bg-gradient-to-t from-ink-950 via-ink-950/45 to-ink-950/5" />
              </div>
              <div className="absolute inset-x-0 bottom-0 px-6 pb-20 text-white">
                <p className="ornament text-gold-300">
                  PREMIUM {String(i + 1).padStart(2, "0")} · {slide.label}
                </p>
                <h3 className="mt-3 text-[26px] font-light leading-snug">{slide.title}</h3>
                <p className="mt-2 text-[16px] leading-relaxed text-sand-100">{slide.text}</p>
                {slide.basis ? <p className="mt-2 text-[12px] text-sand-300">※ {slide.basis}</p> : null}
              </div>
            </div>
          ))}
        </div>

        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 px-6 pb-6">
          <div className="flex items-center gap-1" role="group" aria-label="슬라이드 선택">
            {slides.map((slide, i) => (
              <button
                key={slide.label}
                type="button"
                aria-label={`${i + 1}번째 슬라이드: ${slide.title}`}
                aria-current={i === current ? "true" : undefined}
                aria-controls={`${base}-slide-${i}`}
                onClick={() => go(i)}
                className="group flex h-8 items-center px-1"
                data-testid="slider-dot"
              >
                <span
                  className={`block h-[3px] transition-all duration-300 ${i === current ? "w-7 bg-gold-400" : "w-3 bg-white/50 group-hover:bg-white"}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? "자동 넘김 멈춤" : "자동 넘김 재생"}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-white/50 text-white hover:border-white"
            data-testid="slider-toggle"
          >
            {playing ? (
              <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
                <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
                <path d="M4 2l10 6-10 6z" fill="currentColor" />
              </svg>
            )}
          </button>
        </div>
      </div>
    </div>
  );
}
