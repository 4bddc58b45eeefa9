import { modelHouse, visitNotice } from "@/lib/site/content/visit-booking";
import { env } from "@/lib/env";
import { mapLinks } from "@/lib/site/content/directions";
import { CopyAddress } from "./copy-address";
import { SurroundingsMap } from "./surroundings-map";

/** 오시는 길: the model house's address (with a copy button), its surroundings map, map links, parking and transport. Anchor #directions. */
export function Directions() {
  const links = mapLinks({ name: modelHouse.name, coordinates: modelHouse.coordinates }, env().SITE_URL);
  return (
    <section
      id="directions"
      aria-labelledby="directions-title"
      className="mt-16 scroll-mt-24 border-t border-sand-300 pt-12"
    >
      <h2 id="directions-title" className="text-2xl font-semibold text-ink-900">
        오시는 길
      </h2>
      <p className="mt-2 text-[15px] text-stone-700">견본주택 위치와 주차, 대중교통 이용 방법을 안내해 드립니다.</p>
      {/* Phone: address, map, map links, parking and transport. Desktop: the text on the left, the map beside it. */}
      <div className="mt-6 grid items-start gap-x-12 gap-y-8 desk:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <dl className="grid gap-x-6 gap-y-4 text-[15px] desk:col-start-1 desk:grid-cols-[7rem_1fr]">
          <dt className="font-semibold text-ink-900">견본주택 주소</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <span data-testid="model-house-address">{modelHouse.address}</span>
            <CopyAddress address={modelHouse.address} />
          </dd>
          <dt className="font-semibold text-ink-900">대표번호</dt>
          <dd>
            <a href={`tel:${modelHouse.phone.replace(/-/g, "")}`} className="underline underline-offset-4">
              {modelHouse.phone}
            </a>
          </dd>
        </dl>
        <div className="desk:col-start-2 desk:row-span-3 desk:row-start-1">
          <SurroundingsMap />
        </div>
        <div className="desk:col-start-1">
          <h3 className="text-lg font-semibold text-ink-900">지도 앱으로 보기</h3>
          <ul className="mt-3 flex flex-wrap gap-3" data-testid="map-links">
            {links.map((link) => (
              <li key={link.provider}>
                <a
                  href={link.web ?? link.app}
                  data-provider={link.provider}
                  className="inline-flex min-h-11 items-center border border-ink-900 bg-white px-4 text-[14px] font-medium text-ink-900 hover:bg-ink-900 hover:text-white"
                  {...(link.web ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {link.label}에서 {link.web ? "보기" : "길찾기"}
                  {link.web ? <span className="sr-only"> (새 창)</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-8 desk:col-start-1">
          <GuideLines title="주차 안내" lines={modelHouse.parking} />
          <GuideLines title="대중교통 안내" lines={modelHouse.transit} />
        </div>
      </div>
      <ul className="mt-8 grid gap-1 text-[13px] text-stone-600">
        {visitNotice.map((n) => (
          <li key={n}>※ {n}</li>
        ))}
      </ul>
    </section>
  );
}

/** A titled list of guide lines (parking, transport): "title · text". */
function GuideLines({ title, lines }: { title: string; lines: { title: string; text: string }[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
      <ul className="mt-3 grid gap-2 text-[15px] text-stone-800">
        {lines.map((line) => (
          <li key={line.title}>
            <strong className="font-semibold text-ink-900">{line.title}</strong> · {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
