import { complex, pageFor, unitTypes } from "@/lib/site/content";
import { paymentSchedule, priceNotice, priceTable, unitLabel } from "@/lib/site/content/prices";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { formatDueKo, formatWonKo, basisPoints } from "@/lib/site/sales/price";
import { calculatorData, parsePriceQuery, shareLabel } from "@/lib/site/sales/price-view";
import { PageShell } from "@/components/chrome/page-shell";
import { RemainingUnits } from "@/components/sales/remaining-units";
import { SectionHeading } from "@/components/ui/section-heading";
import { NoticeBox } from "@/components/art/notice-box";
import { PriceCalculator } from "@/components/sales/price-calculator";
import { AskUs } from "@/components/chrome/contact-buttons";
import { balconyRows, depositText, includedText, optionRows, salesTerms } from "@/lib/site/content/sales-terms";

// /SalesInfo/price: the sample prices by type and floor band, the payment schedule, and the
// calculator, the 발코니 확장 and 유상옵션 tables (all from the complex's terms, terms.ts), and a call to
// ask the rest. The calculator's choice comes from the query (?type=&band=, a plain GET form without
// JavaScript), so the page renders per request; everything else is the same for every visitor.

const PATH = "/SalesInfo/price";
const page = pageFor(PATH);
export const metadata = pageMetadata(page);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const calc = calculatorData(priceTable, paymentSchedule, unitLabel);

const SampleTag = () => (
  <span className="ml-2 inline-block border border-gold-600 px-2 py-0.5 align-middle text-[12px] font-medium tracking-normal text-gold-700">
    샘플
  </span>
);

