import { complex, pageFor } from "@/lib/site/content";
import {
  buildingHouseholds,
  buildings,
  complexGuideNotes,
  sitePlanFeatures,
  sitePlanPoints,
  topFloor,
} from "@/lib/site/content/buildings";
import { gridColumns } from "@/components/ui/grid-columns";
import { renderSitePlan } from "@/lib/site/art/site-plan";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { FigureFrame } from "@/components/art/figure-frame";
import { InlineSvg } from "@/components/art/inline-svg";
import { PhotoFigure } from "@/components/art/photo-figure";
import { picture } from "@/lib/site/media/pictures";
import { NoticeBox } from "@/components/art/notice-box";
import { SectionHeading } from "@/components/art/section-heading";
import { ScrollRegion } from "@/components/ui/scroll-region";

const page = pageFor("/ComplexGuide/intro");
export const metadata = pageMetadata(page);

export default function SitePlanPage() {
  const photo = picture("sitePlan");
  const f = complex.figures;
  const stats = [
    { label: "동수", value: `${f.buildings}개동` },
    { label: "규모", value: `지하 ${f.floorsBelow}층 ~ 지상 ${f.floorsAbove}층` },
    { label: "세대수", value: `총 ${f.households.toLocaleString("ko-KR")}세대` },
    { label: "대지면적", value: complex.facts.find((x) => x.label === "대지면적")?.value ?? "" },
  ];
  return (
    <PageShell page={page}>
      <SectionHeading label="SITE PLAN" title={sitePlanFeatures.headings.sitePlan}>
        <p>{page.description}</p>
      </SectionHeading>
      <dl className="mt-8 grid grid-cols-2 border-y border-sand-200 desk:grid-cols-4">
        {stats.map((s) => (
          <div
            key={s.label}
            className="border-sand-200 px-2 py-5 odd:border-r desk:border-r desk:px-6 desk:last:border-r-0"
          >
            <dt className="text-[13px] text-stone-600">{s.label}</dt>
            <dd className="mt-1 text-[18px] font-medium tracking-headline text-ink-900 desk:text-[22px]">{s.value}</dd>
          </div>
        ))}
      </dl>

      {photo ? (
        <PhotoFigure
          picture={photo}
          captionId="site-plan-caption"
          caption={sitePlanFeatures.headings.sitePlanCaption}
          preload
        />
      ) : (
        <FigureFrame captionId="site-plan-caption" caption={sitePlanFeatures.headings.sitePlanCaption}>
          <InlineSvg svg={renderSitePlan()} />
        </FigureFrame>
      )}

      <section aria-labelledby="points-heading" className="mt-16 desk:mt-24">
        <SectionHeading label="DESIGN POINT" title="배치 특화 포인트" id="points-heading" />
        <ol
          className="mt-8 grid gap-px bg-sand-200 desk:grid-cols-[repeat(var(--cols),minmax(0,1fr))]"
          style={gridColumns(sitePlanPoints.length, 4)}
        >
          {sitePlanPoints.map((p, i) => (
            <li key={p.title} className="bg-sand-50 p-6">
              <span className="ornament text-gold-700">{`POINT ${String(i + 1).padStart(2, "0")}`}</span>
              <h3 className="mt-3 text-[19px] font-medium text-ink-900">{p.title}</h3>
              <p className="mt-2 text-[15px] text-stone-600">{p.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="buildings-heading" className="mt-16 desk:mt-24">
        <SectionHeading label="BUILDINGS" title="동별 규모" id="buildings-heading" />
        <ScrollRegion label="동별 규모 표" className="mt-6" slidesBelow={420}>
          <table className="w-full min-w-[420px] border-t border-ink-900 text-[15px]">
            <caption className="sr-only">동별 최고층수, 라인 수, 세대수</caption>
            <thead>
              <tr className="border-b border-sand-300 text-[14px] text-stone-600">
                <th scope="col" className="px-4 py-3 text-left font-medium">
                  동
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  최고층
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  라인
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  세대수
                </th>
              </tr>
            </thead>
            <tbody>
              {buildings.map((b) => (
                <tr key={b.no} className="border-b border-sand-200">
                  <th scope="row" className="px-4 py-3 text-left font-medium text-ink-900">
                    {b.no}동
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums text-stone-700">{topFloor(b)}층</td>
                  <td className="px-4 py-3 text-right tabular-nums text-stone-700">{b.lines.length}개</td>
                  <td className="px-4 py-3 text-right tabular-nums text-stone-700">{buildingHouseholds(b)}세대</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-b border-ink-900">
                <th scope="row" className="px-4 py-3 text-left font-semibold text-ink-900">
                  합계
                </th>
                <td className="px-4 py-3" />
                <td className="px-4 py-3 text-right tabular-nums font-semibold">
                  {buildings.reduce((s, b) => s + b.lines.length, 0)}개
                </td>
                <td className="px-4 py-3 text-right tabular-nums font-semibold">
                  {f.households.toLocaleString("ko-KR")}세대
                </td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      </section>

      <div className="mt-12">
        <NoticeBox items={complexGuideNotes} />
      </div>
    </PageShell>
  );
}
