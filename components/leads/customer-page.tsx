import { complex } from "@/lib/site/content";
import { leadCopy } from "@/lib/site/content/leads";
import { consentParties } from "@/lib/site/consent-parties";
import { PhoneIcon } from "@/components/ui/icons";
import { CustomerArt } from "./customer-art";
import { Photo } from "@/components/art/photo";
import { picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { CustomerForm } from "./customer-form";

/** Body of /{site}/customer and /Promotion/Customer: intro, art, the service line, the inquiry form. */
export function CustomerPage() {
  const copy = leadCopy.customer;
  const tel = `tel:${complex.phone.replace(/-/g, "")}`;
  const photo = picture("customer");
  return (
    <div className="grid gap-10 desk:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] desk:gap-16">
      <aside className="grid content-start gap-8">
        <div className="overflow-hidden">
          {photo ? (
            <Photo picture={photo} sizes={SLOT_SIZES.panel} className="block h-auto w-full" />
          ) : (
            <CustomerArt label={copy.imageAlt} />
          )}
        </div>
        <div className="border-t border-sand-300 pt-6">
          <p className="ornament inline-block border border-gold-600 px-3 py-1 text-gold-700">{copy.badge}</p>
          <p className="mt-4 text-[15px] text-stone-600">{copy.phoneLabel}</p>
          <a
            href={tel}
            className="mt-1 flex items-center gap-3 text-[32px] font-light tracking-[-0.01em] text-ink-900 desk:text-[38px]"
          >
            <PhoneIcon className="h-7 w-7 text-gold-600" />
            {complex.phone}
          </a>
          <p className="mt-2 text-[15px] font-medium text-stone-700">{complex.hours}</p>
        </div>
      </aside>
      <section aria-labelledby="customer-form-title">
        <h2 id="customer-form-title" className="text-[26px] font-light desk:text-[32px]">
          {copy.heading}
        </h2>
        <div className="mt-4 space-y-1 text-[16px] text-stone-700">
          {copy.intro.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="mt-8">
          <CustomerForm consent={consentParties()} />
        </div>
      </section>
    </div>
  );
}
