import { specialPlan } from "@/lib/site/content/home";
import { snap, frame, Heading, TextLink } from "./shared";
import { nearView, phoneHeight } from "@/components/ui/render-near";

export function SpecialPlanSection() {
  return (
    <section
      aria-labelledby="home-special"
      className={`${snap} ${nearView} bg-sand-100 py-20 desk:flex desk:items-center desk:py-0`}
      style={phoneHeight(1265)}
      data-section="special"
    >
      <div className={`${frame} desk:pt-[var(--header-h)]`}>
        <div className="grid grid-cols-1 gap-6 desk:grid-cols-12 desk:items-end">
          <div className="desk:col-span-7">
            <Heading id="home-special" label={specialPlan.label} title={specialPlan.title}>
              <p>{specialPlan.text}</p>
            </Heading>
          </div>
          <div className="desk:col-span-5 desk:text-right">
            <TextLink href={specialPlan.link.href}>{specialPlan.link.text}</TextLink>
          </div>
        </div>
        <ul className="mt-12 grid grid-cols-1 gap-4 desk:grid-cols-3 desk:gap-6">
          {specialPlan.items.map((item, i) => (
            <li
              key={item.label}
              className="relative border-t-2 border-gold-500 bg-white px-7 pb-8 pt-7 shadow-[0_20px_50px_-35px_rgba(16,27,47,0.45)]"
            >
              <p className="flex items-center justify-between">
                <span className="text-[16px] font-medium text-ink-900">{item.label}</span>
                <span className="ornament text-stone-500" aria-hidden="true">
                  BENEFIT {String(i + 1).padStart(2, "0")}
                </span>
              </p>
              <p className="mt-6 flex items-baseline gap-2 text-gold-700">
                <span className="text-[56px] font-extralight leading-none tracking-headline desk:text-[72px]">
                  {item.figure}
                </span>
                <span className="text-[18px] font-light">{item.unit}</span>
              </p>
              <p className="mt-5 border-t border-sand-200 pt-5 text-[15px] leading-relaxed text-stone-600">
                {item.text}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-[13px] text-stone-600">{specialPlan.note}</p>
      </div>
    </section>
  );
}
