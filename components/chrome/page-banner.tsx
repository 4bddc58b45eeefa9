import { Link } from "@/components/ui/link";
import { breadcrumbsFor, sectionLabels, type PageEntry } from "@/lib/site/content";

/** The dark banner at the top of every sub-page: section ornament, the page's <h1>, its line, breadcrumbs. */
export function PageBanner({ page }: { page: PageEntry }) {
  const section = sectionLabels[page.section];
  const crumbs = breadcrumbsFor(page);
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white" aria-labelledby="page-title">
      <BannerArt />
      <div className="relative mx-auto max-w-frame px-5 pb-14 pt-[calc(var(--header-h)+48px)] desk:px-8 desk:pb-20 desk:pt-[calc(var(--header-h)+var(--announce-h)+72px)]">
        <div className="fade-in-100">
          {section ? <p className="ornament text-gold-400">{section.label}</p> : null}
          <h1 id="page-title" className="mt-3 text-[32px] font-light desk:text-[52px]">
            {page.title}
          </h1>
          <p className="mt-4 max-w-2xl text-[16px] text-sand-200 desk:text-[18px]">{page.bannerText}</p>
        </div>
        <nav aria-label="현재 위치" className="mt-8 text-[13px] text-sand-300">
          <ol className="flex flex-wrap items-center gap-2">
            {crumbs.map((c, i) => (
              <li key={c.href} className="flex items-center gap-2">
                {i > 0 ? (
                  <span aria-hidden="true" className="text-white/30">
                    /
                  </span>
                ) : null}
                {i === crumbs.length - 1 ? (
                  <span aria-current="page" className="text-sand-100">
                    {c.title}
                  </span>
                ) : (
                  <Link href={c.href} className="hover:text-white">
                    {c.title}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}

// Line-drawn skyline over a dusk gradient, drawn for this site. The window lines are one
// pattern per tower height band rather than an element each, and the drawing goes in as markup,
// so every page with a banner hydrates one element here instead of about 150.
const TOWERS = [
  [60, 150],
  [130, 190],
  [200, 120],
  [270, 210],
  [340, 170],
  [410, 230],
  [480, 140],
  [550, 200],
  [620, 160],
  [690, 215],
] as const;

const BANNER_SVG = [
  '<defs><linearGradient id="banner-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1322"/><stop offset="0.7" stop-color="#17263f"/><stop offset="1" stop-color="#34496b"/></linearGradient>',
  '<pattern id="banner-floors" width="1440" height="14" patternUnits="userSpaceOnUse"><path d="M0 0.5H1440" stroke="#d2b57f" stroke-opacity="0.14"/></pattern></defs>',
  '<rect width="1440" height="420" fill="url(#banner-sky)"/>',
  '<circle cx="1180" cy="150" r="90" fill="#c2a06a" opacity="0.08"/>',
  '<g transform="translate(700 0)" fill="none" stroke="#d2b57f" stroke-opacity="0.28" stroke-width="1">',
  ...TOWERS.map(([x, h]) => {
    const top = 420 - h - 40;
    const floors = Math.floor(h / 14) * 14;
    return `<rect x="${x}" y="${top}" width="46" height="${h}"/><rect x="${x + 6}" y="${top + 10}" width="34" height="${floors}" fill="url(#banner-floors)" stroke="none"/>`;
  }),
  '<path d="M0 384 C 120 372, 240 396, 360 384 S 600 372, 740 384" stroke-opacity="0.45"/></g>',
].join("");

function BannerArt() {
  return (
    <svg
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1440 420"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: BANNER_SVG }}
    />
  );
}
