import { ScrollRegion } from "@/components/ui/scroll-region";
import type { FunnelData } from "@/lib/office";
import { formatWait, type FunnelRow } from "@/lib/leads";
import { formatDateKo } from "@/lib/site/content/visit-calendar";

const percent = new Intl.NumberFormat("ko-KR", { style: "percent", maximumFractionDigits: 0 });
const share = (part: number, whole: number) => (whole > 0 ? ` (${percent.format(part / whole)})` : "");

function Rows({
  caption,
  head,
  rows,
  label,
}: {
  caption: string;
  head: string;
  rows: FunnelRow[];
  label: (key: string) => string;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[560px] border-collapse text-[14px]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink-900 text-left">
            <th scope="col" className="py-2 pr-3 font-medium">
              {head}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              신청
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              통화
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              방문
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              계약
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              첫 통화까지(중앙값)
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              90%
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-sand-200">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {label(r.key)}
              </th>
              <td className="py-2 pr-3 text-right">{r.leads}</td>
              <td className="py-2 pr-3 text-right">
                {r.called}
                {share(r.called, r.leads)}
              </td>
              <td className="py-2 pr-3 text-right">
                {r.visited}
                {share(r.visited, r.leads)}
              </td>
              <td className="py-2 pr-3 text-right font-medium">
                {r.contracted}
                {share(r.contracted, r.leads)}
              </td>
              <td className="py-2 pr-3 text-right">{formatWait(r.firstCallMedianMs)}</td>
              <td className="py-2 text-right">{formatWait(r.firstCallP90Ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Leads → called → visited → contracted, by campaign and by week, from the sales desk's stages. */
export function FunnelTable({ data }: { data: FunnelData }) {
  const t = data.total;
  return (
    <section
      aria-labelledby="funnel-title"
      className="border border-sand-200 bg-white p-5 desk:p-6"
      data-testid="funnel"
    >
      <h2 id="funnel-title" className="text-[19px] font-semibold text-ink-900">
        상담 진행 현황
      </h2>
      <p className="mt-1 text-[15px] text-stone-600" data-testid="funnel-summary">
        최근 {data.days}일 신청 {t.leads}건 중 통화 {t.called}건, 방문 {t.visited}건, 계약 {t.contracted}건. 첫 통화까지
        중앙값 {formatWait(t.firstCallMedianMs)}, 90%는 {formatWait(t.firstCallP90Ms)} 안에 통화했습니다. 단계는 상담
        신청 상세 화면에서 기록합니다
        {data.truncated ? " · 신청이 많아 최근 일부만 셌습니다" : ""}.
      </p>
      {t.leads === 0 ? null : (
        <div className="mt-6 grid gap-8">
          <Rows caption="캠페인별 상담 진행" head="캠페인" rows={data.byCampaign} label={(k) => k} />
          <Rows
            caption="주별 상담 진행"
            head="주(월요일 시작)"
            rows={data.byWeek}
            label={(k) => `${formatDateKo(k)} 주`}
          />
        </div>
      )}
    </section>
  );
}
