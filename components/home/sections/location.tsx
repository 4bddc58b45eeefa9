import { complex } from "@/lib/site/content";
import { locationPoint } from "@/lib/site/content/home";
import { LOCATION_MAP_RASTER, renderLocationMap } from "@/lib/site/art/location-map";
import { ArtImage } from "@/components/art/art-image";
import { Photo } from "@/components/art/photo";
import { picture } from "@/lib/site/media/pictures";
import { OpenRegistrationButton } from "@/components/leads/open-registration-button";
import { ArrowRightIcon } from "@/components/ui/icons";
import { snap, frame, Heading, TextLink } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

export function LocationSection() {
  const map = picture("locationMap");
  return (
    <section
      aria-labelledby="home-location"
      className={`${snap} ${nearView} bg-sand-50 py-20 desk:flex desk:items-center desk:py-0`}
      style={phoneHeight(1170)}
      data-section="location"
    >
      <div className={`${frame} grid grid-cols-1 gap-12 desk:grid-cols-12 desk:items-center desk:pt-[var(--header-h)]`}>
        <div className="desk:col-span-6 xl:col-span-5">
          <Heading id="home-location" label={locationPoint.label} title={locationPoint.title}>
            <p>{locationPoint.text}</p>
          </Heading>
          <ol className="mt-8 grid grid-cols-2 gap-px border border-sand-200 bg-sand-200 desk:mt-[clamp(16px,3.5vh,32px)]">
            {locationPoint.points.map((p, i) => (
              <li key={p.title} className="bg-white px-5 py-5 desk:py-[clamp(10px,2.2vh,20px)]">
                <span className="ornament text-gold-700">POINT {String(i + 1).padStart(2, "0")}</span>
                <p className="mt-2 text-[17px] font-medium tracking-headline text-ink-900">{p.title}</p>
                <p className="mt-1 text-[14px] text-stone-600">{p.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4 desk:mt-[clamp(16px,3.5vh,32px)]">
            <OpenRegistrationButton className="inline-flex items-center gap-3 bg-ink-900 px-6 py-3.5 text-[15px] font-medium text-white transition-colors hover:bg-ink-800">
              {locationPoint.register}
              <ArrowRightIcon className="h-4 w-4 text-gold-400" />
            </OpenRegistrationButton>
            <TextLink href={locationPoint.more.href}>{locationPoint.more.text}</TextLink>
          </div>
        </div>
        <figure className="desk:col-span-6 xl:col-span-7">
          <div className="border border-sand-200 bg-white p-3 shadow-[0_30px_60px_-30px_rgba(16,27,47,0.35)] desk:p-4">
            {map ? (
              <Photo
                picture={map}
                sizes="(max-width: 900px) calc(100vw - 64px), 50vw"
                className="block h-auto w-full"
              />
            ) : (
              <ArtImage
                svg={renderLocationMap()}
                src={LOCATION_MAP_RASTER.src}
                sizes="(max-width: 900px) 100vw, 50vw"
              />
            )}
          </div>
          <figcaption className="mt-3 text-[13px] text-stone-600">※ {complex.disclaimers[1]}</figcaption>
        </figure>
      </div>
    </section>
  );
}
