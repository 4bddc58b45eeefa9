"use client";

import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";

/** The administrator's pages, in the bar's order. */
export const ADMIN_NAV = [
  { href: "/admin", label: "대시보드" },
  { href: "/admin/leads", label: "상담 신청" },
  { href: "/admin/visits", label: "방문예약" },
  { href: "/admin/staff", label: "직원" },
  { href: "/admin/records", label: "접속기록" },
] as const;

/** Whether `pathname` is `href`'s page or one below it (/admin only as itself: every page is below it). */
export function isCurrent(href: string, pathname: string): boolean {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The admin bar's menu. A client component only for the current page's mark: the layout that holds
 * the bar stays mounted between the admin pages, so the mark follows the address (usePathname).
 * On a phone it is a row of its own that scrolls sideways; the public site's link ends it.
 */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="관리자 메뉴" className="min-w-0" data-testid="admin-nav">
      <ul className="-mx-5 flex items-stretch overflow-x-auto px-3 desk:mx-0 desk:h-14 desk:px-0">
        {ADMIN_NAV.map(({ href, label }) => {
          const current = isCurrent(href, pathname);
          return (
            <li key={href} className="shrink-0">
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={`flex h-11 items-center whitespace-nowrap border-b-2 px-3 text-[15px] desk:h-14 desk:px-4 ${
                  current ? "border-gold-400 font-semibold text-white" : "border-transparent text-sand-200 hover:text-white"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
        <li className="ml-auto shrink-0 desk:hidden">
          <Link href="/" className="flex h-11 items-center whitespace-nowrap px-3 text-[14px] text-sand-300 hover:text-white">
            홈페이지
          </Link>
        </li>
      </ul>
    </nav>
  );
}
