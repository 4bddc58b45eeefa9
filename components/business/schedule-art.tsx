import type { ScheduleStep } from "@/lib/site/content";
import type { StepState } from "@/lib/site/content/schedule";

/**
 * The sales schedule drawn as a presale-brochure poster: a vertical line of milestones. A step whose
 * state (lib/site/content/schedule.ts, for the day the page is rendered) is done is drawn hollow and
 * muted, with 완료 beside its title.
 */
export function ScheduleArt({
  steps,
  title,
  className,
}: {
  steps: (ScheduleStep & { state?: StepState })[];
  title: string;
  className?: string;
}) {
  const top = 150;
  const gap = 66;
  const height = top + steps.length * gap + 40;
  return (
    <svg viewBox={`0 0 440 ${height}`} className={className} role="img" aria-label={`${title} 일정표 이미지`}>
      <defs>
        <linearGradient id="schedule-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#101b2f" />
          <stop offset="1" stopColor="#223552" />
        </linearGradient>
      </defs>
      <rect width="440" height={height} fill="url(#schedule-bg)" />
      <rect x="16" y="16" width="408" height={height - 32} fill="none" stroke="#d2b57f" strokeOpacity="0.35" />
      <text x="220" y="66" textAnchor="middle" fill="#d2b57f" fontSize="12" letterSpacing="5">
        SALES SCHEDULE
      </text>
      <text x="220" y="100" textAnchor="middle" fill="#ffffff" fontSize="22" fontWeight="300">
        {title}
      </text>
      <line
        x1="120"
        x2="120"
        y1={top - 14}
        y2={top + (steps.length - 1) * gap + 14}
        stroke="#d2b57f"
        strokeOpacity="0.6"
      />
      {steps.map((s, i) => {
        const y = top + i * gap;
        const planned = !s.start;
        const done = s.state === "done";
        return (
          <g key={s.title} opacity={done ? 0.6 : undefined}>
            <circle
              cx="120"
              cy={y}
              r={planned ? 6 : 8}
              fill={planned || done ? "#101b2f" : "#c2a06a"}
              stroke="#d2b57f"
              strokeWidth="1.5"
            />
            {done ? <path d={`M115.5 ${y}l3 3 5.5-6`} fill="none" stroke="#d2b57f" strokeWidth="1.6" /> : null}
            <text x="100" y={y + 5} textAnchor="end" fill="#e3cfa4" fontSize="14" fontWeight="500">
              {s.when.length > 10 ? s.when.split(" ")[0] : s.when}
            </text>
            <text x="142" y={y + 5} fill="#ffffff" fontSize="16" fontWeight={planned ? 300 : 400}>
              {s.title}
              {done ? (
                <tspan dx="8" fill="#d2b57f" fontSize="12">
                  완료
                </tspan>
              ) : null}
            </text>
            {s.when.length > 10 && s.start ? (
              <text x="142" y={y + 25} fill="#dcd3c4" fontSize="12">
                {s.when}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
