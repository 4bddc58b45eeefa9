/** Simplified drawings of the online application screens, one per step (not screenshots of the real site). */
export function ApplyScreenArt({ step, label }: { step: number; label: string }) {
  return (
    <svg viewBox="0 0 240 170" className="w-full" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="239" height="169" rx="6" fill="#ffffff" stroke="#dcd3c4" />
      <path d="M0.5 6.5a6 6 0 0 1 6-6h227a6 6 0 0 1 6 6V22H0.5z" fill="#f5f2ec" />
      {[14, 26, 38].map((x) => (
        <circle key={x} cx={x} cy="11" r="3" fill="#dcd3c4" />
      ))}
      <rect x="54" y="6" width="130" height="10" rx="5" fill="#ffffff" stroke="#ebe5da" />
      <g fill="none" stroke="#34496b" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
        {SCREENS[(step - 1) % SCREENS.length]}
      </g>
      <circle cx="218" cy="148" r="13" fill="#c2a06a" />
      <text x="218" y="153" textAnchor="middle" fontSize="13" fontWeight="700" fill="#101b2f">
        {step}
      </text>
    </svg>
  );
}

const SCREENS = [
  // 1. home page with the menu and a hero
  <>
    <rect x="20" y="34" width="200" height="16" fill="#101b2f" stroke="none" />
    <rect x="20" y="58" width="200" height="52" fill="#ebe5da" stroke="none" />
    <path d="M30 94l22-20 16 12 20-18 30 26" />
    <path d="M20 122h60M90 122h60M160 122h60M20 136h40M90 136h40M160 136h40" stroke="#dcd3c4" />
  </>,
  // 2. certificate sign-in
  <>
    <rect x="60" y="38" width="120" height="100" rx="4" />
    <rect x="104" y="50" width="32" height="26" rx="3" />
    <path d="M110 50v-6a10 10 0 0 1 20 0v6M120 60v6" />
    <rect x="74" y="88" width="92" height="12" rx="2" stroke="#dcd3c4" />
    <rect x="74" y="108" width="92" height="16" rx="2" fill="#c2a06a" stroke="none" />
  </>,
  // 3. list of complexes, one selected
  <>
    {[38, 62, 86, 110].map((y, i) => (
      <g key={y}>
        <rect
          x="24"
          y={y}
          width="192"
          height="18"
          rx="2"
          fill={i === 1 ? "#f5f2ec" : "none"}
          stroke={i === 1 ? "#c2a06a" : "#dcd3c4"}
        />
        <path d={`M34 ${y + 9}h80`} stroke={i === 1 ? "#101b2f" : "#dcd3c4"} />
      </g>
    ))}
    <path d="M186 80l6 6 10-12" stroke="#a3824d" strokeWidth="2" />
  </>,
  // 4. the application form
  <>
    {[38, 64, 90].map((y) => (
      <g key={y}>
        <path d={`M24 ${y + 8}h40`} stroke="#51658a" />
        <rect x="76" y={y} width="140" height="16" rx="2" stroke="#dcd3c4" />
      </g>
    ))}
    <rect x="76" y="118" width="16" height="16" rx="2" />
    <path d="M80 126l3 3 6-7" stroke="#a3824d" />
    <path d="M100 126h80" stroke="#dcd3c4" />
  </>,
  // 5. completed
  <>
    <circle cx="120" cy="78" r="30" stroke="#a3824d" strokeWidth="2" />
    <path d="M106 78l10 10 20-22" stroke="#a3824d" strokeWidth="2.4" />
    <path d="M80 126h80M94 140h52" stroke="#dcd3c4" />
  </>,
];
