import type { Facility } from "@/lib/site/content/community";

// Thin-line icons of the community facilities (1.5px strokes, currentColor), drawn for this site.
const paths: Record<Facility["icon"], React.ReactNode> = {
  fitness: <path d="M4 10v4M7 8v8M17 8v8M20 10v4M7 12h10" />,
  golf: (
    <>
      <path d="M8 21V4l9 3.5L8 11" />
      <ellipse cx="12" cy="21" rx="7" ry="1.2" />
    </>
  ),
  library: (
    <>
      <path d="M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5V19c-2.5-1-5.5-1-8 .5C9.5 18 6.5 18 4 19z" />
      <path d="M12 6v13.5" />
    </>
  ),
  lounge: (
    <>
      <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
      <path d="M3 12a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3z" />
      <path d="M6 17v2M18 17v2" />
    </>
  ),
  pool: (
    <>
      <path d="M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 1 4 0M8 8h8M8 12h8" />
      <path d="M2 18c2 1.3 3.5 1.3 5 0s3-1.3 5 0 3.5 1.3 5 0 3-1.3 5 0" />
    </>
  ),
  kids: (
    <>
      <circle cx="12" cy="6" r="2.5" />
      <path d="M12 9v6M8 11l4 2 4-2M9 21l3-6 3 6" />
    </>
  ),
  cafe: (
    <>
      <path d="M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z" />
      <path d="M16 10h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3M11 3v3M14 3v3" />
    </>
  ),
  sauna: (
    <>
      <path d="M3 20h18M5 20v-6h14v6" />
      <path d="M8 11c-1-1.5 1-2.5 0-4M12 11c-1-1.5 1-2.5 0-4M16 11c-1-1.5 1-2.5 0-4" />
    </>
  ),
};

export function FacilityIcon({ icon, className }: { icon: Facility["icon"]; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ?? "h-8 w-8"}
      aria-hidden="true"
    >
      {paths[icon]}
    </svg>
  );
}
