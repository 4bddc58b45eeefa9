import { StaticImage } from "@/components/art/static-image";
import { Photo } from "@/components/art/photo";
import { picture } from "@/lib/media/pictures";
import { SLOT_SIZES } from "@/lib/media/slots";
import { complex } from "@/lib/content";
import { premiumSlides } from "@/lib/content/home";
import { kinds } from "@/lib/content/korean";
import { PremiumSlider } from "../premium-slider";
import { mobileOnly, Heading } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

// Phones only.

export function PremiumSliderSection() {
  return (
    <section aria-labelledby="home-slider" className={`${mobileOnly} ${nearView} bg-ink-950 pb-16 pt-16`} style={phoneHeight(715)} data-section="slider">
      <div className="px-5 pb-8">
        <Heading id="home-slider" label="PREMIUM" title={`${complex.brand.name}의 ${kinds(premiumSlides.length)} 프리미엄`} tone="light" />
      </div>
      <PremiumSlider
        slides={premiumSlides}
        images={premiumSlides.map((slide) => {
          const photo = picture(`premiumSlides.${slide.label}`);
          return photo ? (
            <Photo key={slide.label} picture={photo} sizes={SLOT_SIZES.phoneOnly} fill className="object-cover" />
          ) : (
            <StaticImage key={slide.label} src={slide.image.src} alt={slide.image.alt} fill sizes={SLOT_SIZES.phoneOnly} className="object-cover" draggable={false} />
          );
        })}
        label={`${complex.brand.name} 프리미엄`}
      />
    </section>
  );
}
