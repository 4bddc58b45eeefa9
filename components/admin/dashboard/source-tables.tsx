import { Link } from "@/components/ui/link";
import { ScrollRegion } from "@/components/ui/scroll-region";
import {
  type SourceTable,
  SOURCE_HEADERS,
  SOURCE_TITLES,
  dashboardCopy,
  PERIOD_DAYS,
  type PeriodDays,
  sourceLabel,
} from "@/lib/office";

const copy = dashboardCopy.sources;
const percent = new Intl.NumberFormat("ko-KR", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * Leads by campaign, referrer site, landing page and ad platform clicked for the chosen period, each
 * with its CSV, and the taps on the phone link and (where the site has a channel or taps came) the
 * KakaoTalk button from the same sources.
 */
export function SourceTables({
  tables,
  periodDays,
  kakao,
}: {
  tables: SourceTable[];
  periodDays: PeriodDays;
  kakao: boolean;
}) {
  return (
    <section aria-labelledby="sources-title" className="border border-sand-200 bg-white p-5 desk:p-6">
      <h2 id="sources-title" className="text-[19px] font-semibold text-ink-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-[15px] text-stone-600">{copy.lead(periodDays)}</p>
      <p className="mt-1 text-[14px] text-stone-600">{copy.clicksNote}</p>
      <nav aria-label={copy.period} className="mt-4 flex flex-wrap gap-2">
        {PERIOD_DAYS.map((days) => (
          <Link
            key={days}
            href={`/admin?days=${days}`}
            aria-current={days === periodDays ? "page" : undefined}
            className={`border px-3 py-1.5 text-[14px] ${days === periodDays ? "border-ink-900 bg-ink-900 text-white" : "border-sand-300 text-ink-900 hover:border-ink-900"}`}
          >
            {copy.periodOption(days)}
          </Link>
        ))}
      </nav>
      <div className="mt-6 grid gap-8">
        {tables.map((table) => {
          const showKakao = kakao || table.clickTotals.kakao > 0;
          const clickColumns = showKakao ? 2 : 1;
          return (
            <div key={table.dimension}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-[17px] font-semibold text-ink-900">{SOURCE_TITLES[table.dimension]}</h3>
                <a
                  href={`/admin/sources.csv?by=${table.dimension}&days=${periodDays}`}
                  className="text-[14px] text-ink-900 underline underline-offset-4"
                  download
                  aria-label={`${SOURCE_TITLES[table.dimension]} ${copy.csv}`}
                >
                  {copy.csv}
                </a>
              </div>
              {table.dimension === "platform" ? (
                <p className="mt-1 text-[14px] text-stone-600">{copy.platformNote}</p>
              ) : null}
              {table.rows.length === 0 ? (
                <p className="mt-2 text-[15px] text-stone-600">
                  {table.dimension === "platform" ? copy.platformEmpty : copy.empty}
                </p>
              ) : (
                <ScrollRegion label={SOURCE_TITLES[table.dimension]} className="mt-3">
                  <table
                    className="w-full min-w-[480px] text-left text-[14px]"
                    data-testid={`sources-${table.dimension}`}
                  >
                    <thead className="border-b border-sand-300 text-stone-600">
                      <tr>
                        {SOURCE_HEADERS[table.dimension].map((h) => (
                          <th key={h} scope="col" className="py-2 pr-4 font-normal">
                            {h}
                          </th>
                        ))}
                        <th scope="col" className="py-2 pr-4 text-right font-normal">
                          {copy.count}
                        </th>
                        <th scope="col" className="py-2 pr-4 text-right font-normal">
                          {copy.share}
                        </th>
                        <th scope="col" className="py-2 pr-4 text-right font-normal">
                          {copy.tel}
                        </th>
                        {showKakao ? (
                          <th scope="col" className="py-2 text-right font-normal">
                            {copy.kakao}
                          </th>
                        ) : null}
                      </tr>
                    </thead>
                    <tbody>
                      {table.rows.map((row) => (
                        <tr key={row.key.join("\u0000")} className="border-b border-sand-100">
                          {row.key.map((k, i) => (
                            <td key={i} className="py-2 pr-4 break-all text-ink-900">
                              {sourceLabel(table.dimension, k)}
                            </td>
                          ))}
                          <td className="py-2 pr-4 text-right tabular-nums">{row.count.toLocaleString("ko-KR")}</td>
                          <td className="py-2 pr-4 text-right tabular-nums">{percent.format(row.share)}</td>
                          <td className="py-2 pr-4 text-right tabular-nums">
                            {row.clicks.tel.toLocaleString("ko-KR")}
                          </td>
                          {showKakao ? (
                            <td className="py-2 text-right tabular-nums">{row.clicks.kakao.toLocaleString("ko-KR")}</td>
                          ) : null}
                        </tr>
                      ))}
                      {table.otherCount > 0 ? (
                        <tr className="border-b border-sand-100">
                          <td colSpan={SOURCE_HEADERS[table.dimension].length} className="py-2 pr-4 text-stone-600">
                            {copy.other}
                          </td>
                          <td className="py-2 pr-4 text-right tabular-nums">
                            {table.otherCount.toLocaleString("ko-KR")}
                          </td>
                          <td className="py-2 pr-4 text-right tabular-nums">
                            {percent.format(table.otherCount / table.total)}
                          </td>
                          <td colSpan={clickColumns} />
                        </tr>
                      ) : null}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th
                          scope="row"
                          colSpan={SOURCE_HEADERS[table.dimension].length}
                          className="py-2 pr-4 text-left font-semibold"
                        >
                          {dashboardCopy.total}
                        </th>
                        <td className="py-2 pr-4 text-right font-semibold tabular-nums">
                          {table.total.toLocaleString("ko-KR")}
                        </td>
                        <td className="py-2 pr-4 text-right font-semibold tabular-nums">
                          {table.total > 0 ? percent.format(1) : "-"}
                        </td>
                        <td className="py-2 pr-4 text-right font-semibold tabular-nums">
                          {table.clickTotals.tel.toLocaleString("ko-KR")}
                        </td>
                        {showKakao ? (
                          <td className="py-2 text-right font-semibold tabular-nums">
                            {table.clickTotals.kakao.toLocaleString("ko-KR")}
                          </td>
                        ) : null}
                      </tr>
                    </tfoot>
                  </table>
                </ScrollRegion>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
