import { Photo } from "@/components/art/photo";
import { drawing, picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { complex } from "@/lib/site/content";
import { businessOverview, locationPoint } from "@/lib/site/content/home";
import { premiumPoints } from "@/lib/site/content/location";
import { Accordion } from "../accordion";
import { mobileOnly, Heading, TextLink } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

// Phones only.

export function BusinessOverviewSection() {
  // The location's picture is the premium page's (the samples draw the same view for both).
  const premiumPhoto = picture("premium");
  const items = [
    {
      ...businessOverview.sections[0]!,
      content: (
        <dl className="grid grid-cols-[88px_1fr] border-t border-sand-200 text-[15px]">
          {complex.facts.map((f) => (
            <div key={f.label} className="contents">
              <dt className="border-b border-sand-200 py-3 text-stone-600">{f.label}</dt>
              <dd className="border-b border-sand-200 py-3 text-ink-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      ...businessOverview.sections[1]!,
      content: (
        <div>
          <div className="relative aspect-[16/9] overflow-hidden">
            <Photo
              picture={
                premiumPhoto ?? drawing(businessOverview.location.image.src, businessOverview.location.image.alt)
              }
              sizes={SLOT_SIZES.phoneOnly}
              fill
              className="object-cover"
            />
          </div>
          <p className="mt-4 text-[16px] text-stone-700">{businessOverview.location.text}</p>
          <div className="mt-4">
            <TextLink href={locationPoint.more.href}>{locationPoint.more.text}</TextLink>
          </div>
        </div>
      ),
    },
    {
      ...businessOverview.sections[2]!,
      content: (
        <ol className="space-y-4">
          {premiumPoints.map((p, i) => (
            <li key={p.title} className="flex gap-4">
              <span className="ornament shrink-0 pt-1.5 text-gold-700">{String(i + 1).padStart(2, "0")}</span>
              <span>
                <span className="block text-[17px] font-medium text-ink-900">{p.title}</span>
                <span className="block text-[15px] text-stone-600">{p.lead}</span>
              </span>
            </li>
          ))}
        </ol>
      ),
    },
  ];
  return (
    <section
      aria-labelledby="home-overview"
      className={`${mobileOnly} ${nearView} bg-white px-5 py-16`}
      style={phoneHeight(990)}
      data-section="overview"
    >
      <Heading id="home-overview" label={businessOverview.label} title={businessOverview.title} />
      <div className="mt-8">
        <Accordion items={items} initial="overview" name="overview" />
      </div>
    </section>
  );
}
