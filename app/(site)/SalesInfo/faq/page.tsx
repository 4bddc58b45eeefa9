import { complex, pageFor } from "@/lib/site/content";
import { faq, faqItemSchema } from "@/lib/site/content/faq";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { faqPageLd } from "@/lib/site/seo/visit-ld";
import { PageShell } from "@/components/chrome/page-shell";
import { AskUs } from "@/components/chrome/contact-buttons";

// /SalesInfo/faq: the questions of content, grouped by category, as native <details>: they open
// and close by mouse, touch and keyboard without any script, and every answer is in the HTML
// (and in the FAQPage JSON-LD) for search engines. The page ends with a call (and the KakaoTalk
// channel, where there is one) for what it does not answer.

const PATH = "/SalesInfo/faq";
const page = pageFor(PATH);
export const metadata = pageMetadata(page);

const groups = faqItemSchema.shape.category.options
  .map((category, i) => ({ category, id: `faq-group-${i + 1}`, items: faq.filter((f) => f.category === category) }))
  .filter((g) => g.items.length > 0);

export default function FaqPage() {
  return (
    <PageShell page={page} jsonLd={[faqPageLd(env().SITE_URL, PATH, faq)]}>
      <p className="ornament text-gold-700" aria-hidden="true">
        FAQ
      </p>
      <p className="mt-2 text-[26px] font-light text-ink-900 desk:text-[34px]">계약 전에 꼭 확인하세요</p>
      <p className="mt-3 max-w-3xl text-[16px] text-stone-600">
        청약 자격부터 계약, 입주, 견본주택 방문예약까지 고객께서 자주 묻는 질문을 분류별로 정리해 두었습니다. 질문을
        누르시면 자세한 내용이 열립니다.
      </p>

      <nav aria-label="질문 분류" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {groups.map((g) => (
            <li key={g.id}>
              <a
                href={`#${g.id}`}
                className="inline-flex min-h-11 items-center border border-sand-300 bg-white px-4 text-[15px] text-stone-700 hover:border-ink-900 hover:text-ink-900"
              >
                {g.category} <span className="ml-1.5 text-[13px] text-gold-700">{g.items.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-12 space-y-14 desk:mt-16 desk:space-y-16" data-testid="faq">
        {groups.map((g) => (
          <section key={g.id} id={g.id} aria-labelledby={`${g.id}-title`} className="scroll-mt-28">
            <h2 id={`${g.id}-title`} className="text-[21px] font-medium text-ink-900 desk:text-[24px]">
              {g.category}
            </h2>
            <div className="mt-4 border-t-2 border-ink-900">
              {g.items.map((item) => (
                <details key={item.id} id={item.id} className="group border-b border-sand-200" data-testid="faq-item">
                  <summary className="flex cursor-pointer list-none items-start gap-3 px-3 py-5 text-[16px] text-ink-900 hover:text-gold-700 desk:gap-4 desk:px-6 desk:text-[17px] [&::-webkit-details-marker]:hidden">
                    <span aria-hidden="true" className="w-5 shrink-0 font-semibold text-gold-700">
                      Q
                    </span>
                    <span className="flex-1 font-medium">{item.question}</span>
                    <span aria-hidden="true" className="relative mt-1.5 h-3.5 w-3.5 shrink-0">
                      <span className="absolute left-0 top-1/2 h-px w-full -translate-y-1/2 bg-current" />
                      <span className="absolute left-1/2 top-0 h-full w-px -translate-x-1/2 bg-current transition-transform duration-300 group-open:rotate-90 group-open:opacity-0 motion-reduce:transition-none" />
                    </span>
                  </summary>
                  <div className="flex gap-3 border-t border-sand-200 bg-white px-3 pb-6 pt-5 text-[15px] leading-[1.8] text-stone-700 desk:gap-4 desk:px-6 desk:text-[16px]">
                    <span aria-hidden="true" className="w-5 shrink-0 font-semibold text-ink-900">
                      A
                    </span>
                    <p className="flex-1 pr-2">{item.answer}</p>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>

      <div className="mt-14 desk:mt-20">
        <AskUs
          phone={complex.phone}
          hours={complex.hours}
          text="찾으시는 답이 없으시면 분양 상담사에게 직접 물어보세요. 청약 자격부터 계약, 입주까지 자세히 안내해 드립니다."
        />
      </div>
    </PageShell>
  );
}
