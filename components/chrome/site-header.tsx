"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { MenuSection } from "@/lib/site/content";
import { OpenRegistrationButton } from "@/components/leads/open-registration-button";
import { BookingLink } from "@/components/visit/booking-link";
import { ChevronDownIcon, CloseIcon, MenuIcon, MobileIcon, PhoneIcon } from "@/components/ui/icons";
import { CUSTOMER_PATH } from "@/lib/site/routes/paths.mjs";
import type { AnnouncementBar } from "@/lib/site/content/schema";
import { useAnnouncementLines } from "./announcement-lines";

type Props = {
  menu: MenuSection[];
  phone: string;
  /** The announcement bar's items and the Korean day the server chose its lines for. */
  announcement: { bar: AnnouncementBar; day: string };
  logo: ReactNode;
};

/** A section's pages as list items, the current one marked: in a desktop dropdown and in the slide menu. */
function SectionLinks({
  links,
  pathname,
  className,
  onNavigate,
}: {
  links: MenuSection["links"];
  pathname: string;
  className: string;
  onNavigate?: () => void;
}) {
  return links.map((item) => (
    <li key={item.href}>
      <Link
        href={item.href}
        className={className}
        aria-current={pathname === item.href ? "page" : undefined}
        onClick={onNavigate}
      >
        {item.title}
      </Link>
    </li>
  ));
}

