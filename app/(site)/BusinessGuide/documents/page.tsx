import { Link } from "@/components/ui/link";
import { documentsNotice, pageFor } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { ArrowRightIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/components/art/section-heading";
import { contractDocuments, pdfSize } from "@/lib/site/media/pictures";
import type { ServedDocument } from "@/lib/site/media/manifest";

const page = pageFor("/BusinessGuide/documents");
export const metadata = pageMetadata(page);

export default function BusinessDocumentsPage() {
  const documents = contractDocuments();
  if (documents.length) return <DocumentList documents={documents} />;
  return (
    <PageShell page={page}>
      <section
        className="relative overflow-hidden border border-sand-200 bg-white px-6 py-20 text-center desk:py-28"
        aria-labelledby="coming-soon"
      >
        <svg
          className="pointer-events-none absolute inset-x-0 bottom-0 mx-auto h-40 w-full max-w-3xl text-gold-500/25"
          viewBox="0 0 600 120"
          preserveAspectRatio="xMidYMax meet"
          aria-hidden="true"
        >
          <g fill="none" stroke="currentColor">
            <path d="M40 120V60h50v60M100 120V30h56v90M170 120V50h46v70M230 120V18h60v102M300 120V44h50v76M360 120V26h56v94M430 120V58h46v62M490 120V40h56v80" />
            <path d="M0 119.5h600" />
          </g>
        </svg>
        <div className="relative">
          <DocumentIcon className="mx-auto h-12 w-12 text-gold-600" />
          <h2
            id="coming-soon"
            className="mt-6 text-[34px] font-extralight tracking-[0.3em] text-ink-900 desk:text-[52px]"
          >
            {documentsNotice.title}
          </h2>
          <p className="mx-auto mt-5 max-w-md text-[16px] text-stone-600">{documentsNotice.text}</p>
          <Link
            href="/SalesInfo/guide"
            className="mt-10 inline-flex items-center gap-2 border border-ink-900 px-6 py-3 text-[15px] text-ink-900 transition-colors hover:bg-ink-900 hover:text-white"
          >
            계약 준비서류 먼저 보기 <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </section>
    </PageShell>
  );
}

/** The complex's contract documents, each opened as given in a new tab, with its size. */
function DocumentList({ documents }: { documents: ServedDocument[] }) {
  return (
    <PageShell page={page}>
      <SectionHeading label="DOCUMENTS" title="계약서류 안내">
        <p>계약 전에 내려받아 미리 읽어 보세요. 계약 조건은 각 문서와 입주자 모집공고를 기준으로 합니다.</p>
      </SectionHeading>
      <ul className="mt-10 border-t-2 border-ink-900" data-testid="contract-documents">
        {documents.map((d) => (
          <li
            key={d.id}
            className="flex flex-col gap-4 border-b border-sand-200 py-6 desk:flex-row desk:items-center desk:justify-between"
          >
            <div className="flex items-start gap-4">
              <DocumentIcon className="h-10 w-10 shrink-0 text-gold-600" />
              <div>
                <p className="text-[18px] font-medium text-ink-900">{d.title}</p>
                {d.note ? <p className="mt-1 text-[15px] text-stone-600">{d.note}</p> : null}
              </div>
            </div>
            <a
              href={d.href}
              target="_blank"
              rel="noopener"
              className="inline-flex shrink-0 items-center justify-center gap-2 border border-ink-900 px-6 py-3 text-[15px] text-ink-900 transition-colors hover:bg-ink-900 hover:text-white"
            >
              {`문서 보기 (${pdfSize(d.bytes)})`}
              <span className="sr-only"> (새 창)</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-[14px] text-stone-600">
        ※ 문서의 내용과 입주자 모집공고가 다를 경우 입주자 모집공고가 우선합니다.
      </p>
    </PageShell>
  );
}

function DocumentIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.4">
        <path d="M13 6h16l8 8v28H13z" />
        <path d="M29 6v8h8M18 22h14M18 28h14M18 34h9" />
      </g>
    </svg>
  );
}
