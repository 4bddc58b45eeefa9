import { Photo } from "@/components/art/photo";
import { drawing, picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { complex } from "@/lib/site/content";
import { premiumSlides } from "@/lib/site/content/home";
import { PremiumSlider } from "../premium-slider";
import { mobileOnly, Heading } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

// Phones only.

export function PremiumSliderSection() {
  return (
    <section
      aria-labelledby="home-slider"
      className={`${mobileOnly} ${nearView} bg-ink-950 pb-16 pt-16`}
      style={phoneHeight(715)}
      data-section="slider"
    >
      <div className="px-5 pb-8">
        <Heading id="home-slider" label="PREMIUM" title={`${complex.brand.name}의 프리미엄 포인트`} tone="light" />
      </div>
      <PremiumSlider
        slides={premiumSlides}
        images={premiumSlides.map((slide) => (
          <Photo
            key={slide.label}
            picture={picture(`premiumSlides.${slide.label}`) ?? drawing(slide.image.src, slide.image.alt)}
            sizes={SLOT_SIZES.phoneOnly}
            fill
            className="object-cover"
          />
        ))}
        label={`${complex.brand.name} 프리미엄`}
      />
    </section>
  );
}
