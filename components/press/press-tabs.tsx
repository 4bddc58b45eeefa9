import { Link } from "@/components/ui/link";

/** The two tabs of the press pages: 보도자료 (this list) and 방문예약 등록 (the site's customer page). */
export function PressTabs({ site, current }: { site: string; current: "press" | "customer" }) {
  const tabs = [
    { key: "press", href: `/${site}/press`, title: "보도자료" },
    { key: "customer", href: `/${site}/customer`, title: "방문예약 등록" },
  ] as const;
  return (
    <nav aria-label="하위 메뉴" className="sticky top-[var(--header-h)] z-30 border-b border-sand-200 bg-white">
      <ul className="mx-auto flex max-w-frame justify-center gap-1 px-5 desk:px-8">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key} className="shrink-0">
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={`block border-b-2 px-5 py-4 text-[15px] transition-colors desk:px-8 ${
                  active ? "border-gold-500 font-semibold text-ink-900" : "border-transparent text-stone-600 hover:text-ink-900"
                }`}
              >
                {tab.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
