import { ScrollRegion } from "@/components/ui/scroll-region";
import { dashboardCopy } from "@/lib/office";
import type { VitalsP75Row } from "@/lib/site/vitals";
import budgets from "@/scripts/budgets.json";

const copy = dashboardCopy.vitals;
const lab = budgets.lighthouse;

const COLUMNS = [
  {
    metric: "lcp",
    label: "LCP",
    budget: `≤ ${lab.lcpMs.toLocaleString("ko-KR")} ms`,
    over: (v: number) => v > lab.lcpMs,
    format: (v: number) => `${Math.round(v).toLocaleString("ko-KR")} ms`,
  },
  // The lab has no INP (nothing is clicked): its stand-in is Total Blocking Time.
  {
    metric: "inp",
    label: "INP",
    budget: `실험실 TBT ≤ ${lab.tbtMs} ms`,
    over: () => false,
    format: (v: number) => `${Math.round(v).toLocaleString("ko-KR")} ms`,
  },
  {
    metric: "cls",
    label: "CLS",
    budget: `≤ ${lab.cls}`,
    over: (v: number) => v > lab.cls,
    format: (v: number) => (v < 0.001 ? "0" : v.toFixed(3)),
  },
] as const;

/** p75 of the field vitals per page type and device over 7 days, beside the lab budgets. */
export function VitalsTable({ rows }: { rows: VitalsP75Row[] }) {
  return (
    <section aria-labelledby="vitals-title" className="border border-sand-200 bg-white p-5 desk:p-6">
      <h2 id="vitals-title" className="text-[19px] font-semibold text-ink-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-[15px] text-stone-600">{copy.lead}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-[15px] text-stone-600">{copy.empty}</p>
      ) : (
        <ScrollRegion label={copy.title} className="mt-4">
          <table className="w-full min-w-[640px] text-left text-[14px]" data-testid="vitals-table">
            <thead className="border-b border-sand-300 text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-normal">
                  {copy.pageType}
                </th>
                <th scope="col" className="py-2 pr-4 font-normal">
                  {copy.device}
                </th>
                {COLUMNS.map((c) => (
                  <th key={c.metric} scope="col" className="py-2 pr-4 text-right font-normal">
                    {c.label} p75
                    <span className="block text-[12px]">
                      {copy.budget} {c.budget}
                    </span>
                  </th>
                ))}
                <th scope="col" className="py-2 text-right font-normal">
                  {copy.samples}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.pageType}-${row.device}`}
                  className="border-b border-sand-100"
                  data-page-type={row.pageType}
                  data-device={row.device}
                >
                  <th scope="row" className="py-2 pr-4 font-normal text-ink-900">
                    {copy.pageTypes[row.pageType]}
                  </th>
                  <td className="py-2 pr-4">{copy[row.device]}</td>
                  {COLUMNS.map((c) => {
                    const v = row.values[c.metric];
                    const over = v ? c.over(v.p75) : false;
                    return (
                      <td
                        key={c.metric}
                        className={`py-2 pr-4 text-right tabular-nums ${over ? "font-semibold text-[#8f2d22]" : ""}`}
                        data-metric={c.metric}
                      >
                        {v ? c.format(v.p75) : "–"}
                        {over ? <span className="sr-only"> ({copy.overBudget})</span> : null}
                      </td>
                    );
                  })}
                  <td className="py-2 text-right tabular-nums" data-samples>
                    {Math.max(...Object.values(row.values).map((v) => v.samples)).toLocaleString("ko-KR")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