export default async function PricePage({ searchParams }: Props) {
  const selection = parsePriceQuery(priceTable, await searchParams);
  const depositBp = basisPoints(paymentSchedule.deposit.percent);
  const installmentBp = paymentSchedule.installments.reduce((n, i) => n + basisPoints(i.percent), 0);
  return (
    <PageShell page={page}>
      <div className="space-y-20 desk:space-y-24">
        <section aria-labelledby="price-title">
          <SectionHeading label="SALE PRICE" title="타입별 분양가" id="price-title">
            같은 타입이라도 층과 향, 라인에 따라 분양가가 달라집니다. 층 구간별 최저가와 최고가를 확인해 보세요.
          </SectionHeading>
          <div className="grid gap-6 desk:grid-cols-2 desk:gap-8">
            {priceTable.units.map((unit) => {
              const type = unitTypes.find((u) => u.slug === unit.slug);
              return (
                <table
                  key={unit.slug}
                  className="w-full border-t-2 border-ink-900 text-[15px] desk:text-[16px]"
                  data-testid={`price-table-${unit.slug}`}
                >
                  <caption className="pb-3 text-left">
                    <span className="text-[20px] font-medium text-ink-900">{unitLabel(unit.slug)} 타입</span>
                    <SampleTag />
                    {type ? (
                      <span className="mt-1 block text-[14px] text-stone-600">
                        전용 {type.exclusiveArea}㎡ · {type.households.toLocaleString("ko-KR")}세대
                      </span>
                    ) : null}
                  </caption>
                  <thead className="bg-sand-100">
                    <tr>
                      <th scope="col" className="px-4 py-3 text-left font-medium text-ink-900">
                        층 구간
                      </th>
                      <th scope="col" className="px-4 py-3 text-right font-medium text-ink-900">
                        분양가 (최저 ~ 최고)
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {unit.prices.map((p) => (
                      <tr key={p.band} className="border-b border-sand-200" data-band={p.band}>
                        <th scope="row" className="px-4 py-3.5 text-left font-normal text-ink-900">
                          {priceTable.floorBands.find((b) => b.id === p.band)!.label}
                        </th>
                        <td className="px-4 py-3.5 text-right text-stone-700 tabular-nums">
                          {formatWonKo(p.min)} ~ {formatWonKo(p.max)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              );
            })}
          </div>
          <p className="mt-4 text-[14px] text-stone-600">
            ※ 같은 층 구간 안에서는 라인과 향에 따라 최저가와 최고가 사이에서 정해집니다.{" "}
            {salesTerms.balcony.kind === "free"
              ? "발코니 확장은 무상으로 제공하며, 유상옵션 비용은 포함되어 있지 않습니다."
              : "발코니 확장 및 유상옵션 비용은 포함되어 있지 않습니다."}
          </p>
        </section>

        <RemainingUnits heading="h2" className="max-w-xl border border-sand-200 bg-white p-6 desk:p-8" />

        <section aria-labelledby="schedule-title">
          <SectionHeading label="PAYMENT SCHEDULE" title="납부일정" id="schedule-title">
            {depositText(salesTerms)}, 중도금 {paymentSchedule.installments.length}회 {shareLabel(installmentBp)}, 잔금{" "}
            {shareLabel(10_000 - depositBp - installmentBp)}로 나누어 납부합니다.
          </SectionHeading>
          <table
            className="w-full border-t-2 border-ink-900 text-center text-[15px] desk:text-[16px]"
            data-testid="payment-schedule"
          >
            <caption className="sr-only">분양대금 납부일정</caption>
            <thead className="bg-sand-100">
              <tr>
                <th scope="col" className="whitespace-nowrap px-2 py-4 desk:px-3 font-medium text-ink-900">
                  구분
                </th>
                <th scope="col" className="whitespace-nowrap px-2 py-4 desk:px-3 font-medium text-ink-900">
                  납부 비율
                </th>
                <th scope="col" className="whitespace-nowrap px-2 py-4 desk:px-3 font-medium text-ink-900">
                  납부일
                </th>
              </tr>
            </thead>
            <tbody>
              {(
                paymentSchedule.deposit.parts ?? [
                  { ...paymentSchedule.deposit, fixed: undefined, label: paymentSchedule.deposit.label },
                ]
              ).map((d, i, all) => (
                <tr key={d.label} className="border-b border-sand-200">
                  <th scope="row" className="whitespace-nowrap px-2 py-4 desk:px-3 font-medium text-ink-900">
                    {d.label}
                  </th>
                  <td className="px-2 py-4 text-stone-700 desk:px-3">
                    {d.fixed !== undefined
                      ? `${formatWonKo(d.fixed)} 정액`
                      : all.length > 1
                        ? `${shareLabel(depositBp)} 중 나머지`
                        : shareLabel(depositBp)}
                  </td>
                  <td className="px-2 py-4 text-stone-700 desk:px-3">
                    {d.dueLabel}
                    <span className="block text-[13px] text-stone-600">({formatDueKo(d.due)})</span>
                  </td>
                </tr>
              ))}
              {paymentSchedule.installments.map((i) => (
                <tr key={i.label} className="border-b border-sand-200">
                  <th scope="row" className="whitespace-nowrap px-2 py-4 desk:px-3 font-normal text-ink-900">
                    {i.label}
                  </th>
                  <td className="px-2 py-4 text-stone-700 desk:px-3">{shareLabel(basisPoints(i.percent))}</td>
                  <td className="px-2 py-4 text-stone-700 desk:px-3">{formatDueKo(i.due)}</td>
                </tr>
              ))}
              <tr className="border-b border-sand-200">
                <th scope="row" className="whitespace-nowrap px-2 py-4 desk:px-3 font-medium text-ink-900">
                  {paymentSchedule.balance.label}
                </th>
                <td className="px-2 py-4 text-stone-700 desk:px-3">{shareLabel(10_000 - depositBp - installmentBp)}</td>
                <td className="px-2 py-4 text-stone-700 desk:px-3">
                  {paymentSchedule.balance.due
                    ? formatDueKo(paymentSchedule.balance.due)
                    : paymentSchedule.balance.dueLabel}
                </td>
              </tr>
            </tbody>
          </table>
          <ul className="mt-6 space-y-1 border-l-2 border-gold-500 bg-sand-100 px-5 py-5 text-[15px] text-stone-700 desk:px-6">
            {paymentSchedule.notes.map((n) => (
              <li key={n}>※ {n}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="calculator-title" id="calculator" className="scroll-mt-28">
          <SectionHeading label="CALCULATOR" title="납부 금액 계산" id="calculator-title">
            타입과 층 구간을 고르시면 회차별 납부 금액과 납부일을 바로 보여 드립니다. 같은 층 구간 안에서도 라인과 향에
            따라 금액이 달라, 최저가와 최고가 기준으로 함께 안내해 드립니다.
          </SectionHeading>
          <PriceCalculator
            data={calc}
            initial={{ type: selection.type, band: selection.band }}
            notice={selection.notice}
            action={`${PATH}#calculator`}
          />
        </section>

        <section aria-labelledby="balcony-title" id="balcony" className="scroll-mt-28">
          <SectionHeading label="BALCONY EXTENSION" title="발코니 확장" id="balcony-title">
            {salesTerms.balcony.kind === "free"
              ? "전 타입 발코니 확장을 무상으로 제공합니다. 분양가 외에 따로 내실 확장 비용이 없습니다."
              : "발코니 확장은 분양가와 별도로 계약하며, 타입별 확장 비용은 아래와 같습니다."}
          </SectionHeading>
          <table
            className="w-full max-w-xl border-t-2 border-ink-900 text-[15px] desk:text-[16px]"
            data-testid="balcony-table"
          >
            <caption className="sr-only">타입별 발코니 확장 비용</caption>
            <thead className="bg-sand-100">
              <tr>
                <th scope="col" className="px-4 py-3 text-left font-medium text-ink-900">
                  타입
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium text-ink-900">
                  확장 비용
                </th>
              </tr>
            </thead>
            <tbody>
              {balconyRows.map((r) => (
                <tr key={r.slug} className="border-b border-sand-200">
                  <th scope="row" className="px-4 py-3.5 text-left font-normal text-ink-900">
                    {r.label} 타입
                    {r.price !== null ? <SampleTag /> : null}
                  </th>
                  <td className="px-4 py-3.5 text-right text-stone-700 tabular-nums">
                    {r.price === null ? "무상 제공" : formatWonKo(r.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="options-title" id="options" className="scroll-mt-28">
          <SectionHeading label="OPTIONS" title="유상옵션" id="options-title">
            원하시는 품목만 골라 옵션 계약으로 따로 납부합니다. 금액은 분양가에 포함되어 있지 않습니다.
            {includedText(salesTerms) ? ` ${includedText(salesTerms)}` : ""}
          </SectionHeading>
          <table
            className="w-full max-w-3xl border-t-2 border-ink-900 text-[15px] desk:text-[16px]"
            data-testid="options-table"
          >
            <caption className="sr-only">유상옵션 품목과 금액 (샘플)</caption>
            <thead className="bg-sand-100">
              <tr>
                <th scope="col" className="px-3 py-3 text-left font-medium text-ink-900 desk:px-4">
                  품목
                </th>
                <th scope="col" className="px-3 py-3 text-right font-medium text-ink-900 desk:px-4">
                  금액 (샘플)
                </th>
              </tr>
            </thead>
            <tbody>
              {optionRows.map((o) => (
                <tr key={o.id} className="border-b border-sand-200" data-option={o.id}>
                  <th scope="row" className="px-3 py-3.5 text-left align-top font-normal desk:px-4">
                    <span className="font-medium text-ink-900">{o.name}</span>
                    <span className="mt-0.5 block text-[14px] text-stone-600">{o.detail}</span>
                  </th>
                  <td className="px-3 py-3.5 text-right align-top text-stone-700 tabular-nums desk:px-4">
                    {o.byType ? (
                      <ul className="space-y-0.5">
                        {o.byType.map((t) => (
                          <li key={t.slug} className="whitespace-nowrap" data-type={t.slug}>
                            <span className="mr-2 text-[13px] text-stone-600">{t.label}</span>
                            {formatWonKo(t.price)}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="whitespace-nowrap">
                        {formatWonKo(o.price!)}
                        <span className="block text-[13px] text-stone-600">전 타입 동일</span>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <NoticeBox title="분양가 유의사항" items={priceNotice} />

        <AskUs
          phone={complex.phone}
          hours={complex.hours}
          text="타입별 분양가와 납부 일정, 발코니 확장과 옵션 선택까지 분양 상담사가 자세히 안내해 드립니다."
        />
      </div>
    </PageShell>
  );
}
