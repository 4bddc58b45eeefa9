import { Link } from "@/components/ui/link";
import { pageFor, subscriptionGuide as guide } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { SectionHeading } from "@/components/ui/section-heading";
import { ApplyScreenArt } from "@/components/sales/apply-screen-art";
import { ArrowRightIcon } from "@/components/ui/icons";
import { ScrollRegion } from "@/components/ui/scroll-region";

const page = pageFor("/SalesInfo/SubscriptionGuide");
export const metadata = pageMetadata(page);

const th = "px-4 py-4 font-medium text-ink-900";
const td = "px-4 py-4 text-stone-700";

export default function SubscriptionGuidePage() {
  return (
    <PageShell page={page}>
      <div className="space-y-20 desk:space-y-24">
        <section aria-labelledby="rank-title">
          <SectionHeading label="SCHEDULE" title="특별공급 · 1·2순위 청약 일정" id="rank-title">
            {guide.hours}
          </SectionHeading>
          <ScrollRegion label="청약 일정표" slidesBelow={640}>
            <table
              className="w-full min-w-[640px] border-t-2 border-ink-900 text-left text-[15px]"
              data-testid="rank-table"
            >
              <caption className="sr-only">청약 일정</caption>
              <thead className="bg-sand-100">
                <tr>
                  <th scope="col" className={th}>
                    구분
                  </th>
                  <th scope="col" className={th}>
                    일정
                  </th>
                  <th scope="col" className={th}>
                    대상
                  </th>
                  <th scope="col" className={th}>
                    접수 방법
                  </th>
                </tr>
              </thead>
              <tbody>
                {guide.rankSteps.map((s) => (
                  <tr key={s.title} className="border-b border-sand-200">
                    <th scope="row" className={`${th} whitespace-nowrap`}>
                      {s.title}
                    </th>
                    <td className={`${td} whitespace-nowrap font-medium text-gold-700`}>{s.when}</td>
                    <td className={td}>{s.target}</td>
                    <td className={td}>{s.place}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>

        <section aria-labelledby="special-title">
          <SectionHeading label="SPECIAL SUPPLY" title="특별공급 유형" id="special-title">
            특별공급은 유형별 자격을 갖춘 무주택세대구성원에게 일반공급보다 먼저 공급하며, 평생 1회에 한해 당첨될 수
            있습니다.
          </SectionHeading>
          <ul className="grid gap-4 desk:grid-cols-3">
            {guide.specialSupply.map((s, i) => (
              <li key={s.title} className="border border-sand-200 bg-white p-6">
                <p className="text-[13px] font-medium tracking-[0.2em] text-gold-700">
                  {String(i + 1).padStart(2, "0")}
                </p>
                <h3 className="mt-2 text-[19px] font-medium text-ink-900">{s.title}</h3>
                <p className="mt-2 text-[15px] text-stone-600">{s.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="eligibility-title">
          <SectionHeading label="ELIGIBILITY" title="청약 자격" id="eligibility-title" />
          <div className="grid gap-px border border-sand-200 bg-sand-200 desk:grid-cols-3">
            {guide.eligibility.map((e) => (
              <div key={e.title} className="bg-white p-6 desk:p-8">
                <p className="ornament text-gold-700">{e.label}</p>
                <h3 className="mt-2 text-[19px] font-medium text-ink-900">{e.title}</h3>
                <ul className="mt-4 space-y-2 text-[15px] text-stone-700">
                  {e.items.map((item) => (
                    <li
                      key={item}
                      className="relative pl-4 before:absolute before:left-0 before:top-[0.8em] before:h-1 before:w-1 before:rounded-full before:bg-gold-500"
                    >
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <ScrollRegion label="청약통장 예치금 표" className="mt-10" slidesBelow={560}>
            <table className="w-full min-w-[560px] border-t-2 border-ink-900 text-center text-[15px]">
              <caption className="mb-3 text-left text-[17px] font-medium text-ink-900">
                {guide.depositTable.caption}
              </caption>
              <thead className="bg-sand-100">
                <tr>
                  <th scope="col" className={th}>
                    구분
                  </th>
                  {guide.depositTable.columns.map((c) => (
                    <th key={c} scope="col" className={th}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {guide.depositTable.rows.map((r) => (
                  <tr key={r.area} className="border-b border-sand-200">
                    <th scope="row" className={th}>
                      {r.area}
                    </th>
                    {r.amounts.map((a, i) => (
                      <td key={i} className={td}>
                        {a}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-[14px] text-stone-600">※ {guide.depositTable.note}</p>
          </ScrollRegion>
        </section>

        <section aria-labelledby="documents-title">
          <SectionHeading label="DOCUMENTS" title="구비서류" id="documents-title" />
          <div className="grid gap-6 desk:grid-cols-2">
            {guide.documents.map((d) => (
              <div key={d.title} className="border-t-2 border-ink-900 bg-white p-6 desk:p-8">
                <p className="ornament text-gold-700">{d.label}</p>
                <h3 className="mt-2 text-[19px] font-medium text-ink-900">{d.title}</h3>
                <ul className="mt-4 space-y-2 text-[15px] text-stone-700">
                  {d.items.map((item) => (
                    <li key={item}>· {item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="online-title">
          <SectionHeading label="ONLINE APPLICATION" title="인터넷 청약 절차" id="online-title" />
          <ol className="grid gap-6 desk:grid-cols-5" data-testid="apply-steps">
            {guide.internetSteps.map((s, i) => (
              <li key={s.title}>
                <ApplyScreenArt step={i + 1} label={`${i + 1}단계 ${s.title} 화면 예시`} />
                <h3 className="mt-4 text-[17px] font-medium text-ink-900">
                  <span className="mr-2 text-gold-700">STEP {i + 1}</span>
                  {s.title}
                </h3>
                <p className="mt-1 text-[15px] text-stone-600">{s.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-[14px] text-stone-600">※ {guide.imageNote}</p>
        </section>

        <Link
          href="/SalesInfo/checkpoint"
          className="group flex flex-col gap-4 bg-ink-900 px-7 py-8 text-white transition-colors hover:bg-ink-800 desk:flex-row desk:items-center desk:justify-between desk:px-10"
        >
          <span>
            <span className="ornament block text-gold-400">CHECK POINT</span>
            <span className="mt-2 block text-[22px] font-light">청약 전, 체크포인트를 꼭 확인하세요</span>
            <span className="mt-1 block text-[15px] text-sand-200">
              거주기간, 무주택 여부, 예치금, 특별공급 유형과 당첨자 서류까지 한 번에 정리했습니다.
            </span>
          </span>
          <span className="inline-flex items-center gap-2 text-[15px] font-medium text-gold-300">
            체크포인트 보기 <ArrowRightIcon className="h-5 w-5 transition-transform group-hover:translate-x-1" />
          </span>
        </Link>
      </div>
    </PageShell>
  );
}
