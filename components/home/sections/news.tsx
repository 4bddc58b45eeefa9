import { StaticImage } from "@/components/art/static-image";
import { Link } from "@/components/ui/link";
import { newsSection } from "@/lib/site/content/home";
import { newsEmptyText, type NewsItem } from "@/lib/site/content/news";
import { mobileOnly, Heading, TextLink } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

// Phones only.

const newsDate = new Intl.DateTimeFormat("ko-KR", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "Asia/Seoul",
});

/** One line of the home's news: a press article of the store (or a content sample, at the build). */
export type HomeNewsItem = Pick<NewsItem, "id" | "title" | "excerpt" | "date" | "link"> & { image?: NewsItem["image"] };

function NewsPlaceholder({ item }: { item: HomeNewsItem }) {
  const [, month, day] = item.date.split("-");
  return (
    <div
      className="relative flex h-full w-full flex-col justify-between overflow-hidden bg-ink-900 p-3 text-white"
      aria-hidden="true"
      data-testid="news-placeholder"
    >
      <svg
        className="pointer-events-none absolute inset-0 h-full w-full"
        viewBox="0 0 120 120"
        preserveAspectRatio="xMidYMid slice"
      >
        <g fill="none" stroke="#d2b57f" strokeOpacity="0.4" strokeWidth="0.8">
          <path d="M62 120V62l10-7 10 7v58M86 120V48l10-7 10 7v72" />
          <path d="M0 108q15-4 30 0t30 0 30 0 30 0" />
        </g>
      </svg>
      <span className="relative text-[9px] font-medium tracking-[0.2em] text-gold-300">NEWS</span>
      <span className="relative text-[22px] font-extralight leading-none tracking-headline">
        {month}.{day}
      </span>
    </div>
  );
}

/**
 * The phone's news list: the newest articles of the press store (app/(site)/page.tsx reads them when
 * the page is regenerated, and again after a publish), else a line that sends the visitor to the
 * press list.
 */
export function NewsSection({ items }: { items: readonly HomeNewsItem[] }) {
  return (
    <section
      aria-labelledby="home-news"
      className={`${mobileOnly} ${nearView} bg-sand-100 px-5 py-16`}
      style={phoneHeight(960)}
      data-section="news"
    >
      <Heading id="home-news" label={newsSection.label} title={newsSection.title} />
      {items.length === 0 ? (
        <p
          className="mt-8 break-keep border-y border-sand-300 py-10 text-center text-[16px] leading-[1.7] text-stone-700"
          data-testid="home-news-empty"
        >
          {newsEmptyText}
        </p>
      ) : (
        <ul className="mt-8 divide-y divide-sand-300 border-y border-sand-300" data-testid="home-news">
          {items.map((item) => (
            <li key={item.id}>
              <article className="relative flex gap-4 py-5" aria-labelledby={`news-${item.id}`} data-testid="news-item">
                <div className="relative h-24 w-24 shrink-0 overflow-hidden">
                  {item.image ? (
                    <StaticImage src={item.image} alt="" fill sizes="96px" className="object-cover" />
                  ) : (
                    <NewsPlaceholder item={item} />
                  )}
                </div>
                <div className="min-w-0">
                  <time dateTime={item.date} className="text-[13px] text-stone-600">
                    {newsDate.format(new Date(`${item.date}T00:00:00+09:00`))}
                  </time>
                  <h3
                    id={`news-${item.id}`}
                    className="mt-1 text-[16px] font-medium leading-snug tracking-headline text-ink-900"
                  >
                    <Link href={item.link} className="after:absolute after:inset-0">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-1 line-clamp-2 text-[15px] leading-relaxed text-stone-600">{item.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 text-center">
        <TextLink href={newsSection.more.href}>{newsSection.more.text}</TextLink>
      </div>
    </section>
  );
}
