import { pageFor } from "@/lib/site/content";
import { communityDisclaimers, facilities } from "@/lib/site/content/community";
import { illustrations } from "@/lib/site/content/illustrations";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { FadeInImage } from "@/components/art/fade-in-image";
import { drawing, picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { FacilityIcon } from "@/components/art/facility-icons";
import { NoticeBox } from "@/components/art/notice-box";
import { SectionHeading } from "@/components/art/section-heading";
import { gridColumns } from "@/components/ui/grid-columns";

const page = pageFor("/ComplexGuide/community");
export const metadata = pageMetadata(page);

export default function CommunityPage() {
  const banner = illustrations.community!;
  const photo = picture("community");
  return (
    <PageShell page={page}>
      <SectionHeading label="COMMUNITY" title="단지 안에서 완성되는 하루">
        <p>{page.description}</p>
      </SectionHeading>

      <figure className="mt-10">
        <div className="overflow-hidden bg-ink-900">
          <FadeInImage
            picture={photo ?? drawing(banner.src, banner.alt)}
            sizes={SLOT_SIZES.frame}
            preload
            className="h-auto w-full"
            testId="community-banner"
          />
        </div>
        <figcaption className="mt-3 text-[13px] text-stone-600">{communityDisclaimers[0]}</figcaption>
      </figure>

      <section aria-labelledby="facilities-heading" className="mt-16 desk:mt-24">
        <h2 id="facilities-heading" className="sr-only">
          커뮤니티 시설
        </h2>
        <ul
          className="grid gap-px bg-sand-200 desk:grid-cols-[repeat(var(--cols),minmax(0,1fr))]"
          style={gridColumns(facilities.length, 3)}
        >
          {facilities.map((f, i) => (
            <li key={f.id} className={`bg-white p-7 desk:p-9 ${i === 0 ? "desk:col-span-1" : ""}`}>
              <FacilityIcon icon={f.icon} className="h-9 w-9 text-gold-600" />
              <p className="ornament mt-6 text-gold-700">{f.english}</p>
              <h3 className="mt-2 text-[22px] font-light tracking-headline text-ink-900">{f.name}</h3>
              <p className="mt-3 text-[15px] text-stone-600">{f.text}</p>
              <ul className="mt-5 flex flex-wrap gap-2">
                {f.details.map((d) => (
                  <li key={d} className="border border-sand-300 px-3 py-1 text-[13px] text-stone-700">
                    {d}
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li className="flex flex-col justify-between bg-ink-900 p-7 text-white desk:p-9">
            <p className="ornament text-gold-400">LIFE STYLE</p>
            <p className="mt-6 text-[22px] font-light leading-snug tracking-headline">
              운동, 배움, 휴식까지
              <br />집 앞에서 누리는 라이프스타일
            </p>
            <p className="mt-6 text-[14px] text-sand-200">
              커뮤니티 운영 방식과 이용 요금은 입주 후 입주자대표회의에서 정합니다.
            </p>
          </li>
        </ul>
      </section>

      <div className="mt-12">
        <NoticeBox items={communityDisclaimers} />
      </div>
    </PageShell>
  );
}
