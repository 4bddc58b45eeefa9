import { announcement, complex, pageFor } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { NoticeCover } from "@/components/sales/notice-cover";
import { OpenNoticeButton } from "@/components/sales/open-notice-button";
import { Photo } from "@/components/art/photo";
import { noticeDocument, pdfSize, picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { ExternalIcon } from "@/components/ui/icons";

const page = pageFor("/SalesInfo/announcement");
export const metadata = pageMetadata(page);

const published = new Intl.DateTimeFormat("ko-KR", { dateStyle: "long", timeZone: "Asia/Seoul" }).format(
  new Date(`${announcement.publishedOn}T00:00:00+09:00`),
);

export default function AnnouncementPage() {
  const notice = noticeDocument();
  const cover = picture("noticeCover");
  return (
    <PageShell page={page}>
      <div className="grid items-start gap-10 desk:grid-cols-12 desk:gap-16">
        <div className="desk:col-span-5">
          {cover ? (
            <Photo picture={cover} sizes={SLOT_SIZES.panel} preload className="block h-auto w-full" />
          ) : (
            <NoticeCover
              siteName={complex.siteName}
              title="입주자 모집공고"
              date={published}
              label={announcement.imageAlt}
              sample={notice.sample}
              className="w-full"
            />
          )}
        </div>
        <section className="desk:col-span-7" aria-labelledby="notice-title">
          <p className="ornament text-gold-700">RECRUITMENT NOTICE</p>
          <h2 id="notice-title" className="mt-3 text-[26px] font-light text-ink-900 desk:text-[34px]">
            {announcement.title}
          </h2>
          <p className="mt-2 text-[15px] text-stone-600">
            공고일 <time dateTime={announcement.publishedOn}>{published}</time>
          </p>
          <dl className="mt-8 border-t-2 border-ink-900">
            {announcement.summary.map((s) => (
              <div
                key={s.label}
                className="grid grid-cols-[96px_1fr] border-b border-sand-200 py-4 text-[15px] desk:grid-cols-[140px_1fr] desk:text-[16px]"
              >
                <dt className="font-medium text-ink-900">{s.label}</dt>
                <dd className="text-stone-700">{s.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8">
            <OpenNoticeButton
              href={notice.href}
              label={`모집공고문 보기 (${notice.bytes ? pdfSize(notice.bytes) : "PDF"})`}
            />
          </div>
          <div
            className="mt-6 border-l-2 border-gold-500 bg-sand-100 px-5 py-4 text-[15px] text-stone-700"
            data-testid="notice-note"
          >
            <p>※ {announcement.note}</p>
            <a
              href={announcement.officialSite.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1 font-medium text-ink-900 underline underline-offset-4"
            >
              {announcement.officialSite.name} 바로가기 <ExternalIcon className="h-4 w-4" />
              <span className="sr-only">(새 창)</span>
            </a>
          </div>
        </section>
      </div>
    </PageShell>
  );
}
