import { Photo } from "@/components/art/photo";
import { drawing, picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { Link } from "@/components/ui/link";
import { complex, pageFor } from "@/lib/site/content";
import { illustrations } from "@/lib/site/content/illustrations";
import { premiumPoints } from "@/lib/site/content/location";
import { kinds } from "@/lib/site/content/korean";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { NoticeBox } from "@/components/art/notice-box";
import { SectionHeading } from "@/components/art/section-heading";
import { gridColumns } from "@/components/ui/grid-columns";

const page = pageFor("/LocationEnvironment/primium");
export const metadata = pageMetadata(page);

export default function PremiumPage() {
  const hero = illustrations.premium!;
  const photo = picture("premium");
  return (
    <PageShell page={page}>
      <SectionHeading label="PREMIUM" title={`${complex.brand.name}만의 ${kinds(premiumPoints.length)} 프리미엄`}>
        <p>{page.description}</p>
      </SectionHeading>

      <figure className="mt-10">
        <Photo
          picture={photo ?? drawing(hero.src, hero.alt)}
          sizes={SLOT_SIZES.frame}
          preload
          className="h-auto w-full"
        />
        <figcaption className="mt-3 text-[13px] text-stone-600">{complex.disclaimers[0]}</figcaption>
      </figure>

      <ol
        className="mt-16 grid gap-px bg-sand-200 desk:mt-24 desk:grid-cols-[repeat(var(--cols),minmax(0,1fr))]"
        style={gridColumns(premiumPoints.length, 3)}
      >
        {premiumPoints.map((p, i) => (
          <li key={p.title} className="group bg-white p-7 desk:p-10">
            <p className="ornament text-gold-700">{`PREMIUM ${String(i + 1).padStart(2, "0")}`}</p>
            <h3 className="mt-4 text-[24px] font-light tracking-headline text-ink-900 desk:text-[28px]">{p.title}</h3>
            <p className="mt-2 text-[16px] font-medium text-gold-700">{p.lead}</p>
            <p className="mt-4 border-t border-sand-200 pt-4 text-[15px] text-stone-600">{p.text}</p>
            {p.basis ? <p className="mt-3 text-[13px] text-stone-500">※ {p.basis}</p> : null}
          </li>
        ))}
      </ol>

      <div className="mt-12 flex flex-col items-start justify-between gap-6 border-y border-sand-200 py-8 desk:flex-row desk:items-center">
        <p className="text-[18px] font-light text-ink-900 desk:text-[22px]">지도로 주변 생활권을 확인해 보세요.</p>
        <Link
          href="/LocationEnvironment/intro"
          className="inline-block border border-ink-900 px-7 py-3.5 text-[15px] text-ink-900 hover:bg-ink-900 hover:text-white"
        >
          입지안내 보기
        </Link>
      </div>

      <div className="mt-12">
        <NoticeBox items={complex.disclaimers} />
      </div>
    </PageShell>
  );
}
