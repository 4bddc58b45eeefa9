"use client";

import { useId, useState, type CSSProperties } from "react";
import { TabButton } from "@/components/media/tab-button";
import { groupDigits } from "@/lib/platform/format/digits";

/** A builder's floor plan as the viewer shows it: its srcsets, its size and its alt text (components/home/sections/unit-plan.tsx). */
export type ViewerPhoto = { avif: string; webp: string; src: string; width: number; height: number; alt: string };
export type ViewerType = {
  label: string;
  slug: string;
  area: number;
  households: number;
  image: string;
  photo?: ViewerPhoto;
};

const VIEWER_SIZES = "(max-width: 900px) calc(100vw - 72px), 760px";

/** Tabs in one row on a desktop up to 6 types, in rows of at most 6 beyond; on a phone rows of 3 (4 for 4, 7 or 8 types). */
function tabColumns(count: number): CSSProperties {
  const rows = Math.ceil(count / 6);
  const desk = Math.ceil(count / rows);
  const mobile = count <= 3 ? count : count % 3 === 0 || count > 8 || count === 5 ? 3 : 4;
  return { "--cols": desk, "--cols-m": mobile } as CSSProperties;
}

const arrow =
  "flex h-11 w-11 items-center justify-center border border-ink-900/20 bg-white text-ink-900 transition-opacity hover:border-ink-900 disabled:cursor-default disabled:opacity-30 disabled:hover:border-ink-900/20";

/**
 * The unit-type viewer: type tabs, previous/next arrows (dimmed and disabled at the ends), a plan
 * that fades in. The plans are our own SVG files, shown as images: the browser fetches the one
 * chosen (and caches it), and the page carries no plan markup of its own.
 */
export function UnitViewer({ types }: { types: ViewerType[] }) {
  const [selected, setSelected] = useState(0);
  // The first plan is shown as soon as it paints; a newly chosen one fades in once loaded.
  const [shown, setShown] = useState(true);
  const base = useId();
  const type = types[selected];

  const select = (i: number) => {
    if (i === selected || i < 0 || i >= types.length) return;
    setShown(false);
    setSelected(i);
  };
  if (!type) return null;
  const atStart = selected === 0;
  const atEnd = selected === types.length - 1;

  return (
    <div data-testid="unit-viewer" data-type={type.label}>
      <div
        role="tablist"
        aria-label="타입 선택"
        className="grid grid-cols-[repeat(var(--cols-m),minmax(0,1fr))] gap-1.5 desk:grid-cols-[repeat(var(--cols),minmax(0,1fr))]"
        style={tabColumns(types.length)}
      >
        {types.map((t, i) => {
          const active = i === selected;
          return (
            <TabButton
              key={t.slug}
              id={`${base}-tab-${i}`}
              panelId={`${base}-panel`}
              index={i}
              count={types.length}
              active={active}
              onSelect={select}
              className={`border py-2.5 text-[15px] font-medium transition-colors ${active ? "border-ink-900 bg-ink-900 text-white" : "border-sand-300 bg-white text-stone-700 hover:border-ink-900"}`}
            >
              {t.label}
            </TabButton>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${selected}`}
        className="mt-4 border border-sand-200 bg-white"
      >
        <div className="relative flex h-[300px] items-center justify-center p-4 desk:h-[min(46vh,400px)]">
          <div
            data-shown={shown ? "true" : "false"}
            data-testid="unit-image"
            data-slug={type.slug}
            className="h-full w-full transition-opacity duration-500 ease-out motion-reduce:transition-none"
            style={{ opacity: shown ? 1 : 0 }}
          >
            {/* The builder's plan (AVIF or WebP, encoded at build time) where the content gives one, else our SVG file. */}
            <picture key={type.slug}>
              {type.photo ? (
                <>
                  <source type="image/avif" srcSet={type.photo.avif} sizes={VIEWER_SIZES} />
                  <source type="image/webp" srcSet={type.photo.webp} sizes={VIEWER_SIZES} />
                </>
              ) : null}
              <img
                src={type.photo?.src ?? type.image}
                alt={type.photo?.alt ?? `${type.label} 타입 평면도`}
                width={type.photo?.width}
                height={type.photo?.height}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-contain"
                onLoad={() => setShown(true)}
                onError={() => setShown(true)}
              />
            </picture>
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-sand-200 px-4 py-3">
          <button
            type="button"
            className={arrow}
            onClick={() => select(selected - 1)}
            disabled={atStart}
            aria-label="이전 타입"
            data-testid="unit-prev"
          >
            <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <p className="text-center text-[14px] text-stone-700 desk:text-[15px]" aria-live="polite">
            <strong className="font-medium text-ink-900">{type.label}</strong> 타입 · 전용 {type.area}㎡ ·{" "}
            {groupDigits(type.households)}세대
          </p>
          <button
            type="button"
            className={arrow}
            onClick={() => select(selected + 1)}
            disabled={atEnd}
            aria-label="다음 타입"
            data-testid="unit-next"
          >
            <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
}
