import { hasVrTour, mediaPending, vrDefaultLabel, vrHint, vrTours } from "@/lib/site/content";
import { VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { MediaPending } from "@/components/media/media-pending";
import { unitPlan, viewerTypes } from "@/lib/site/content/home";
import { pictureList } from "@/lib/site/media/pictures";
import { fallbackOf, srcSetOf, type EncodedPicture } from "@/lib/site/media/manifest";
import type { ViewerPhoto } from "../unit-viewer";

/** A floor plan's encodings as srcsets, for the viewer's <picture> (a plain object: it crosses to the client). */
function viewerPhoto(p: EncodedPicture): ViewerPhoto {
  return {
    avif: srcSetOf(p.avif),
    webp: srcSetOf(p.webp),
    src: fallbackOf(p),
    width: p.width,
    height: p.height,
    alt: p.alt,
  };
}
import { VrTabs } from "@/components/media/vr-tabs";
import { UnitPlan } from "../unit-plan";
import { snap, frame, TextLink } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

function EmodelPanel() {
  if (hasVrTour) {
    return (
      <div>
        <p className="mb-6 max-w-md text-[15px] leading-relaxed text-stone-600">{unitPlan.emodelText}</p>
        <VrTabs
          tours={vrTours}
          initial={vrDefaultLabel}
          hint={vrHint}
          pending={Object.fromEntries(
            vrTours.map((t) => [
              t.label,
              <MediaPending
                key={t.label}
                label={`E-MODEL HOUSE · ${t.label}`}
                title={mediaPending.tourTitle(t.label)}
                text={mediaPending.tourText}
              >
                <TextLink href={VISIT_PATH} tone="light">
                  견본주택 방문예약
                </TextLink>
              </MediaPending>,
            ]),
          )}
        />
        <div className="mt-7">
          <TextLink href={unitPlan.emodelLink.href}>{unitPlan.emodelLink.text}</TextLink>
        </div>
      </div>
    );
  }
  // No tour has an address yet: say so, and lead to the booking page rather than to an empty tour.
  return (
    <div
      className="relative overflow-hidden bg-ink-900 px-6 py-10 text-white desk:px-12 desk:py-16"
      data-testid="emodel-panel"
    >
      <svg
        className="pointer-events-none absolute inset-0 h-full w-full"
        viewBox="0 0 800 300"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <g fill="none" stroke="#d2b57f" strokeOpacity="0.2">
          <path d="M420 290L540 200h160l90 90M540 200V60h160v140M540 60L440 10M700 60l90-50" />
        </g>
      </svg>
      <p className="ornament relative text-gold-300">E-MODEL HOUSE</p>
      <p className="relative mt-3 max-w-md break-keep text-[22px] font-light leading-snug desk:text-[28px]">
        {mediaPending.tourTitle()}
      </p>
      <p className="relative mt-3 max-w-md break-keep text-[15px] leading-relaxed text-sand-200">
        {mediaPending.tourText}
      </p>
      <ul className="relative mt-5 flex flex-wrap gap-2" aria-label="준비 중인 VR 투어 타입">
        {vrTours.map((t) => (
          <li key={t.label} className="border border-white/25 px-3 py-1 text-[14px] text-sand-100">
            {t.label}
          </li>
        ))}
      </ul>
      <div className="relative mt-7">
        <TextLink href={VISIT_PATH} tone="light">
          견본주택 방문예약
        </TextLink>
      </div>
    </div>
  );
}

export function UnitPlanSection() {
  return (
    <section
      aria-labelledby="home-unit"
      className={`${snap} ${nearView} bg-sand-50 py-20 desk:flex desk:items-center desk:py-0`}
      style={phoneHeight(1030)}
      data-section="unit"
    >
      <div className={`${frame} desk:pt-[var(--header-h)]`}>
        <UnitPlan
          copy={unitPlan}
          types={viewerTypes.map((t) => {
            // The builder's first floor plan of the type, where the content gives one, instead of our drawing.
            const photo = pictureList(`floorPlans.${t.slug}`)[0];
            return photo ? { ...t, photo: viewerPhoto(photo) } : t;
          })}
          emodel={<EmodelPanel />}
          aside={
            <>
              <p className="mt-5 max-w-sm text-[16px] leading-[1.8] text-stone-600 desk:text-[17px]">{unitPlan.text}</p>
              <dl className="mt-8 hidden max-w-sm border-t border-ink-900/15 desk:block">
                {unitPlan.figures.map((f) => (
                  <div key={f.label} className="flex items-baseline justify-between border-b border-ink-900/15 py-3.5">
                    <dt className="text-[14px] text-stone-600">{f.label}</dt>
                    <dd className="text-[18px] font-light tracking-headline text-ink-900">{f.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-8">
                <TextLink href={unitPlan.teaser.href}>{unitPlan.teaser.text}</TextLink>
              </div>
            </>
          }
        />
      </div>
    </section>
  );
}
