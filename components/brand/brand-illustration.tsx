/** The brand scene: line-drawn towers over a lake at dusk, in the site's illustration style. */
export function BrandIllustration({ label, className }: { label: string; className?: string }) {
  const towers = [
    { x: 70, w: 54, h: 250 },
    { x: 140, w: 60, h: 330 },
    { x: 214, w: 52, h: 280 },
    { x: 282, w: 64, h: 360 },
    { x: 362, w: 56, h: 300 },
    { x: 432, w: 60, h: 240 },
  ];
  const ground = 410;
  return (
    <svg viewBox="0 0 560 560" className={className} role="img" aria-label={label}>
      <defs>
        <linearGradient id="brand-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#101b2f" />
          <stop offset="0.55" stopColor="#34496b" />
          <stop offset="1" stopColor="#c9a877" />
        </linearGradient>
        <linearGradient id="brand-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b59467" stopOpacity="0.55" />
          <stop offset="1" stopColor="#101b2f" />
        </linearGradient>
        <linearGradient id="brand-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e3cfa4" stopOpacity="0.22" />
          <stop offset="1" stopColor="#e3cfa4" stopOpacity="0.04" />
        </linearGradient>
      </defs>
      <rect width="560" height="560" fill="url(#brand-sky)" />
      <circle cx="410" cy="150" r="56" fill="#e3cfa4" opacity="0.35" />
      <circle cx="410" cy="150" r="96" fill="#e3cfa4" opacity="0.08" />
      <g fill="none" stroke="#f5f2ec" strokeOpacity="0.12">
        <path d="M0 330 C 120 300 200 320 280 300 S 460 290 560 310" />
        <path d="M0 350 C 140 330 230 346 320 328 S 480 320 560 336" />
      </g>
      {towers.map((t) => {
        const top = ground - t.h;
        return (
          <g key={t.x}>
            <rect
              x={t.x}
              y={top}
              width={t.w}
              height={t.h}
              fill="url(#brand-glass)"
              stroke="#e3cfa4"
              strokeOpacity="0.75"
              strokeWidth="1.2"
            />
            <line x1={t.x + t.w / 2} y1={top} x2={t.x + t.w / 2} y2={ground} stroke="#e3cfa4" strokeOpacity="0.3" />
            {Array.from({ length: Math.floor((t.h - 20) / 16) }, (_, i) => (
              <line
                key={i}
                x1={t.x + 6}
                x2={t.x + t.w - 6}
                y1={top + 14 + i * 16}
                y2={top + 14 + i * 16}
                stroke="#e3cfa4"
                strokeOpacity={i % 5 === 2 ? 0.55 : 0.22}
              />
            ))}
            <path d={`M${t.x - 4} ${top} h${t.w + 8}`} stroke="#e3cfa4" strokeWidth="2" />
          </g>
        );
      })}
      <rect y={ground} width="560" height={560 - ground} fill="url(#brand-lake)" />
      <g stroke="#e3cfa4" strokeLinecap="round">
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <line
            key={i}
            x1={90 + i * 8}
            x2={470 - i * 10}
            y1={ground + 16 + i * 18}
            y2={ground + 16 + i * 18}
            strokeOpacity={0.5 - i * 0.06}
            strokeDasharray={`${40 - i * 4} ${10 + i * 3}`}
          />
        ))}
      </g>
      <g fill="#0b1322" opacity="0.85">
        {[30, 58, 500, 530].map((x, i) => (
          <path
            key={x}
            d={`M${x} ${ground} l${10 + (i % 2) * 4} -${34 + (i % 2) * 12} l${10 + (i % 2) * 4} ${34 + (i % 2) * 12} z`}
          />
        ))}
      </g>
      <line x1="0" x2="560" y1={ground} y2={ground} stroke="#e3cfa4" strokeOpacity="0.8" />
    </svg>
  );
}
