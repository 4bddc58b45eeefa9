import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getAdmin } from "@/lib/auth/session";
import { sitePages, type PageEntry } from "@/lib/content";
import { parseSite } from "@/lib/content/site-param";
import { env } from "@/lib/env";
import { pressRepository, type PressArticle } from "@/lib/press";
import { formatPressDateTime } from "@/lib/press/format";
import { pressIdSchema } from "@/lib/press/schema";
import { countsAsView } from "@/lib/press/views";
import { newsArticleLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { ArticleBody } from "@/components/press/article-body";
import { BackToList } from "@/components/press/back-to-list";
import { deleteArticle, updateArticle } from "@/components/press/actions";
import { PressEditTools } from "@/components/press/press-edit-tools";
import { PressFrame } from "@/components/press/press-frame";

// Rendered from the store on every request; each visit adds one view.
export const dynamic = "force-dynamic";

const MISSING_ARTICLE = "/Promotion/Press";

type Props = { params: Promise<{ site: string; id: string }> };

function articlePage(site: string, article: PressArticle): PageEntry {
  const list = sitePages.press(site);
  return {
    ...list,
    path: `/${site}/press/${article.id}`,
    title: article.title,
    description: article.summary.length > 160 ? `${article.summary.slice(0, 159)}…` : article.summary,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: rawSite, id: rawId } = await params;
  const site = parseSite(rawSite);
  const id = pressIdSchema.safeParse(rawId);
  if (!site || !id.success) return {};
  const article = await pressRepository().get(site, id.data);
  if (!article) return {};
  const metadata = pageMetadata(articlePage(site, article), { type: "article" });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: "article", publishedTime: article.date.toISOString() } };
}

export default async function PressArticlePage({ params }: Props) {
  const { site: rawSite, id: rawId } = await params;
  const site = parseSite(rawSite);
  if (!site) notFound();
  const id = pressIdSchema.safeParse(rawId);
  if (!id.success) redirect(MISSING_ARTICLE);
  // The article is loaded (and the view added) before anything is rendered, so a missing article
  // answers a real redirect (307) rather than a page that changes its mind after streaming.
  const repository = pressRepository();
  const article = countsAsView(await headers(), `/${site}/press/${id.data}`) ? await repository.addView(site, id.data) : await repository.get(site, id.data);
  if (!article) redirect(MISSING_ARTICLE);

  const page = articlePage(site, article);
  // Edit and delete, for a signed-in administrator only: a visitor's page carries no admin markup.
  const admin = await getAdmin();
  return (
    <PressFrame page={page} site={site} storeText={[article.title, article.summary, article.content]} jsonLd={[newsArticleLd(env().SITE_URL, { path: page.path, title: article.title, summary: article.summary, date: article.date, views: article.views })]}>
      {admin ? (
        <div className="mx-auto max-w-3xl">
          <PressEditTools
            update={updateArticle.bind(null, site, article.id)}
            remove={deleteArticle.bind(null, site, article.id)}
            article={{ title: article.title, summary: article.summary, content: article.content }} />
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
              {article.views.toLocaleString("ko-KR")}
            </dd>
          </div>
        </dl>
        <p className="mt-10 break-keep border-l-2 border-gold-500 pl-5 text-[17px] font-medium leading-[1.7] text-ink-900 desk:text-[19px]">{article.summary}</p>
        <div className="mt-10">
          <ArticleBody content={article.content} />
        </div>
        <div className="mt-16 flex justify-center border-t border-sand-200 pt-10">
          <BackToList href={`/${site}/press`} />
        </div>
      </article>
    </PressFrame>
  );
}
