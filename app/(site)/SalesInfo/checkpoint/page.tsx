import { Link } from "@/components/ui/link";
import { checkpoints, pageFor } from "@/lib/site/content";
import { kinds } from "@/lib/site/content/korean";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { SectionHeading } from "@/components/ui/section-heading";
import { ArrowRightIcon } from "@/components/ui/icons";

// Shares the subscription guide's canonical address (set in the page registry) and stays out of the sitemap.
const page = pageFor("/SalesInfo/checkpoint");
export const metadata = pageMetadata(page);

export default function CheckpointPage() {
  return (
    <PageShell page={page}>
      <SectionHeading label="PRE-SALE CHECK POINT" title="청약 전 체크포인트">
        청약 후 부적격 판정을 받으면 당첨이 취소되고 일정 기간 청약이 제한됩니다. 아래 {kinds(checkpoints.length)}를
        미리 확인해 주세요.
      </SectionHeading>
      <ol className="grid gap-px border border-sand-200 bg-sand-200 desk:grid-cols-2" data-testid="checkpoints">
        {checkpoints.map((c) => (
          <li key={c.title} className="bg-white p-6 desk:p-8">
            <p className="ornament text-gold-700">{c.label}</p>
            <h3 className="mt-2 text-[20px] font-medium text-ink-900">{c.title}</h3>
            <ul className="mt-4 space-y-2 text-[15px] text-stone-700">
              {c.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <svg
                    viewBox="0 0 20 20"
                    className="mt-1 h-4 w-4 shrink-0 text-gold-600"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    aria-hidden="true"
                  >
                    <rect x="2" y="2" width="16" height="16" rx="2" />
                    <path d="M6 10l3 3 5-6" />
                  </svg>
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          href="/SalesInfo/SubscriptionGuide"
          className="inline-flex items-center gap-2 bg-ink-900 px-6 py-3.5 text-[15px] font-medium text-white hover:bg-ink-700"
        >
          청약안내 전체 보기 <ArrowRightIcon className="h-4 w-4" />
        </Link>
        <Link
          href="/SalesInfo/guide"
          className="inline-flex items-center gap-2 border border-ink-900 px-6 py-3.5 text-[15px] text-ink-900 hover:bg-ink-900 hover:text-white"
        >
          당첨자 계약 준비서류
        </Link>
      </div>
    </PageShell>
  );
}
