import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { VISIT_PATH } from "@/lib/site/routes/paths.mjs";

/**
 * A link whose text promises the visit booking (방문예약): every one on the site leads to the booking
 * page, VISIT_PATH (lib/site/routes/paths.mjs), never to the interest-registration popup or the inquiry
 * form. e2e/label-links.spec.ts follows every link whose text names a destination.
 */
export function BookingLink({
  children = "견본주택 방문예약",
  className,
  onClick,
}: {
  children?: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Link href={VISIT_PATH} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
