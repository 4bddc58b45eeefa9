/** The recruitment notice's cover, drawn as a document on a desk: title, site name and, on the samples' generated notice, the SAMPLE stamp. */
export function NoticeCover({
  siteName,
  title,
  date,
  label,
  sample,
  className,
}: {
  siteName: string;
  title: string;
  date: string;
  label: string;
  sample: boolean;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 480 600" className={className} role="img" aria-label={label}>
      <defs>
        <linearGradient id="notice-desk" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ebe5da" />
          <stop offset="1" stopColor="#dcd3c4" />
        </linearGradient>
      </defs>
      <rect width="480" height="600" fill="url(#notice-desk)" />
      <rect x="78" y="62" width="330" height="466" fill="#101b2f" opacity="0.12" transform="rotate(-3 243 295)" />
      <rect x="70" y="50" width="340" height="480" fill="#ffffff" stroke="#dcd3c4" />
      <rect x="70" y="50" width="340" height="14" fill="#101b2f" />
      <text x="96" y="112" fill="#7d6136" fontSize="11" letterSpacing="4">
        NOTICE
      </text>
      <text x="96" y="146" fill="#101b2f" fontSize="24" fontWeight="600">
        {title}
      </text>
      <text x="96" y="174" fill="#3f3b35" fontSize="14">
        {siteName}
      </text>
      <line x1="96" x2="384" y1="196" y2="196" stroke="#c2a06a" />
      {Array.from({ length: 12 }, (_, i) => (
        <rect key={i} x="96" y={218 + i * 20} width={i % 4 === 3 ? 170 : 288} height="6" fill="#ebe5da" />
      ))}
      <rect x="96" y="466" width="288" height="36" fill="#f5f2ec" />
      <text x="108" y="489" fill="#3f3b35" fontSize="12">
        공고일 {date}
      </text>
      {sample ? (
        <g transform="rotate(-14 330 420)">
          <rect x="262" y="390" width="136" height="56" fill="none" stroke="#b4432f" strokeWidth="3" rx="4" />
          <text x="330" y="427" textAnchor="middle" fill="#b4432f" fontSize="24" fontWeight="700" letterSpacing="6">
            샘플
          </text>
        </g>
      ) : null}
    </svg>
  );
}
