import { Link } from "@/components/ui/link";
import { subMenus, type PageEntry } from "@/lib/site/content";

/** Tabs under the banner for the pages of one section; the current route is highlighted. */
export function SubMenu({ page }: { page: PageEntry }) {
  const links = subMenus[page.subMenu] ?? [];
  if (links.length === 0) return null;
  const current = page.canonical ?? page.path;
  return (
    <nav aria-label="하위 메뉴" className="sticky top-[var(--header-h)] z-30 border-b border-sand-200 bg-white">
      {/* On a phone the tabs may run past the edge: it fades there, so a cut tab reads as "more". */}
      <ul className="mx-auto flex max-w-frame gap-1 overflow-x-auto px-5 [mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)] desk:justify-center desk:px-8 desk:[mask-image:none]">
        {links.map((link) => {
          const active = link.href === current || link.href === page.path;
          return (
            <li key={link.href} className="shrink-0">
              <Link
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`block border-b-2 px-4 py-4 text-[15px] transition-colors desk:px-6 ${
                  active
                    ? "border-gold-500 font-semibold text-ink-900"
                    : "border-transparent text-stone-600 hover:text-ink-900"
                }`}
              >
                {link.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
