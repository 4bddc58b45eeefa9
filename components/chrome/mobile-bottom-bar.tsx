import { complex } from "@/lib/content";
import { Link } from "@/components/ui/link";
import { VISIT_PATH } from "@/lib/routes/paths.mjs";
import { CalendarIcon, PhoneIcon } from "@/components/ui/icons";

/** Fixed bar at the bottom of phones: the visit booking page and a call, one tap each. */
export function MobileBottomBar() {
  return (
    <nav aria-label="빠른 상담" className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 desk:hidden" data-testid="mobile-bottom-bar">
      <Link href={VISIT_PATH} className="flex h-14 items-center justify-center gap-2 bg-ink-900 text-[15px] font-medium text-white">
        <CalendarIcon className="h-5 w-5 text-gold-400" />
        방문예약
      </Link>
      <a
        href={`tel:${complex.phone.replace(/-/g, "")}`}
        className="flex h-14 items-center justify-center gap-2 bg-gold-500 text-[15px] font-semibold text-ink-950"
      >
        <PhoneIcon className="h-5 w-5" />
        전화상담
      </a>
    </nav>
  );
}
