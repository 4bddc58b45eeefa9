import { pageFor, stampTaxGuide as guide } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import {
  bracketLabel,
  formatWon,
  HOUSING_EXEMPT_UP_TO,
  STAMP_TAX_BRACKETS,
  stampTax,
  wonUnits,
} from "@/lib/site/sales/stamp-tax";
import { PageShell } from "@/components/chrome/page-shell";
import { SectionHeading } from "@/components/ui/section-heading";
import { StampTaxCalculator } from "@/components/sales/stamp-tax-calculator";
import { ExternalIcon } from "@/components/ui/icons";
import { ScrollRegion } from "@/components/ui/scroll-region";

const page = pageFor("/SalesInfo/StampTax");
export const metadata = pageMetadata(page);

const pct = (share: number) => `${Math.round(share * 100)}%`;

export default function StampTaxPage() {
  const buyerLabel = `계약자 부담 (${pct(guide.buyerShare)})`;
  const sellerLabel = `사업주체 부담 (${pct(1 - guide.buyerShare)})`;
  return (
    <PageShell page={page}>
      <div className="space-y-20 desk:space-y-24">
        <section aria-labelledby="calc-title">
          <SectionHeading label="STAMP TAX" title="인지세란?" id="calc-title">
            {guide.intro}
          </SectionHeading>
          <ScrollRegion label="인지세액 표" slidesBelow={520}>
            <table
              className="w-full min-w-[520px] border-t-2 border-ink-900 text-center text-[15px] desk:text-[16px]"
              data-testid="stamp-tax-table"
            >
              <caption className="mb-3 text-left text-[17px] font-medium text-ink-900">
                부동산 소유권 이전 증서(분양계약서)의 인지세액
              </caption>
              <thead className="bg-sand-100">
                <tr>
                  <th scope="col" className="px-4 py-4 font-medium text-ink-900">
                    계약서 기재금액
                  </th>
                  <th scope="col" className="px-4 py-4 font-medium text-ink-900">
                    인지세액
                  </th>
                  <th scope="col" className="px-4 py-4 font-medium text-ink-900">
                    {buyerLabel}
                  </th>
                </tr>
              </thead>
              <tbody>
                {STAMP_TAX_BRACKETS.map((b) => {
                  const housingExempt = b.upTo !== null && b.upTo <= HOUSING_EXEMPT_UP_TO && b.tax > 0;
                  return (
                    <tr key={b.over} className="border-b border-sand-200">
                      <th scope="row" className="px-4 py-4 font-normal text-ink-900">
                        {bracketLabel(b)}
                      </th>
                      <td className="px-4 py-4 text-stone-700">
                        {b.tax === 0 ? "비과세" : formatWon(b.tax)}
                        {housingExempt ? <span className="block text-[13px] text-gold-700">주택은 비과세</span> : null}
                      </td>
                      <td className="px-4 py-4 text-stone-700">
                        {b.tax === 0 ? "-" : formatWon(stampTax(b.upTo ?? b.over + 1, "other", guide.buyerShare).buyer)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="mt-3 text-[14px] text-stone-600">
            ※ 인지세법 제3조 및 제6조 기준. 주택의 소유권 이전 증서는 기재금액 {wonUnits(HOUSING_EXEMPT_UP_TO)} 이하일
            때 비과세됩니다. {guide.shareNote}
          </p>
        </section>

        <section aria-labelledby="calculator-title">
          <SectionHeading label="CALCULATOR" title="예상 인지세 계산" id="calculator-title">
            계약서에 기재될 분양금액을 입력하시면 인지세와 부담 금액을 계산해 드립니다.
          </SectionHeading>
          <StampTaxCalculator buyerShare={guide.buyerShare} buyerLabel={buyerLabel} sellerLabel={sellerLabel} />
        </section>

        <section aria-labelledby="procedure-title">
          <SectionHeading label="HOW TO PAY" title="계약 시 납부 절차" id="procedure-title" />
          <ol className="grid gap-px border border-sand-200 bg-sand-200 desk:grid-cols-4">
            {guide.procedure.map((s, i) => (
              <li key={s.title} className="bg-white p-6">
                <p className="text-[13px] font-medium tracking-[0.2em] text-gold-700">STEP {i + 1}</p>
                <h3 className="mt-2 text-[18px] font-medium text-ink-900">{s.title}</h3>
                <p className="mt-2 text-[15px] text-stone-600">{s.text}</p>
              </li>
            ))}
          </ol>
          <a
            href={guide.revenueStampSite.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 border border-ink-900 px-5 py-3 text-[15px] text-ink-900 hover:bg-ink-900 hover:text-white"
          >
            {guide.revenueStampSite.name} 바로가기 <ExternalIcon className="h-4 w-4" />
            <span className="sr-only">(새 창)</span>
          </a>
          <ul className="mt-8 space-y-1 border-l-2 border-gold-500 bg-sand-100 px-6 py-5 text-[15px] text-stone-700">
            {guide.notes.map((n) => (
              <li key={n}>※ {n}</li>
            ))}
          </ul>
        </section>
      </div>
    </PageShell>
  );
}
