import { complex } from "@/lib/site/content";
import { particle } from "@/lib/site/content/korean";
import { remainingUnits } from "@/lib/site/content/remaining-units";
import { RemainingUnitsLive } from "./remaining-units-live";

/**
 * The remaining-units board (잔여세대 현황) where the complex's content shows it: a heading, and the
 * desk's figures as of when (read after the page has loaded: the page itself is prerendered, the
 * figures change by the hour). Without JavaScript, or before the desk has set any, it says whom to ask.
 */
export function RemainingUnits({
  tone = "dark",
  heading: Heading = "h3",
  className,
}: {
  tone?: "light" | "dark";
  heading?: "h2" | "h3";
  className?: string;
}) {
  if (!remainingUnits.show) return null;
  const fallback = `잔여세대 현황은 대표번호 ${particle(complex.phone, "으로/로")} 문의해 주세요.`;
  return (
    <section aria-labelledby="remaining-units-title" className={className} data-testid="remaining-units">
      <p className={`ornament ${tone === "light" ? "text-gold-300" : "text-gold-700"}`} aria-hidden="true">
        REMAINING UNITS
      </p>
      <Heading
        id="remaining-units-title"
        className={`mt-2 text-[19px] font-medium ${tone === "light" ? "text-white" : "text-ink-900"}`}
      >
        잔여세대 현황
      </Heading>
      <div className="mt-3">
        <RemainingUnitsLive fallback={fallback} tone={tone} />
      </div>
    </section>
  );
}
