import { Link } from "@/components/ui/link";
import { complex, contractGuide as guide, pageFor } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { SectionHeading } from "@/components/ui/section-heading";
import { PhoneIcon } from "@/components/ui/icons";

const page = pageFor("/SalesInfo/guide");
export const metadata = pageMetadata(page);

function DocList({ items, start = 1 }: { items: string[]; start?: number }) {
  return (
    <ol className="divide-y divide-sand-200 border-y border-sand-200">
      {items.map((item, i) => (
        <li key={item} className="flex gap-4 py-4 text-[15px] text-stone-700 desk:text-[16px]">
          <span className="w-7 shrink-0 text-[14px] font-medium text-gold-700">
            {String(start + i).padStart(2, "0")}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}

export default function ContractGuidePage() {
  return (
    <PageShell page={page}>
      <SectionHeading label="CONTRACT DOCUMENTS" title="계약 시 준비서류">
        {guide.intro}
      </SectionHeading>
      <dl className="grid gap-px bg-sand-200 desk:grid-cols-2">
        <div className="bg-ink-900 px-6 py-6 text-white desk:px-8">
          <dt className="ornament text-gold-400">WHEN</dt>
          <dd className="mt-2 text-[20px] font-light">정당계약 {guide.when}</dd>
        </div>
        <div className="bg-ink-900 px-6 py-6 text-white desk:px-8">
          <dt className="ornament text-gold-400">WHERE</dt>
          <dd className="mt-2 text-[17px] font-light">{guide.place}</dd>
        </div>
      </dl>

      <div className="mt-14 grid gap-12 desk:grid-cols-2 desk:gap-10">
        <section aria-labelledby="winner-docs">
          <h3 id="winner-docs" className="mb-4 text-[20px] font-medium text-ink-900">
            당첨자 본인 계약 시
          </h3>
          <DocList items={guide.winner} />
        </section>
        <section aria-labelledby="proxy-docs">
          <h3 id="proxy-docs" className="mb-4 text-[20px] font-medium text-ink-900">
            대리인 계약 시 <span className="text-[15px] font-normal text-stone-600">(본인 서류에 더해)</span>
          </h3>
          <DocList items={guide.proxyExtra} />
          <p className="mt-3 text-[14px] text-stone-600">
            ※ 대리 계약은 계약자 본인의 인감증명서와 위임장이 있어야 가능합니다.
          </p>
        </section>
      </div>

      <div className="mt-14 border-l-2 border-gold-500 bg-sand-100 px-6 py-5">
        <h3 className="text-[16px] font-semibold text-ink-900">유의사항</h3>
        <ul className="mt-2 space-y-1 text-[15px] text-stone-700">
          {guide.notes.map((n) => (
            <li key={n}>※ {n}</li>
          ))}
        </ul>
      </div>

      <div className="mt-10 flex flex-col gap-3 desk:flex-row desk:items-center desk:justify-between">
        <p className="text-[15px] text-stone-700">
          인지세 금액은{" "}
          <Link href="/SalesInfo/StampTax" className="font-medium text-ink-900 underline underline-offset-4">
            인지세 안내
          </Link>
          에서 미리 계산해 보실 수 있습니다.
        </p>
        <a
          href={`tel:${complex.phone.replace(/-/g, "")}`}
          className="inline-flex items-center gap-2 text-[17px] font-medium text-ink-900"
        >
          <PhoneIcon className="h-5 w-5 text-gold-600" /> 계약 문의 {complex.phone}
        </a>
      </div>
    </PageShell>
  );
}
