import { pageFor } from "@/lib/site/content";
import {
  buildingHouseholds,
  buildings,
  complexGuideNotes,
  sitePlanFeatures,
  topFloor,
  typeLabel,
  unitNumber,
  viewKinds,
  viewLabels,
} from "@/lib/site/content/buildings";
import { josa } from "@/lib/site/content/korean";
import { renderUnitLayout } from "@/lib/site/art/unit-layout";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { FigureFrame } from "@/components/art/figure-frame";
import { InlineSvg } from "@/components/art/inline-svg";
import { PhotoFigure } from "@/components/art/photo-figure";
import { picture } from "@/lib/site/media/pictures";
import { NoticeBox } from "@/components/art/notice-box";
import { SectionHeading } from "@/components/art/section-heading";
import { ScrollRegion } from "@/components/ui/scroll-region";

const page = pageFor("/ComplexGuide/detailintro");
export const metadata = pageMetadata(page);

const chip = {
  full: "bg-gold-500 text-ink-950 border-gold-600",
  partial: "bg-gold-300/60 text-ink-900 border-gold-400",
  none: "bg-white text-ink-900 border-sand-300",
} as const;

export default function UnitLayoutPage() {
  const photo = picture("unitLayout");
  const frontRow = buildings
    .filter((b) => b.lines.length > 0 && b.lines.every((l) => l.view === "full"))
    .map((b) => `${b.no}동`)
    .join(", ");
  // The example is a real unit: the top floor of the first building's first line.
  const example = buildings[0];
  const exampleLine = example?.lines[0];
  return (
    <PageShell page={page}>
      <SectionHeading label="UNIT LAYOUT" title={sitePlanFeatures.headings.unitLayout}>
        <p>
          {frontRow ? `앞줄 ${frontRow}${josa(frontRow, "은/는")} ${sitePlanFeatures.headings.frontRow}` : null}
          {example && exampleLine
            ? ` 호수는 층과 라인 번호로 표기합니다. 예를 들어 ${example.no}동 ${unitNumber(exampleLine.to, exampleLine.line)}${josa(unitNumber(exampleLine.to, exampleLine.line), "은/는")} ${exampleLine.to}층 ${exampleLine.line}호 라인입니다.`
            : null}
        </p>
      </SectionHeading>

      {photo ? (
        <PhotoFigure
          picture={photo}
          captionId="unit-layout-caption"
          caption={sitePlanFeatures.headings.unitLayoutCaption}
          preload
        />
      ) : (
        <FigureFrame captionId="unit-layout-caption" caption={sitePlanFeatures.headings.unitLayoutCaption}>
          <InlineSvg svg={renderUnitLayout()} />
        </FigureFrame>
      )}

      <section aria-labelledby="lines-heading" className="mt-16 desk:mt-24">
        <SectionHeading label="LINE GUIDE" title="동별 라인 구성" id="lines-heading" />
        <ul className="mt-5 flex flex-wrap gap-4 text-[14px] text-stone-700" aria-label="범례">
          {viewKinds.map((v) => (
            <li key={v} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block h-3.5 w-5 border ${chip[v]}`} />
              {viewLabels[v]}
            </li>
          ))}
        </ul>
        <ScrollRegion label="동·호수 배치 표" className="mt-6" slidesBelow={560}>
          <table className="w-full min-w-[560px] border-t border-ink-900 text-[15px]">
            <caption className="sr-only">동별 라인, 타입, 층, 조망</caption>
            <thead>
              <tr className="border-b border-sand-300 text-[14px] text-stone-600">
                <th scope="col" className="px-4 py-3 text-left font-medium">
                  동
                </th>
                <th scope="col" className="px-4 py-3 text-left font-medium">
                  라인별 타입 (조망)
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  층 / 세대
                </th>
              </tr>
            </thead>
            <tbody>
              {buildings.map((b) => (
                <tr key={b.no} className="border-b border-sand-200 align-top">
                  <th scope="row" className="px-4 py-4 text-left font-medium text-ink-900">
                    {b.no}동
                  </th>
                  <td className="px-4 py-4">
                    <ul className="flex flex-wrap gap-2">
                      {b.lines.map((l) => (
                        <li key={l.line} className={`relative border px-2.5 py-1 text-[13px] ${chip[l.view]}`}>
                          <span className="font-semibold">{l.line}호</span> {typeLabel(l.type)}
                          <span className="sr-only">
                            {" "}
                            · {viewLabels[l.view]} · {l.from}~{l.to}층
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="whitespace-nowrap px-4 py-4 text-right tabular-nums text-stone-700">
                    {topFloor(b)}층 · {buildingHouseholds(b)}세대
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <div className="mt-12">
        <NoticeBox items={complexGuideNotes} />
      </div>
    </PageShell>
  );
}
