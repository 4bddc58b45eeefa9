"use client";

import { useId, useState } from "react";
import { TabButton } from "@/components/media/tab-button";

export type VrTab = { label: string; url?: string };

/** Unit-type tabs over the virtual-tour frame; a type without a tour shows a "being prepared" panel. */
export function VrTabs({ tours, initial, hint, children }: { tours: VrTab[]; initial: string; hint: string; children?: React.ReactNode }) {
  const base = useId();
  const [selected, setSelected] = useState(() => Math.max(0, tours.findIndex((t) => t.label === initial)));
  const tour = tours[selected];
  return (
    <div>
      <div role="tablist" aria-label="VR 타입 선택" className="flex flex-wrap justify-center gap-2" data-testid="vr-tabs">
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
                active ? "border-ink-900 bg-ink-900 text-white" : "border-sand-300 bg-white text-stone-700 hover:border-ink-900"
              }`}
            >
              {t.label}
            </TabButton>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`} className="mt-8" data-testid="vr-panel" data-type={tour?.label}>
        {tour?.url ? (
          <>
            <p className="mb-3 text-center text-[15px] text-stone-700">{hint}</p>
            <iframe src={tour.url} title={`${tour.label} 타입 E-모델하우스 VR 투어`} className="block h-[420px] w-full border-0 bg-ink-950 desk:h-[640px]" allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" allowFullScreen />
          </>
        ) : (
          <div className="relative flex min-h-[360px] flex-col items-center justify-center overflow-hidden bg-ink-900 px-6 py-16 text-center text-white desk:min-h-[560px]">
            <svg className="pointer-events-none absolute inset-0 h-full w-full" viewBox="0 0 800 480" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
              <g fill="none" stroke="#d2b57f" strokeOpacity="0.22">
                <path d="M120 420L300 300h200l180 120M300 300V120h200v180M300 120L120 40M500 120l180-80M120 40v380M680 40v380" />
                <path d="M340 300v-120h50v120M420 170h50v60h-50z" />
              </g>
            </svg>
            <p className="ornament relative text-gold-400">E-MODEL HOUSE · {tour?.label}</p>
            <p className="relative mt-4 text-[24px] font-light desk:text-[30px]">{tour?.label} 타입 VR 투어를 준비하고 있습니다</p>
            <p className="relative mt-3 max-w-md text-[15px] text-sand-200">
              준비가 끝나면 이 화면을 클릭해 바로 둘러보실 수 있습니다. 그 전에는 견본주택 방문예약으로 실제 공간을 만나보세요.
            </p>
            <div className="relative mt-8">{children}</div>
          </div>
        )}
      </div>
    </div>
  );
}
