import { Link } from "@/components/ui/link";
import { complex } from "@/lib/site/content";

/**
 * The brand mark: a tower silhouette over a water line, and the wordmark. It takes the colour of
 * its surroundings (currentColor), so the header can switch its tone without re-rendering it.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2.5 ${className ?? ""}`}>
      <svg viewBox="0 0 40 40" className="h-8 w-8 shrink-0" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.4">
          <path d="M11 30V13l6-4v21M17 30V9M21 30V6l7 4v20M28 30V16l4 2v12" />
          <path d="M5 33c4-2 7 2 11 0s7-2 11 0 7 2 9 0" className="text-gold-400" stroke="currentColor" />
        </g>
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-[19px] font-semibold tracking-[0.22em]">{complex.brand.english}</span>
        <span className="mt-1 text-[11px] font-normal tracking-[0.04em] opacity-80">
          {complex.siteName}
          <span className="sr-only"> 홈</span>
        </span>
      </span>
    </Link>
  );
}
