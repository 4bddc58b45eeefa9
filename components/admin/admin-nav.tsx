"use client";

import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";
import { holdsRole, mayDo, type Grant, type Role } from "@/lib/staff/client";

/**
 * The back office's pages, in the bar's order, with the role each needs, or the grant that opens it to
 * a staff member (the page checks it again on the server).
 */
export const ADMIN_NAV: readonly { href: string; label: string; role: Role; grant?: Grant }[] = [
  { href: "/admin", label: "대시보드", role: "admin" },
  { href: "/admin/leads", label: "상담 신청", role: "staff" },
  { href: "/admin/visits", label: "방문예약", role: "staff" },
  { href: "/admin/units", label: "잔여세대", role: "admin", grant: "units" },
  { href: "/admin/staff", label: "직원", role: "admin" },
  { href: "/admin/records", label: "접속기록", role: "admin" },
];

/** Whether `pathname` is `href`'s page or one below it (/admin only as itself: every page is below it). */
export function isCurrent(href: string, pathname: string): boolean {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The admin bar's menu. A client component only for the current page's mark: the layout that holds
 * the bar stays mounted between the admin pages, so the mark follows the address (usePathname).
 * On a phone it is a row of its own that scrolls sideways; the public site's link ends it.
 */
export function AdminNav({ role, grants = [] }: { role: Role; grants?: readonly Grant[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="관리자 메뉴" className="min-w-0" data-testid="admin-nav">
      <ul className="-mx-5 flex items-stretch overflow-x-auto px-3 desk:mx-0 desk:h-14 desk:px-0">
        {ADMIN_NAV.filter(
          (item) => holdsRole(role, item.role) || (item.grant !== undefined && mayDo({ role, grants }, item.grant)),
        ).map(({ href, label }) => {
          const current = isCurrent(href, pathname);
          return (
            <li key={href} className="shrink-0">
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={`flex h-11 items-center whitespace-nowrap border-b-2 px-3 text-[15px] desk:h-14 desk:px-4 ${
                  current
                    ? "border-gold-400 font-semibold text-white"
                    : "border-transparent text-sand-200 hover:text-white"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
        <li className="ml-auto shrink-0 desk:hidden">
          <Link
            href="/"
            className="flex h-11 items-center whitespace-nowrap px-3 text-[14px] text-sand-300 hover:text-white"
          >
            홈페이지
          </Link>
        </li>
      </ul>
    </nav>
  );
}
