import { Link } from "@/components/ui/link";
import { pressListPath, VISIT_PATH } from "@/lib/site/routes/paths.mjs";

/**
 * The two tabs of the press pages (the spec's press coverage and visit reservation): 보도자료 (this
 * list) and 방문예약, which leads where every 방문예약 link does, the booking page (VISIT_PATH).
 */
export function PressTabs({ site }: { site: string }) {
  const tabs = [
    { key: "press", href: pressListPath(site), title: "보도자료" },
    { key: "visit", href: VISIT_PATH, title: "방문예약" },
  ] as const;
  return (
    <nav aria-label="하위 메뉴" className="sticky top-[var(--header-h)] z-30 border-b border-sand-200 bg-white">
      <ul className="mx-auto flex max-w-frame justify-center gap-1 px-5 desk:px-8">
        {tabs.map((tab) => {
          const active = tab.key === "press";
          return (
            <li key={tab.key} className="shrink-0">
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={`block border-b-2 px-5 py-4 text-[15px] transition-colors desk:px-8 ${
                  active
                    ? "border-gold-500 font-semibold text-ink-900"
                    : "border-transparent text-stone-600 hover:text-ink-900"
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
