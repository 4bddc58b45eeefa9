import { type PressArticle, formatPressDateTime, deleteArticle, updateArticle } from "@/lib/press";
import type { PageEntry } from "@/lib/site/content";
import { newsArticleLd } from "@/lib/site/seo/json-ld";
import { ArticleBody } from "./article-body";
import { ArticleViews } from "./article-views";
import { BackToList } from "./back-to-list";
import { PressEditTools } from "./press-edit-tools";
import { PressFrame } from "./press-frame";
import { pressListPath } from "@/lib/site/routes/paths.mjs";

/** What the page's loader read (its data.ts). */
export type PressArticleData = {
  site: string;
  page: PageEntry;
  article: PressArticle;
  siteUrl: string;
  /** Edit and delete, for a signed-in administrator only: a visitor's page carries no admin markup. */
  editable: boolean;
};

// The article page, shown the same for both of its renderings (app/(site)/[site]/press/[id]/data.ts
// loads it: cached for visitors, live per request for an administrator's session and form posts).
// Neither counts the view: proxy.ts counts a document request, the ArticleViews island a
// client-side navigation (lib/press/views.ts).

export function PressArticleView({ data }: { data: PressArticleData }) {
  const { site, page, article, editable } = data;
  return (
    <PressFrame
      page={page}
      site={site}
      storeText={[article.title, article.summary, article.content]}
      jsonLd={[
        newsArticleLd(data.siteUrl, {
          path: page.path,
          title: article.title,
          summary: article.summary,
          date: article.date,
          views: article.views,
        }),
      ]}
    >
      {editable ? (
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
