import { FORM_LABELS, LEAD_FORMS, type LeadForm } from "@/lib/leads";
import { type Series, dashboardCopy } from "@/lib/office";

// A stacked bar chart drawn on the server as SVG (no chart library, no JavaScript), with the same
// numbers as a table for screen readers beside it.

export const FORM_COLORS: Record<LeadForm, string> = {
  register: "#1f3a66",
  visit: "#b08a3e",
  inquiry: "#6f8f7a",
  "visit-booking": "#8a5a44",
};

const W = 720;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

function niceMax(n: number): number {
  if (n <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * step >= n) return m * step;
  return 10 * step;
}

type Props = {
  id: string;
  title: string;
  summary: string;
  tableCaption: string;
  column: string;
  series: Series;
  label: (start: Date) => string;
  /** Show every n-th label under the bars. */
  labelEvery: number;
};

export function LeadChart({ id, title, summary, tableCaption, column, series, label, labelEvery }: Props) {
  const max = niceMax(Math.max(...series.points.map((p) => p.total), 0));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / series.points.length;
  const barW = Math.max(slot * 0.7, 2);
  const y = (n: number) => (n / max) * innerH;
  const ticks = [0, max / 2, max];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border border-sand-200 bg-white p-5 desk:p-6"
      data-testid={id}
      data-total={series.total}
    >
      <h2 id={`${id}-title`} className="text-[19px] font-semibold text-ink-900">
        {title}
      </h2>
      <p className="mt-1 text-[15px] text-stone-600" data-testid={`${id}-summary`}>
        {summary}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-[14px] text-stone-700" aria-hidden="true">
        {LEAD_FORMS.map((form) => (
          <li key={form} className="flex items-center gap-2">
            <span className="inline-block h-3 w-3" style={{ backgroundColor: FORM_COLORS[form] }} />
            {FORM_LABELS[form]} {series.totals[form].toLocaleString("ko-KR")}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 h-auto w-full" aria-hidden="true" focusable="false">
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + innerH - y(t)}
              y2={PAD.top + innerH - y(t)}
              stroke="#e7e1d6"
            />
            <text x={PAD.left - 6} y={PAD.top + innerH - y(t) + 4} textAnchor="end" fontSize="11" fill="#6b6459">
              {t.toLocaleString("ko-KR")}
            </text>
          </g>
        ))}
        {series.points.map((p, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          let base = PAD.top + innerH;
          return (
            <g key={p.start.getTime()} data-count={p.total}>
              {LEAD_FORMS.map((form) => {
                const h = y(p.counts[form]);
                base -= h;
                return h > 0 ? (
                  <rect key={form} x={x} y={base} width={barW} height={h} fill={FORM_COLORS[form]} />
                ) : null;
              })}
              {i % labelEvery === 0 ? (
                <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="#6b6459">
                  {label(p.start)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only" data-testid={`${id}-table`}>
        <caption>{tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            {LEAD_FORMS.map((form) => (
              <th key={form} scope="col">
                {FORM_LABELS[form]}
              </th>
            ))}
            <th scope="col">{dashboardCopy.total}</th>
          </tr>
        </thead>
        <tbody>
          {series.points.map((p) => (
            <tr key={p.start.getTime()}>
              <th scope="row">{label(p.start)}</th>
              {LEAD_FORMS.map((form) => (
                <td key={form}>{p.counts[form]}</td>
              ))}
              <td data-total>{p.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
