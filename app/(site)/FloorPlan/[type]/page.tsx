import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { pageFor, unitTypes } from "@/lib/site/content";
import { floorPlanFor, floorPlanNotice, isInterior, serviceArea, toPyeong } from "@/lib/site/content/floor-plans";
import { renderFloorPlan } from "@/lib/site/art/floor-plan";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { InlineSvg } from "@/components/art/inline-svg";
import { Photo } from "@/components/art/photo";
import { PhotoGallery } from "@/components/art/photo-gallery";
import { pictureList } from "@/lib/site/media/pictures";
import { containedSizes, SLOT_SIZES } from "@/lib/site/media/slots";
import { NoticeBox } from "@/components/art/notice-box";
import { SectionHeading } from "@/components/art/section-heading";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { nearView, phoneHeight } from "@/components/ui/render-near";
import { floorPlanPath } from "@/lib/site/routes/paths.mjs";
import { BookingLink } from "@/components/visit/booking-link";
import { OpenRegistrationButton } from "@/components/leads/open-registration-button";

export const dynamicParams = false;

export function generateStaticParams() {
  return unitTypes.map((u) => ({ type: u.slug }));
}

type Props = { params: Promise<{ type: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params;
  return pageMetadata(pageFor(floorPlanPath(type)));
}

export default async function FloorPlanPage({ params }: Props) {
  const { type } = await params;
  const found = floorPlanFor(type);
  if (!found) notFound();
  const { plan, unit } = found;
  const page = pageFor(floorPlanPath(type));
  const index = unitTypes.findIndex((u) => u.slug === unit.slug);
  const prev = unitTypes[index - 1];
  const next = unitTypes[index + 1];
  const figures = [
    {
      label: "전용면적",
      value: `${unit.exclusiveArea.toFixed(2)}㎡`,
      note: `약 ${toPyeong(unit.exclusiveArea).toFixed(1)}평`,
    },
    { label: "세대수", value: `${unit.households.toLocaleString("ko-KR")}세대`, note: "일반분양" },
    {
      label: "구조",
      value: plan.layout.split(" · ")[0] ?? plan.layout,
      note: plan.layout.split(" · ").slice(1).join(" · ") || "\u00a0",
    },
    {
      label: "발코니 등 서비스면적",
      value: `약 ${serviceArea(plan).toFixed(1)}㎡`,
      note: "확장 시 실사용 면적에 포함",
    },
  ];
  const photos = pictureList(`floorPlans.${unit.slug}`);
  const rooms = plan.rooms.filter(isInterior);
  const service = plan.rooms.filter((r) => !isInterior(r));

  return (
    <PageShell page={page}>
      <div className="grid gap-10 desk:grid-cols-12 desk:gap-12">
        <div className="min-w-0 desk:col-span-4">
          <SectionHeading label={`${unit.label} TYPE`} title={`${unit.label} 타입`} id="plan-heading">
            <p>{plan.highlights[0]}</p>
          </SectionHeading>
          <dl className="mt-8 grid grid-cols-2 gap-px overflow-hidden border border-sand-200 bg-sand-200">
            {figures.map((f) => (
              <div key={f.label} className="bg-white px-4 py-5">
                <dt className="text-[13px] text-stone-600">{f.label}</dt>
                <dd className="mt-1 text-[20px] font-medium tracking-headline text-ink-900">{f.value}</dd>
                <dd className="text-[13px] text-stone-600">{f.note}</dd>
              </div>
            ))}
          </dl>
          <ol className="mt-8 space-y-4">
            {plan.highlights.map((h, i) => (
              <li key={h} className="flex gap-4 border-b border-sand-200 pb-4 text-[16px] text-stone-700">
                <span className="ornament shrink-0 pt-1 text-gold-700">{String(i + 1).padStart(2, "0")}</span>
                <span>{h}</span>
              </li>
            ))}
          </ol>
        </div>

        {photos.length ? (
          <div className="order-first min-w-0 desk:order-none desk:col-span-8" data-testid="floor-plan-photos">
            <PhotoGallery
              label={`${unit.label} 타입 평면도`}
              frame="aspect-[4/3] border border-sand-200 bg-white"
              testId="floor-plan-gallery"
              slides={photos.map((p, i) => ({
                picture: (
                  <Photo
                    picture={p}
                    sizes={containedSizes(SLOT_SIZES.floorPlan, 4 / 3, p.width / p.height)}
                    fill
                    preload={i === 0}
                    className="object-contain p-2 desk:p-4"
                  />
                ),
                caption: `${unit.label} 타입 ${p.caption ?? "평면도"}`,
              }))}
            />
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-[14px]">
              {photos.map((p) => (
                <a
                  key={p.id}
                  href={p.webp.at(-1)!.src}
                  target="_blank"
                  rel="noopener"
                  className="text-ink-900 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
                >
                  {`${p.caption ?? "평면도"} 크게 보기`}
                  <span className="sr-only"> (새 창)</span>
                </a>
              ))}
            </p>
          </div>
        ) : (
          <figure className="order-first min-w-0 desk:order-none desk:col-span-8" aria-labelledby="plan-caption">
            <ScrollRegion
              label="평면도"
              className="border border-sand-200 bg-sand-50 p-3 desk:p-6"
              slidesBelow={586}
              what="평면도"
            >
              <InlineSvg svg={renderFloorPlan(plan, unit)} className="min-w-[560px] desk:min-w-0" />
            </ScrollRegion>
            <figcaption
              id="plan-caption"
              className="mt-3 flex flex-wrap items-center justify-between gap-2 text-[14px] text-stone-600"
            >
              <span>{unit.label} 타입 평면도 · 단위 mm, 면적 ㎡</span>
              <a
                href={`/art/floor-plans/${unit.slug}.svg`}
                target="_blank"
                rel="noopener"
                className="text-ink-900 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
              >
                평면도 크게 보기<span className="sr-only"> (새 창)</span>
              </a>
            </figcaption>
          </figure>
        )}
      </div>

      {/* Below the plan: a phone draws the table as it comes near (heading and head 230px, a row 49px). */}
      <section
        aria-labelledby="rooms-heading"
        className={`${nearView} mt-16 desk:mt-24`}
        style={phoneHeight(230 + 49 * (rooms.length + service.length))}
      >
        <SectionHeading label="ROOM SCHEDULE" title="실별 면적" id="rooms-heading" />
        <ScrollRegion label="실별 면적 표" className="mt-6">
          <table className="w-full border-t border-ink-900 text-left text-[14px] desk:text-[15px]">
            <caption className="sr-only">{unit.label} 타입 실별 크기와 면적</caption>
            <thead>
              <tr className="border-b border-sand-300 text-[14px] text-stone-600">
                <th scope="col" className="px-2 py-3 desk:px-4 font-medium">
                  실명
                </th>
                <th scope="col" className="px-2 py-3 desk:px-4 font-medium">
                  크기 (가로 × 세로)
                </th>
                <th scope="col" className="px-2 py-3 desk:px-4 text-right font-medium">
                  면적
                </th>
              </tr>
            </thead>
            <tbody>
              {[...rooms, ...service].map((r) => (
                <tr key={`${r.name}-${r.x}-${r.y}`} className="border-b border-sand-200">
                  <th scope="row" className="px-2 py-3 desk:px-4 font-medium text-ink-900">
                    {r.name}
                    {isInterior(r) ? null : (
                      <span className="ml-2 text-[13px] font-normal text-stone-600">서비스면적</span>
                    )}
                  </th>
                  <td className="px-2 py-3 desk:px-4 text-stone-700">{`${r.w.toFixed(1)}m × ${r.h.toFixed(1)}m`}</td>
                  <td className="px-2 py-3 desk:px-4 text-right tabular-nums text-stone-700">{`${(r.w * r.h).toFixed(1)}㎡`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <div className="mt-12">
        <NoticeBox items={floorPlanNotice} />
      </div>

      {/* The next step from a plan: this type's price in the calculator, registration, a visit. */}
      <section
        aria-labelledby="next-step-heading"
        className="mt-16 bg-ink-950 px-6 py-8 text-sand-100 desk:mt-24 desk:flex desk:items-center desk:justify-between desk:gap-8 desk:px-10"
        data-testid="plan-next-step"
      >
        <div>
          <h2 id="next-step-heading" className="text-[20px] font-medium text-white desk:text-[24px]">
            {unit.label} 타입이 마음에 드셨나요?
          </h2>
          <p className="mt-2 text-[15px] text-sand-300">
            층별 분양가와 회차별 납부 금액을 계산해 보고, 견본주택에서 실물 유닛을 직접 확인해 보세요.
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3 desk:mt-0 desk:shrink-0">
          <Link
            href={`/SalesInfo/price?type=${encodeURIComponent(unit.slug)}#calculator`}
            className="bg-gold-500 px-5 py-3 text-[15px] font-semibold text-ink-950 hover:bg-gold-400"
          >
            {unit.label} 분양가 계산
          </Link>
          <BookingLink className="border border-white/40 px-5 py-3 text-[15px] text-white hover:border-white" />
          <OpenRegistrationButton className="border border-white/40 px-5 py-3 text-[15px] text-white hover:border-white">
            관심고객 등록
          </OpenRegistrationButton>
        </div>
      </section>

      <nav
        aria-label="다른 타입 보기"
        className="mt-12 flex items-stretch justify-between gap-4 border-t border-sand-200 pt-8"
      >
        {prev ? (
          <Link href={floorPlanPath(prev.slug)} className="group flex flex-col text-left">
            <span className="ornament text-stone-600">PREV</span>
            <span className="mt-1 text-[18px] text-ink-900 group-hover:text-gold-700">← {prev.label} 타입</span>
          </Link>
        ) : (
          <span />
        )}
        <Link
          href="/FloorPlan/Emodel"
          className="hidden self-center border border-ink-900 px-6 py-3 text-[15px] text-ink-900 hover:bg-ink-900 hover:text-white desk:inline-block"
        >
          E-모델하우스 둘러보기
        </Link>
        {next ? (
          <Link href={floorPlanPath(next.slug)} className="group flex flex-col text-right">
            <span className="ornament text-stone-600">NEXT</span>
            <span className="mt-1 text-[18px] text-ink-900 group-hover:text-gold-700">{next.label} 타입 →</span>
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </PageShell>
  );
}
