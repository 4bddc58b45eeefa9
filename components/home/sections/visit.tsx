import { complex } from "@/lib/site/content";
import { visitSection } from "@/lib/site/content/home";
import { consentParties } from "@/lib/site/consent-parties";
import { VisitForm } from "@/components/leads/visit-form";
import { RemainingUnits } from "@/components/sales/remaining-units";
import { PhoneIcon } from "@/components/ui/icons";
import { frame, Heading } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

export function VisitSection() {
  const tel = `tel:${complex.phone.replace(/-/g, "")}`;
  return (
    // At least one window high, not exactly: on a laptop (1366x768, 1280x720) the form is taller than
    // the window, and a clipped section hid its submit button. The last snap section, so the wheel's
    // steps after it only reach further down, to the footer.
    <section
      aria-labelledby="home-visit"
      className={`relative ${nearView} bg-ink-900 py-20 desk:flex desk:min-h-screen desk:items-center desk:py-8`}
      style={phoneHeight(1674)}
      data-section="visit"
      id="visit"
    >
      <div className={`${frame} grid grid-cols-1 gap-10 desk:grid-cols-12 desk:items-center desk:pt-[var(--header-h)]`}>
        <div className="desk:col-span-5">
          <Heading id="home-visit" label={visitSection.label} title={visitSection.title} tone="light">
            <p>{visitSection.text}</p>
          </Heading>
          <ul className="mt-8 space-y-3 text-[15px] text-sand-100">
            {visitSection.promise.map((p) => (
              <li key={p} className="flex items-center gap-3">
                <span className="h-px w-5 bg-gold-400" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
          <a
            href={tel}
            className="mt-10 flex w-fit items-center gap-3 text-[30px] font-extralight tracking-headline text-white desk:text-[40px]"
          >
            <PhoneIcon className="h-7 w-7 text-gold-400" />
            {complex.phone}
          </a>
          <p className="mt-1 text-[14px] text-sand-300">{complex.address.modelHouse}</p>
          <RemainingUnits tone="light" className="mt-10 max-w-sm" />
        </div>
        {/* The form is the card (white, padded): no second card around it, which on a phone left its
            fields and consents 254px of a 390px screen. */}
        <div className="desk:col-span-6 desk:col-start-7">
          <VisitForm consent={consentParties()} />
        </div>
      </div>
    </section>
  );
}
