"use client";

import { useId, useState } from "react";
import { TabButton } from "@/components/media/tab-button";

export type VrTab = { label: string; url?: string };

/**
 * Unit-type tabs over the virtual-tour frame, used only when at least one tour has an address. The
 * hint ("click to start") stands only above a frame; a type without a tour shows `pending(label)`.
 */
export function VrTabs({
  tours,
  initial,
  hint,
  pending,
}: {
  tours: VrTab[];
  initial: string;
  hint: string;
  pending: Record<string, React.ReactNode>;
}) {
  const base = useId();
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tours.findIndex((t) => t.label === initial),
    ),
  );
  const tour = tours[selected];
  return (
    <div>
      <div
        role="tablist"
        aria-label="VR 타입 선택"
        className="flex flex-wrap justify-center gap-2"
        data-testid="vr-tabs"
      >
        {tours.map((t, i) => {
          const active = i === selected;
          return (
            <TabButton
              key={t.label}
              id={`${base}-tab-${i}`}
              panelId={`${base}-panel`}
              index={i}
              count={tours.length}
              active={active}
              onSelect={setSelected}
              className={`min-w-20 border px-5 py-2.5 text-[15px] font-medium transition-colors ${
                active
                  ? "border-ink-900 bg-ink-900 text-white"
                  : "border-sand-300 bg-white text-stone-700 hover:border-ink-900"
              }`}
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
        className="mt-8"
        data-testid="vr-panel"
        data-type={tour?.label}
      >
        {tour?.url ? (
          <>
            <p className="mb-3 text-center text-[15px] text-stone-700">{hint}</p>
            <iframe
              src={tour.url}
              title={`${tour.label} 타입 E-모델하우스 VR 투어`}
              className="block h-[420px] w-full border-0 bg-ink-950 desk:h-[640px]"
              allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
              allowFullScreen
            />
          </>
        ) : (
          tour && pending[tour.label]
        )}
      </div>
    </div>
  );
}