/** The shared header: desktop dropdowns above 900px, hamburger and slide menu at 900px and below. */
export function SiteHeader({ menu, phone, announcement, logo }: Props) {
  const pathname = usePathname();
  const announcements = useAnnouncementLines(announcement.bar, announcement.day);
  const [scrolled, setScrolled] = useState(false);
  const [hovered, setHovered] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Neither menu's sub-links are in the HTML: the slide menu is built on its first opening, the
  // desktop dropdowns when a pointer first enters the header or a menu item takes focus. A phone
  // never shows the dropdowns, which were 64 of the 507 elements of a floor plan page. Crawlers and
  // no-JS visitors reach every page all the same: each top-level item links to its section's first
  // page, and every page of a section lists the others (SubMenu).
  const [mobileBuilt, setMobileBuilt] = useState(false);
  const [dropdownsBuilt, setDropdownsBuilt] = useState(false);
  // Also from an item: a pointer that rested on the header while the page hydrated entered it before.
  const openDropdown = (id: string) => {
    setDropdownsBuilt(true);
    setHovered(id);
  };
  const [openSection, setOpenSection] = useState<string | null>(null);
  const menuId = useId();

  // The header changes its look as soon as the page is scrolled at all.
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Any navigation closes the menus (adjusting state during render, as React recommends over an effect).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMobileOpen(false);
    setHovered(null);
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMobileOpen(false);
    document.documentElement.style.overflow = "hidden";
    window.addEventListener("keydown", onKey);
    return () => {
      document.documentElement.style.overflow = "";
      window.removeEventListener("keydown", onKey);
    };
  }, [mobileOpen]);

  const solid = scrolled || hovered !== null || mobileOpen;
  const tel = `tel:${phone.replace(/-/g, "")}`;
  const currentSection = menu.find((m) => m.links.some((l) => pathname.startsWith(l.href)))?.id;

  return (
    <div
      className="fixed inset-x-0 top-0 z-50"
      data-scrolled={scrolled ? "true" : "false"}
      data-testid="site-header"
      onPointerEnter={() => setDropdownsBuilt(true)}
      onMouseLeave={() => setHovered(null)}
    >
      {/* Announcement strip above the header (desktop): a slow, looping line of news. */}
      <div
        className={`hidden overflow-hidden bg-ink-950 text-gold-300 transition-[height] duration-300 desk:block ${scrolled ? "h-0" : "h-[var(--announce-h)]"}`}
        aria-label="분양 소식"
        role="region"
      >
        <div className="announce-track flex w-max items-center whitespace-nowrap text-[13px] leading-[var(--announce-h)]">
          {[0, 1].map((copy) => (
            <span key={copy} className="flex items-center" aria-hidden={copy === 1 ? true : undefined}>
              {/* Today's lines one after the other, repeated to at least three in a copy. */}
              {Array.from({ length: Math.ceil(3 / announcements.length) }, () => announcements)
                .flat()
                .map((line, n) => (
                  <span
                    key={n}
                    className="flex items-center px-10"
                    data-testid={copy === 0 ? "announcement-line" : undefined}
                  >
                    <svg viewBox="0 0 12 12" className="mr-3 h-2.5 w-2.5" aria-hidden="true">
                      <path d="M6 0l1.5 4.5L12 6 7.5 7.5 6 12 4.5 7.5 0 6l4.5-1.5z" fill="currentColor" />
                    </svg>
                    {line}
                  </span>
                ))}
            </span>
          ))}
        </div>
      </div>

      <header
        className={`transition-colors duration-300 ${
          solid
            ? "bg-white text-ink-900 shadow-[0_1px_0_rgba(16,27,47,0.08)]"
            : "bg-gradient-to-b from-ink-950/45 to-transparent text-white"
        }`}
      >
        <div className="mx-auto flex h-[var(--header-h)] max-w-frame items-center justify-between px-5 desk:px-8">
          {/* Mobile: toggle, logo, phone */}
          <button
            type="button"
            className="-ml-2 p-2 desk:hidden"
            aria-expanded={mobileOpen}
            aria-controls={menuId}
            aria-label={mobileOpen ? "메뉴 닫기" : "메뉴 열기"}
            onClick={() => {
              setMobileBuilt(true);
              setMobileOpen((v) => !v);
            }}
          >
            {mobileOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>

          {logo}

          <a href={tel} className="-mr-2 p-2 desk:hidden" aria-label={`전화 상담 ${phone}`}>
            <PhoneIcon className="h-6 w-6" />
          </a>

          {/* Desktop navigation */}
          <nav aria-label="주 메뉴" className="hidden h-full desk:block">
            <ul className="flex h-full items-stretch">
              {menu.map((section) => {
                const expanded = hovered === section.id;
                const first = section.links[0]?.href ?? "/";
                return (
                  <li
                    key={section.id}
                    className="relative flex items-stretch"
                    onMouseEnter={() => openDropdown(section.id)}
                    onFocus={() => openDropdown(section.id)}
                  >
                    <Link
                      href={first}
                      className={`flex items-center whitespace-nowrap px-2.5 text-[15px] font-medium tracking-[-0.01em] transition-colors lg:px-3.5 xl:px-5 ${
                        currentSection === section.id ? "text-gold-600" : ""
                      } hover:text-gold-600`}
                      aria-expanded={expanded}
                      aria-haspopup="true"
                    >
                      {section.title}
                    </Link>
                    {dropdownsBuilt ? (
                      <div
                        className={`absolute left-1/2 top-full min-w-40 -translate-x-1/2 border-t-2 border-gold-500 bg-white py-3 text-ink-900 shadow-lg transition-opacity duration-200 ${
                          expanded ? "visible opacity-100" : "invisible opacity-0"
                        }`}
                        data-testid={`dropdown-${section.id}`}
                        data-open={expanded ? "true" : "false"}
                      >
                        <ul>
                          <SectionLinks
                            links={section.links}
                            pathname={pathname}
                            className="block whitespace-nowrap px-5 py-2 text-center text-[14px] text-stone-700 hover:bg-sand-100 hover:text-ink-900"
                          />
                        </ul>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </nav>

          {/* The spec's mobile consultation link, at every desktop width on one line: an icon (its name
              read out) where the menu leaves no room, "상담예약" from 1024 px, the whole label from 1280 px. */}
          <div className="hidden items-center gap-2 desk:flex xl:gap-3">
            <Link
              href={CUSTOMER_PATH}
              className={`flex h-9 items-center gap-1.5 whitespace-nowrap border px-2.5 text-[13px] font-medium transition-colors xl:gap-1 xl:px-4 ${
                solid ? "border-ink-900/20 hover:border-ink-900" : "border-white/40 hover:border-white"
              }`}
              data-testid="header-mobile-consult"
            >
              <MobileIcon className="h-4 w-4 shrink-0 xl:hidden" />
              <span className="sr-only xl:not-sr-only">모바일 </span>
              <span className="sr-only lg:not-sr-only">상담예약</span>
            </Link>
            <OpenRegistrationButton
              className="flex items-center gap-2 whitespace-nowrap bg-gold-500 px-4 py-2 text-[14px] font-semibold text-ink-950 transition-colors hover:bg-gold-400"
              ariaLabel={`관심고객 등록 및 상담 ${phone}`}
            >
              <PhoneIcon className="h-4 w-4" />
              {phone}
            </OpenRegistrationButton>
          </div>
        </div>
      </header>

      {/* Mobile slide menu: an accordion, one section open at a time. */}
      <div
        id={menuId}
        className={`fixed inset-x-0 bottom-0 top-[var(--header-h)] overflow-y-auto bg-white text-ink-900 transition-transform duration-300 desk:hidden ${
          mobileOpen ? "translate-x-0" : "pointer-events-none -translate-x-full"
        }`}
        aria-hidden={!mobileOpen}
        inert={!mobileOpen}
        data-testid="mobile-menu"
      >
        {mobileBuilt ? (
          <nav aria-label="모바일 메뉴" className="px-5 pb-28 pt-4">
            <BookingLink
              className="mb-4 flex items-center justify-center gap-2 bg-ink-900 py-3.5 text-[15px] font-medium text-white"
              onClick={() => setMobileOpen(false)}
            >
              모바일 방문예약
            </BookingLink>
            <ul className="divide-y divide-sand-200 border-y border-sand-200">
              {menu.map((section) => {
                const open = openSection === section.id;
                const panelId = `${menuId}-${section.id}`;
                return (
                  <li key={section.id}>
                    <button
                      type="button"
                      className="flex w-full items-center justify-between py-4 text-left text-[17px] font-medium"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenSection(open ? null : section.id)}
                    >
                      <span>
                        {section.title}
                        <span className="ml-2 text-[11px] font-normal tracking-[0.2em] text-stone-500">
                          {section.label}
                        </span>
                      </span>
                      <ChevronDownIcon className={`h-5 w-5 transition-transform ${open ? "rotate-180" : ""}`} />
                    </button>
                    <ul id={panelId} hidden={!open} className="grid grid-cols-2 gap-x-4 pb-4">
                      <SectionLinks
                        links={section.links}
                        pathname={pathname}
                        className="block py-2 text-[15px] text-stone-600"
                        onNavigate={() => setMobileOpen(false)}
                      />
                    </ul>
                  </li>
                );
              })}
            </ul>
            <a href={tel} className="mt-6 flex items-center justify-center gap-2 text-[15px] text-ink-900">
              <PhoneIcon className="h-4 w-4" /> 상담문의 <strong className="font-semibold">{phone}</strong>
            </a>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
