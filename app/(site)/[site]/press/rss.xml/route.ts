import { complex, sitePages } from "@/lib/site/content";
import { parseSite } from "@/lib/site/routes/site";
import { env } from "@/lib/env";
import { pressRepository, FEED_ITEMS, pressFeed, type PressArticle } from "@/lib/press";
import { articlePath, pressFeedPath, pressListPath } from "@/lib/site/routes/paths.mjs";

// The site's press articles as RSS 2.0, read from the store on each request (a feed reader or
// Naver's collector may keep it 10 minutes).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string }> };

export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const site = parseSite((await params).site);
  if (!site)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const siteUrl = env().SITE_URL;
  const articles: PressArticle[] = [];
  let cursor: string | null = null;
  // Two list pages hold the newest FEED_ITEMS; stop early when the store has no more.
  while (articles.length < FEED_ITEMS) {
    const page = await (await pressRepository()).list(site, cursor);
    const fresh = page.items.filter((a) => !articles.some((b) => b.id === a.id));
    articles.push(...fresh);
    if (!page.nextCursor || fresh.length === 0) break;
    cursor = page.nextCursor;
  }
  const listPage = sitePages.press(site);
  const body = pressFeed(
    {
      title: `${listPage.title} | ${complex.siteName}`,
      description: listPage.description,
      link: `${siteUrl}${pressListPath(site)}`,
      selfUrl: `${siteUrl}${pressFeedPath(site)}`,
      articleUrl: (id) => `${siteUrl}${articlePath(site, id)}`,
    },
    articles,
    new Date(),
  );
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
