import { Link } from "@/components/ui/link";
import { pageFor, complex } from "@/lib/site/content";
import { categoryLabels, location, placeCategories, places } from "@/lib/site/content/location";
import { MAP_W, renderLocationMap } from "@/lib/site/art/location-map";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { FigureFrame } from "@/components/art/figure-frame";
import { InlineSvg } from "@/components/art/inline-svg";
import { PhotoFigure } from "@/components/art/photo-figure";
import { picture } from "@/lib/site/media/pictures";
import { NoticeBox } from "@/components/art/notice-box";
import { SectionHeading } from "@/components/art/section-heading";

const page = pageFor("/LocationEnvironment/intro");
export const metadata = pageMetadata(page);

export default function LocationIntroPage() {
  const photo = picture("locationMap");
  return (
    <PageShell page={page}>
      <SectionHeading label="LOCATION" title={location.heading}>
        <p>{page.description}</p>
      </SectionHeading>

      {photo ? (
        <PhotoFigure
          picture={photo}
          captionId="location-map-caption"
          caption={"입지 안내 지도 · 번호는 아래 목록과 같습니다. 소요 시간은 현장 기준 예상치입니다."}
          preload
        />
      ) : (
        <FigureFrame
          captionId="location-map-caption"
          focus={{ x: location.site.x / MAP_W, fullHref: "/art/location-map.svg", what: location.site.label }}
          caption="입지 안내 지도 · 번호는 아래 목록과 같습니다. 소요 시간은 현장 기준 예상치입니다."
        >
          <InlineSvg svg={renderLocationMap()} />
        </FigureFrame>
      )}

      <section aria-labelledby="places-heading" className="mt-16 desk:mt-24">
        <SectionHeading label="LOCATION POINT" title="생활권 한눈에 보기" id="places-heading" />
        <div className="mt-8 grid gap-px bg-sand-200 desk:grid-cols-5">
          {placeCategories.map((c) => {
            const items = places.map((p, i) => ({ ...p, no: i + 1 })).filter((p) => p.category === c);
            return (
              <section key={c} aria-labelledby={`cat-${c}`} className="bg-white p-6">
                <p className="ornament" style={{ color: categoryLabels[c].color }}>
                  {categoryLabels[c].english}
                </p>
                <h3 id={`cat-${c}`} className="mt-2 text-[20px] font-medium text-ink-900">
                  {categoryLabels[c].title}
                </h3>
                <ol className="mt-4 space-y-3">
                  {items.map((p) => (
                    <li key={p.name} className="flex items-start gap-3 text-[15px]">
                      <span
                        aria-hidden="true"
                        className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold text-white"
                        style={{ backgroundColor: categoryLabels[c].color }}
                      >
                        {p.no}
                      </span>
                      <span>
                        <span className="block font-medium text-ink-900">{p.name}</span>
                        <span className="block text-[14px] text-stone-600">{p.time}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      </section>

      <div className="mt-12 flex flex-col items-start justify-between gap-6 border-y border-sand-200 py-8 desk:flex-row desk:items-center">
        <p className="text-[18px] font-light text-ink-900 desk:text-[22px]">
          입지가 만드는 프리미엄, 자세히 알아보세요.
        </p>
        <Link
          href="/LocationEnvironment/primium"
          className="inline-block bg-gold-500 px-7 py-3.5 text-[15px] font-semibold text-ink-950 hover:bg-gold-400"
        >
          프리미엄 보기
        </Link>
      </div>

      <div className="mt-12">
        <NoticeBox items={[...complex.disclaimers, "소요 시간은 교통 상황과 이동 경로에 따라 달라질 수 있습니다."]} />
      </div>
    </PageShell>
  );
}
