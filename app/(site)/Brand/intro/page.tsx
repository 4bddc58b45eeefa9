import { brand, complex, pageFor } from "@/lib/site/content";
import { waterWords } from "@/lib/site/content/location";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { BrandIllustration } from "@/components/brand/brand-illustration";
import { Photo } from "@/components/art/photo";
import { picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { gridColumns } from "@/components/ui/grid-columns";

const page = pageFor("/Brand/intro");
export const metadata = pageMetadata(page);

export default function BrandIntroPage() {
  const photo = picture("brand");
  return (
    <PageShell page={page}>
      {/* The story text appears 500 ms after paint (spec); the reduced-motion rule shows it at once. */}
      <div className="grid items-center gap-10 desk:grid-cols-12 desk:gap-16">
        <div className="desk:col-span-6">
          {photo ? (
            <div className="relative aspect-square w-full overflow-hidden shadow-[0_30px_60px_-30px_rgba(16,27,47,0.5)]">
              <Photo picture={photo} sizes={SLOT_SIZES.half} fill preload className="object-cover" />
            </div>
          ) : (
            <BrandIllustration
              label={`${complex.brand.name} 브랜드 일러스트: ${waterWords.shore}에 선 타워와 노을`}
              className="aspect-square w-full shadow-[0_30px_60px_-30px_rgba(16,27,47,0.5)]"
            />
          )}
        </div>
        <div className="fade-in-500 desk:col-span-6" data-testid="brand-story">
          <p className="ornament text-gold-700">{brand.lead}</p>
          <h2 className="mt-4 whitespace-pre-line text-[30px] font-light leading-snug text-ink-900 desk:text-[44px]">
            {brand.headline}
          </h2>
          <div className="mt-6 h-px w-16 bg-gold-500" aria-hidden="true" />
          <div className="mt-6 space-y-5 text-[16px] text-stone-700 desk:text-[17px]">
            {brand.story.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </div>

      <section aria-labelledby="brand-values" className="fade-in-500 mt-20 desk:mt-28">
        <h2 id="brand-values" className="sr-only">
          {complex.brand.name}의 가치
        </h2>
        <ul
          className="grid gap-px overflow-hidden border border-sand-200 bg-sand-200 desk:grid-cols-[repeat(var(--cols),minmax(0,1fr))]"
          style={gridColumns(brand.values.length, 3)}
        >
          {brand.values.map((v, i) => (
            <li key={v.label} className="bg-white px-7 py-9 desk:px-9 desk:py-12">
              <p className="ornament text-gold-700">
                {String(i + 1).padStart(2, "0")} · {v.label}
              </p>
              <h3 className="mt-4 text-[21px] font-medium text-ink-900">{v.title}</h3>
              <p className="mt-3 text-[16px] text-stone-600">{v.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-16 text-center text-[22px] font-light tracking-headline text-ink-900 desk:text-[30px]">
          “{brand.closing}”
        </p>
      </section>
    </PageShell>
  );
}
