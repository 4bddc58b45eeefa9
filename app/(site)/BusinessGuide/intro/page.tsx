import { complex, pageFor, unitTypes } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { SectionHeading } from "@/components/ui/section-heading";
import { ScrollRegion } from "@/components/ui/scroll-region";

const page = pageFor("/BusinessGuide/intro");
export const metadata = pageMetadata(page);

const n = (v: number) => v.toLocaleString("ko-KR");

export default function BusinessIntroPage() {
  const { figures } = complex;
  const highlights = [
    {
      label: "TOTAL",
      value: n(figures.households),
      unit: "세대",
      note: `일반분양 ${n(figures.generalSale)} · 임대 ${n(figures.rental)}`,
    },
    {
      label: "BUILDINGS",
      value: n(figures.buildings),
      unit: "개동",
      note: `지하 ${figures.floorsBelow}층 ~ 지상 ${figures.floorsAbove}층`,
    },
    { label: "MOVE-IN", value: figures.moveIn.replace(/\s*예정$/, ""), unit: "", note: "입주 예정" },
  ];
  const saleTotal = unitTypes.reduce((sum, u) => sum + u.households, 0);
  return (
    <PageShell page={page}>
      <ul className="grid gap-px bg-sand-200 desk:grid-cols-3" aria-label="주요 수치">
        {highlights.map((h) => (
          <li key={h.label} className="bg-ink-900 px-7 py-8 text-white desk:px-10 desk:py-10">
            <p className="ornament text-gold-400">{h.label}</p>
            <p className="mt-3 text-[34px] font-light tracking-headline desk:text-[42px]">
              {h.value}
              {h.unit ? <span className="ml-1 text-[18px] text-sand-200">{h.unit}</span> : null}
            </p>
            <p className="mt-1 text-[15px] text-sand-300">{h.note}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="overview-title" className="mt-16 desk:mt-24">
        <SectionHeading label="PROJECT OVERVIEW" title="사업개요" id="overview-title" />
        <table
          className="w-full border-t-2 border-ink-900 text-left text-[15px] desk:text-[16px]"
          data-testid="overview-table"
        >
          <caption className="sr-only">{complex.siteName} 사업개요</caption>
          <tbody>
            {complex.facts.map((f) => (
              <tr key={f.label} className="border-b border-sand-200">
                <th
                  scope="row"
                  className="w-32 bg-sand-100 px-4 py-4 align-top font-medium text-ink-900 desk:w-56 desk:px-8 desk:py-5"
                >
                  {f.label}
                </th>
                <td className="px-4 py-4 text-stone-700 desk:px-8 desk:py-5">{f.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="supply-title" className="mt-16 desk:mt-24">
        <SectionHeading label="SUPPLY BY TYPE" title="타입별 공급 세대" id="supply-title">
          일반분양 {n(figures.generalSale)}세대의 타입별 구성입니다. 임대 {n(figures.rental)}세대는 별도 공급됩니다.
        </SectionHeading>
        <ScrollRegion label="타입별 공급 세대 표" slidesBelow={480}>
          <table className="w-full min-w-[480px] border-t-2 border-ink-900 text-center text-[15px] desk:text-[16px]">
            <caption className="sr-only">타입별 전용면적과 일반분양 세대수</caption>
            <thead className="bg-sand-100 text-ink-900">
              <tr>
                <th scope="col" className="px-4 py-4 font-medium">
                  타입
                </th>
                <th scope="col" className="px-4 py-4 font-medium">
                  전용면적
                </th>
                <th scope="col" className="px-4 py-4 font-medium">
                  일반분양 세대수
                </th>
              </tr>
            </thead>
            <tbody className="text-stone-700">
              {unitTypes.map((u) => (
                <tr key={u.slug} className="border-b border-sand-200">
                  <th scope="row" className="px-4 py-4 font-medium text-ink-900">
                    {u.label}
                  </th>
                  <td className="px-4 py-4">{u.exclusiveArea.toFixed(2)}㎡</td>
                  <td className="px-4 py-4">{n(u.households)}세대</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-b border-ink-900 bg-sand-50 font-semibold text-ink-900">
                <th scope="row" className="px-4 py-4" colSpan={2}>
                  합계
                </th>
                <td className="px-4 py-4">{n(saleTotal)}세대</td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
        <p className="mt-4 text-[14px] text-stone-600">
          ※ 상기 면적과 세대수는 인허가 과정에서 변경될 수 있으며, 정확한 내용은 입주자 모집공고를 확인하시기 바랍니다.
        </p>
      </section>
    </PageShell>
  );
}
