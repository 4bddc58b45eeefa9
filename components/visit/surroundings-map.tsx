import type { ReactNode } from "react";
import { gold } from "@/lib/site/art/svg";
import { mapColors, renderSurroundingsMap } from "@/lib/site/art/surroundings-map";
import { surroundingsMap } from "@/lib/site/content/visit-map";
import { ArtImage } from "@/components/art/art-image";

// The model house's surroundings map (약도) in the directions section: the drawing itself is the
// static file /art/surroundings-map.svg (an <img> whose alt text is the drawing's own <title> and
// <desc>), so the booking page's HTML and RSC payload carry only this figure, its legend and its
// caption. No client JavaScript.

const legend: { label: string; symbol: ReactNode }[] = [
  {
    label: "견본주택",
    symbol: (
      <rect x="2" y="5" width="18" height="12" rx="1" fill={mapColors.modelHouse} stroke={gold[400]} strokeWidth="2" />
    ),
  },
  {
    label: "주차장",
    symbol: (
      <>
        <rect x="2" y="2" width="18" height="18" rx="3" fill={mapColors.parking} />
        <path d="M8 16V6h4a3 3 0 0 1 0 6H8" fill="none" stroke="#fff" strokeWidth="2" />
      </>
    ),
  },
  {
    label: "버스 정류장",
    symbol: (
      <>
        <circle cx="11" cy="11" r="10" fill={mapColors.stop} />
        <rect x="6" y="5.5" width="10" height="10" rx="2" fill="#fff" />
        <rect x="7.5" y="7.5" width="7" height="3.5" fill={mapColors.stop} />
      </>
    ),
  },
  {
    label: "역·환승",
    symbol: <circle cx="11" cy="11" r="8" fill={mapColors.station} stroke={gold[400]} strokeWidth="2" />,
  },
  {
    label: "도보 경로",
    symbol: <path d="M2 11h18" stroke={mapColors.walk} strokeWidth="3" strokeDasharray="1 4" strokeLinecap="round" />,
  },
];

export function SurroundingsMap() {
  return (
    <figure aria-labelledby="surroundings-map-caption" data-testid="surroundings-map" className="m-0">
      <div className="border border-sand-200 bg-white">
        <ArtImage svg={renderSurroundingsMap(surroundingsMap)} src="/art/surroundings-map.svg" />
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-[14px] text-stone-700" aria-label="약도 범례">
        {legend.map((item) => (
          <li key={item.label} className="inline-flex items-center gap-1.5">
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
              {item.symbol}
            </svg>
            {item.label}
          </li>
        ))}
      </ul>
      <figcaption id="surroundings-map-caption" className="mt-2 text-[13px] text-stone-600">
        견본주택 주변 약도(북쪽이 위) · 약도는 이해를 돕기 위한 것으로 실제 위치와 거리는 다를 수 있습니다.
      </figcaption>
    </figure>
  );
}
