import { ScrollRegion } from "@/components/ui/scroll-region";
import type { ShowUpTable as Data } from "@/lib/office";
import type { ShowUpRow } from "@/lib/visits";
import { formatDateKo } from "@/lib/site/content/visit-calendar";

const percent = new Intl.NumberFormat("ko-KR", { style: "percent", maximumFractionDigits: 0 });

function Rows({
  caption,
  head,
  rows,
  label,
}: {
  caption: string;
  head: string;
  rows: ShowUpRow[];
  label: (key: string) => string;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[420px] border-collapse text-[14px]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink-900 text-left">
            <th scope="col" className="py-2 pr-3 font-medium">
              {head}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              예약 방문
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              방문
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              노쇼
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              미기록
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              방문율
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-sand-200">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {label(r.key)}
              </th>
              <td className="py-2 pr-3 text-right">{r.visits}</td>
              <td className="py-2 pr-3 text-right">{r.arrived}</td>
              <td className="py-2 pr-3 text-right">{r.noShow}</td>
              <td className="py-2 pr-3 text-right">{r.unmarked}</td>
              <td className="py-2 text-right font-medium">{r.rate === null ? "-" : percent.format(r.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Booked visitors who came, per visit day and per campaign, over the last days (marked on /admin/visits). */
export function ShowUpTable({ data }: { data: Data }) {
  return (
    <section
      aria-labelledby="show-up-title"
      className="border border-sand-200 bg-white p-5 desk:p-6"
      data-testid="show-up"
    >
      <h2 id="show-up-title" className="text-[19px] font-semibold text-ink-900">
        견본주택 방문율
      </h2>
      <p className="mt-1 text-[15px] text-stone-600">
        최근 {data.days}일, 예약 시간이 지난 방문예약 {data.total.visits}건 중 {data.total.arrived}건 방문
        {data.total.rate === null ? "" : ` (${percent.format(data.total.rate)})`}. 방문·노쇼는 방문예약 화면에서
        기록합니다
        {data.total.unmarked > 0 ? ` · 아직 기록하지 않은 예약 ${data.total.unmarked}건` : ""}.
      </p>
      {data.total.visits === 0 ? null : (
        <div className="mt-6 grid gap-8 desk:grid-cols-2">
          <Rows caption="방문일별 방문율" head="방문일" rows={data.byDay} label={(k) => formatDateKo(k)} />
          <Rows caption="캠페인별 방문율" head="캠페인" rows={data.byCampaign} label={(k) => k || "(캠페인 없음)"} />
        </div>
      )}
    </section>
  );
}
