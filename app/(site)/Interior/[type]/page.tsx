import { Photo } from "@/components/art/photo";
import { PhotoGallery } from "@/components/art/photo-gallery";
import { drawing, pictureList } from "@/lib/site/media/pictures";
import { containedSizes, SLOT_SIZES } from "@/lib/site/media/slots";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { pageFor, interiors, unitTypes } from "@/lib/site/content";
import { floorPlanNotice } from "@/lib/site/content/floor-plans";
import { interiorIllustration } from "@/lib/site/content/illustrations";
import { interiorDetailFor } from "@/lib/site/content/interior-details";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { NoticeBox } from "@/components/art/notice-box";
import { floorPlanPath, interiorPath } from "@/lib/site/routes/paths.mjs";

export const dynamicParams = false;

export function generateStaticParams() {
  return interiors.map((u) => ({ type: u.slug }));
}

type Props = { params: Promise<{ type: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params;
  return pageMetadata(pageFor(interiorPath(type)));
}

export default async function InteriorPage({ params }: Props) {
  const { type } = await params;
  const found = interiorDetailFor(type);
  const image = interiorIllustration(type);
  if (!found || !image) notFound();
  const { interior, detail } = found;
  const page = pageFor(interiorPath(type));
  const hasPlan = unitTypes.some((u) => u.slug === interior.slug);
  const photos = pictureList(`interiors.${interior.slug}`);
  return (
    <PageShell page={page}>
      {photos.length ? (
        <PhotoGallery
          label={`${interior.label} 타입 견본주택 사진`}
          testId="interior-gallery"
          slides={photos.map((p, i) => ({
            picture: (
              <Photo
                picture={p}
                sizes={containedSizes(SLOT_SIZES.frame, 3 / 2, p.width / p.height)}
                fill
                preload={i === 0}
                className="object-contain"
              />
            ),
            caption: p.caption ?? `${interior.label} 타입 ${detail.space}`,
          }))}
        />
      ) : (
        <figure>
          <Photo
            picture={drawing(image.src, image.alt)}
            sizes={SLOT_SIZES.frame}
            preload
            className="h-auto w-full bg-ink-900"
          />
          <figcaption className="mt-3 text-[13px] text-stone-600">{`${interior.label} 타입 ${detail.space} · 이해를 돕기 위한 일러스트`}</figcaption>
        </figure>
      )}

      <div className="mt-14 grid gap-10 desk:mt-20 desk:grid-cols-12 desk:gap-12">
        <div className="desk:col-span-6">
          <p className="ornament text-gold-700">{`${interior.label} TYPE · INTERIOR`}</p>
          <h2 className="mt-3 text-[26px] font-light text-ink-900 desk:text-[36px]">{detail.headline}</h2>
          <p className="mt-5 text-[16px] text-stone-600 desk:text-[17px]">{detail.text}</p>
          {hasPlan ? (
            <Link
              href={floorPlanPath(interior.slug)}
              className="mt-8 inline-block border border-ink-900 px-7 py-3.5 text-[15px] text-ink-900 hover:bg-ink-900 hover:text-white"
            >
              {interior.label} 타입 평면 보기
            </Link>
          ) : null}
        </div>
        <dl className="desk:col-span-6 border-t border-ink-900">
          {detail.finishes.map((f) => (
            <div key={f.label} className="flex justify-between gap-6 border-b border-sand-200 px-1 py-4 text-[15px]">
              <dt className="text-stone-600">{f.label}</dt>
              <dd className="text-right font-medium text-ink-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mt-12">
        <NoticeBox items={floorPlanNotice} />
      </div>
    </PageShell>
  );
}
