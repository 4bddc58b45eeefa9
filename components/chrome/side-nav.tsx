import { Link } from "@/components/ui/link";
import { sectionLabels, subMenus, type PageEntry } from "@/lib/site/content";

/** Side navigation (desktop) for sections with several related guides. */
export function SideNav({ page }: { page: PageEntry }) {
  const links = subMenus[page.subMenu] ?? [];
  const section = sectionLabels[page.section];
  return (
    <nav aria-label="섹션 메뉴" className="hidden desk:block">
      <div className="sticky top-[calc(var(--header-h)+88px)] w-52 border-t-2 border-ink-900 pt-5">
        {section ? <p className="text-[18px] font-semibold">{section.title}</p> : null}
        <ul className="mt-4 space-y-1">
          {links.map((link) => {
            const active = link.href === page.path || link.href === page.canonical;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? "page" : undefined}
                  className={`block py-2 text-[15px] ${active ? "font-semibold text-gold-700" : "text-stone-600 hover:text-ink-900"}`}
                >
                  {link.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
