import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getAdmin } from "@/lib/staff";
import { sitePages, type PageEntry } from "@/lib/site/content";
import { parseSite } from "@/lib/site/routes/site";
import { env } from "@/lib/platform/env";
import {
  pressRepository,
  type PressArticle,
  formatPressDateTime,
  pressIdSchema,
  deleteArticle,
  updateArticle,
} from "@/lib/press";
import { newsArticleLd } from "@/lib/site/seo/json-ld";
import { pageMetadata, withFeed } from "@/lib/site/seo/metadata";
import { ArticleBody } from "./article-body";
import { ArticleViews } from "./article-views";
import { BackToList } from "./back-to-list";
import { PressEditTools } from "./press-edit-tools";
import { PressFrame } from "./press-frame";
import { articlePath, PRESS_PATH, pressListPath } from "@/lib/site/routes/paths.mjs";

// The article page, rendered two ways from this one component (see proxy.ts):
// - cached (app/[site]/press/[id]/page.tsx), for visitors; refreshed by edit and delete
//   (revalidatePath in actions.ts) and every PRESS_REVALIDATE_SECONDS for the views shown;
// - live (app/[site]/press/[id]/%5Flive/page.tsx), per request, for an administrator's session
//   (with the edit tools) and form posts.
// Neither counts the view: proxy.ts counts a document request, the ArticleViews island a
// client-side navigation (lib/press/views.ts).

const MISSING_ARTICLE = PRESS_PATH;

function articlePage(site: string, article: PressArticle): PageEntry {
  const list = sitePages.press(site);
  return {
    ...list,
    path: articlePath(site, article.id),
    title: article.title,
    description: article.summary.length > 160 ? `${article.summary.slice(0, 159)}…` : article.summary,
  };
}

export async function pressArticleMetadata(rawSite: string, rawId: string): Promise<Metadata> {
  const site = parseSite(rawSite);
  const id = pressIdSchema.safeParse(rawId);
  if (!site || !id.success) return {};
  const article = await pressRepository().get(site, id.data);
  if (!article) return {};
  const metadata = pageMetadata(articlePage(site, article), { type: "article" });
  return withFeed(
    { ...metadata, openGraph: { ...metadata.openGraph, type: "article", publishedTime: article.date.toISOString() } },
    site,
  );
}

export async function PressArticleView({ rawSite, rawId, live }: { rawSite: string; rawId: string; live: boolean }) {
  const site = parseSite(rawSite);
  if (!site) notFound();
  const id = pressIdSchema.safeParse(rawId);
  if (!id.success) redirect(MISSING_ARTICLE);
  // The article is loaded before anything is rendered, so a missing article answers a real
  // redirect (307) rather than a page that changes its mind after streaming.
  const article = await pressRepository().get(site, id.data);
  if (!article) redirect(MISSING_ARTICLE);

  const page = articlePage(site, article);
  // Edit and delete, for a signed-in administrator only: a visitor's page carries no admin markup.
  const signedIn = live ? await getAdmin() : null;
  const admin = signedIn?.role === "admin" ? signedIn : null;
  return (
    <PressFrame
      page={page}
      site={site}
      storeText={[article.title, article.summary, article.content]}
      jsonLd={[
        newsArticleLd(env().SITE_URL, {
          path: page.path,
          title: article.title,
          summary: article.summary,
          date: article.date,
          views: article.views,
        }),
      ]}
    >
      {admin ? (
        <div className="mx-auto max-w-3xl">
          <PressEditTools
            update={updateArticle.bind(null, site, article.id)}
            remove={deleteArticle.bind(null, site, article.id)}
            article={{ title: article.title, summary: article.summary, content: article.content }}
          />
        </div>
      ) : null}
      <article className="mx-auto max-w-3xl" aria-labelledby="page-title">
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 border-y border-sand-300 py-4 text-[14px] text-stone-600 desk:text-[15px]">
          <div className="flex gap-2">
            <dt className="font-medium text-ink-900">작성자</dt>
            <dd>관리자</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium text-ink-900">작성일</dt>
            <dd>
              <time dateTime={article.date.toISOString()}>{formatPressDateTime(article.date)}</time>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium text-ink-900">조회수</dt>
            <dd data-testid="article-views" className="tabular-nums">
              <ArticleViews site={site} id={article.id} views={article.views} />
            </dd>
          </div>
        </dl>
        <p className="mt-10 break-keep border-l-2 border-gold-500 pl-5 text-[17px] font-medium leading-[1.7] text-ink-900 desk:text-[19px]">
          {article.summary}
        </p>
        <div className="mt-10">
          <ArticleBody content={article.content} />
        </div>
        <div className="mt-16 flex justify-center border-t border-sand-200 pt-10">
          <BackToList href={pressListPath(site)} />
        </div>
      </article>
    </PressFrame>
  );
}
