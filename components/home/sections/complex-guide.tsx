import { Photo } from "@/components/art/photo";
import { drawing, picture } from "@/lib/site/media/pictures";
import type { EncodedPicture } from "@/lib/site/media/manifest";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { complexGuide } from "@/lib/site/content/home";
import { facilities } from "@/lib/site/content/community";
import { renderSitePlan } from "@/lib/site/art/site-plan";
import { ArtImage } from "@/components/art/art-image";
import { Accordion } from "../accordion";
import { mobileOnly, Heading, TextLink } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

// Phones only.

export function ComplexGuideSection() {
  // The builder's site plan, brand picture (the special design's towers) and community picture.
  const photos: Record<string, EncodedPicture | undefined> = {
    layout: picture("sitePlan"),
    design: picture("brand"),
    community: picture("community"),
  };
  const items = complexGuide.sections.map((s) => ({
    id: s.id,
    title: s.title,
    label: s.label,
    content: (
      <div>
        <div className="relative aspect-[16/10] overflow-hidden border border-sand-200 bg-sand-100">
          {photos[s.id] ? (
            <Photo
              picture={photos[s.id]!}
              sizes={SLOT_SIZES.phoneOnly}
              fill
              className={s.id === "layout" ? "object-contain" : "object-cover"}
            />
          ) : s.image.src === "/art/site-plan.svg" ? (
            <ArtImage svg={renderSitePlan()} src={s.image.src} className="max-h-full object-contain" />
          ) : (
            <Photo
              picture={drawing(s.image.src, s.image.alt)}
              sizes={SLOT_SIZES.phoneOnly}
              fill
              className="object-cover"
            />
          )}
        </div>
        <p className="mt-4 text-[16px] text-stone-700">{s.text}</p>
        {s.id === "community" ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="커뮤니티 시설">
            {facilities.map((f) => (
              <li key={f.id} className="border border-sand-300 px-3 py-1 text-[14px] text-stone-700">
                {f.name}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-5">
          <TextLink href={s.link.href}>{s.link.text}</TextLink>
        </div>
      </div>
    ),
  }));
  return (
    <section
      aria-labelledby="home-complex"
      className={`${mobileOnly} ${nearView} bg-white px-5 py-16`}
      style={phoneHeight(855)}
      data-section="complex"
    >
      <Heading id="home-complex" label={complexGuide.label} title={complexGuide.title} />
      <div className="mt-8">
        <Accordion items={items} initial="layout" name="complex" />
      </div>
    </section>
  );
}
