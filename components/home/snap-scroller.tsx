"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useRegistrationPopup } from "@/components/leads/registration-popup-context";
import { indexForScroll, initialWheelState, scrollTargetFor, wheelStep } from "./wheel-state";

const DESKTOP = "(min-width: 901px)";
const FOCUS_BLOCKS_WHEEL = "input, textarea, select, button";

/**
 * Desktop full-page snap scroll: one section per wheel tick (see wheel-state.ts). Keys are
 * left to the browser; when the page moves some other way the index follows it, so the
 * next tick continues from where the visitor is. While ignored, the wheel scrolls natively.
 */
export function SnapScroller({ children }: { children: ReactNode }) {
  const { isOpen } = useRegistrationPopup();
  const popupOpen = useRef(isOpen);
  const state = useRef(initialWheelState);
  const [index, setIndex] = useState(initialWheelState.index);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    popupOpen.current = isOpen;
  }, [isOpen]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;
    const clampedTarget = (i: number) => Math.min(scrollTargetFor(i, window.innerHeight), Math.max(0, maxScroll()));

    const sync = () => {
      const y = window.scrollY;
      // Still where the current index put us (the footer clamps the last target): keep it.
      if (Math.abs(y - clampedTarget(state.current.index)) < 2) return;
      const next = indexForScroll(y, window.innerHeight, maxScroll());
      state.current = { ...state.current, index: next };
      setIndex(next);
    };

    const onWheel = (event: WheelEvent) => {
      const active = document.activeElement;
      const ignored =
        !desktop.matches || popupOpen.current || (active instanceof Element && active.matches(FOCUS_BLOCKS_WHEEL));
      if (ignored || event.ctrlKey) return;
      event.preventDefault();
      const next = wheelStep(state.current, { deltaY: event.deltaY, now: performance.now(), ignored: false });
      if (next === state.current) return;
      state.current = next;
      setIndex(next.index);
      window.scrollTo({
        top: scrollTargetFor(next.index, window.innerHeight),
        behavior: reduced.matches ? "instant" : "smooth",
      });
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    const hasScrollEnd = "onscrollend" in window;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(sync, 150);
    };

    sync();
    // Tells tests (and nothing else) that the wheel handler is attached.
    container.current?.setAttribute("data-ready", "true");
    window.addEventListener("wheel", onWheel, { passive: false });
    if (hasScrollEnd) window.addEventListener("scrollend", sync);
    else window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", sync);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("wheel", onWheel);
      window.removeEventListener("scrollend", sync);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", sync);
    };
  }, []);

  return (
    <div ref={container} data-testid="home-snap" data-section-index={index}>
      {children}
    </div>
  );
}
