/** Drawn for the customer page: the towers over the lake at dusk, with a consultant's desk light. Our own art. */
export function CustomerArt({ label }: { label: string }) {
  const towers = [
    { x: 36, w: 44, h: 190 },
    { x: 92, w: 50, h: 240 },
    { x: 156, w: 46, h: 205 },
    { x: 214, w: 54, h: 262 },
    { x: 282, w: 46, h: 218 },
    { x: 340, w: 50, h: 176 },
  ];
  const ground = 330;
  return (
    <svg
      viewBox="0 0 420 440"
      role="img"
      aria-label={label}
      className="h-auto w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="cs-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#101b2f" />
          <stop offset="0.55" stopColor="#34496b" />
          <stop offset="1" stopColor="#d2b57f" />
        </linearGradient>
        <linearGradient id="cs-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#51658a" />
          <stop offset="1" stopColor="#101b2f" />
        </linearGradient>
        <linearGradient id="cs-tower" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#f5f2ec" />
          <stop offset="1" stopColor="#dcd3c4" />
        </linearGradient>
        <pattern id="cs-floors" width="12" height="14" patternUnits="userSpaceOnUse">
          <line x1="0" x2="12" y1="13" y2="13" stroke="#a3824d" strokeWidth="0.8" opacity="0.45" />
          <rect x="3" y="5" width="5" height="4" fill="#e3cfa4" opacity="0.55" />
        </pattern>
      </defs>
      <rect width="420" height="440" fill="url(#cs-sky)" />
      <circle cx="320" cy="110" r="34" fill="#e3cfa4" opacity="0.55" />
      <circle cx="320" cy="110" r="20" fill="#f5f2ec" opacity="0.8" />
      {towers.map((t) => (
        <g key={t.x}>
          <rect x={t.x} y={ground - t.h} width={t.w} height={t.h} fill="url(#cs-tower)" />
          <rect x={t.x + 5} y={ground - t.h + 12} width={t.w - 10} height={t.h - 16} fill="url(#cs-floors)" />
          <rect x={t.x} y={ground - t.h} width={t.w} height="6" fill="#c2a06a" />
        </g>
      ))}
      <rect y={ground} width="420" height="110" fill="url(#cs-lake)" />
      {towers.map((t) => (
        <rect key={`r${t.x}`} x={t.x} y={ground + 4} width={t.w} height={t.h * 0.35} fill="#f5f2ec" opacity="0.12" />
      ))}
      {[352, 370, 390, 410].map((y, i) => (
        <line
          key={y}
          x1={40 + i * 22}
          x2={380 - i * 30}
          y1={y}
          y2={y}
          stroke="#e3cfa4"
          strokeWidth="1"
          opacity={0.35 - i * 0.06}
        />
      ))}
      <path
        d="M0 330 Q60 318 120 330 T240 330 T360 330 T420 328"
        fill="none"
        stroke="#c2a06a"
        strokeWidth="1.2"
        opacity="0.8"
      />
    </svg>
  );
}
