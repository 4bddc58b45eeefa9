import type { PremiumCard } from "@/lib/site/content/home";

const paths: Record<PremiumCard["emblem"], string> = {
  lake: "M8 30q6-4 12 0t12 0 12 0M8 38q6-4 12 0t12 0 12 0M20 22a8 8 0 0 1 16 0M28 8v5M16 12l3 3M40 12l-3 3",
  rail: "M16 8h24a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6H16a6 6 0 0 1-6-6V14a6 6 0 0 1 6-6zM10 24h36M20 31h.01M36 31h.01M18 38l-5 8M38 38l5 8M22 14h12",
  school: "M8 46h40M12 46V24h32v22M6 26l22-12 22 12M28 14V4l8 3-8 3M24 46v-9h8v9M17 30h5M34 30h5",
  crown: "M8 40h40M10 40l-3-24 12 10 9-16 9 16 12-10-3 24M28 30a3 3 0 1 0 .01 0M14 46h28",
};

/** The drawn title image of a premium card: a thin-line emblem in the accent colour. */
export function PremiumEmblem({
  emblem,
  label,
  className,
}: {
  emblem: PremiumCard["emblem"];
  label: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 56 56" role="img" aria-label={label} className={className ?? "h-12 w-12"}>
      <path
        d={paths[emblem]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
