import { Link } from "@/components/ui/link";
import { complex, parties } from "@/lib/site/content";
import { OpenRegistrationButton } from "@/components/leads/open-registration-button";
import { ChevronDownIcon, ExternalIcon, PhoneIcon } from "@/components/ui/icons";
import { DIRECTIONS_HREF } from "@/lib/site/routes/paths.mjs";
import { BookingLink } from "@/components/visit/booking-link";
import { Logo } from "./logo";
import { nearView, phoneHeight } from "@/components/ui/render-near";

/** The footer: company, disclaimers, phone, builder, the booking page, the registration popup, directions and the family sites. */
export function SiteFooter() {
  const tel = `tel:${complex.phone.replace(/-/g, "")}`;
  // A phone draws the footer as it comes near (800px high there), not in the page's first layout.
  return (
    <footer
      className={`${nearView} bg-ink-950 pb-24 text-sand-200 desk:pb-0`}
      style={phoneHeight(800)}
      data-testid="site-footer"
    >
      <div className="mx-auto max-w-frame px-5 py-12 desk:px-8 desk:py-16">
        <div className="flex flex-col gap-8 desk:flex-row desk:items-start desk:justify-between">
          <div>
            <Logo className="text-white" />
            <p className="mt-5 text-[15px] text-sand-200">{complex.brand.slogan}</p>
          </div>
          <div className="flex flex-col gap-3 desk:items-end">
            <a
              href={tel}
              className="flex items-center gap-2 text-2xl font-light tracking-[-0.01em] text-white desk:text-3xl"
            >
              <PhoneIcon className="h-6 w-6 text-gold-400" />
              {complex.phone}
            </a>
            <p className="text-[14px] text-sand-300" data-testid="footer-hours">
              {complex.hours}
            </p>
            <div className="mt-2 flex flex-wrap gap-3">
              <BookingLink className="bg-gold-500 px-5 py-3 text-[14px] font-semibold text-ink-950 hover:bg-gold-400">
                방문예약 바로가기
              </BookingLink>
              <OpenRegistrationButton className="border border-white/25 px-5 py-3 text-[14px] text-sand-100 hover:border-white/60">
                관심고객 등록
              </OpenRegistrationButton>
              {/* A plain link: a client-side navigation from another page drops the #directions scroll
                  (the booking page streams in after the layout commits), a document load does not. */}
              <a
                href={DIRECTIONS_HREF}
                className="border border-white/25 px-5 py-3 text-[14px] text-sand-100 hover:border-white/60"
              >
                오시는 길
              </a>
              <details className="group relative">
                <summary className="flex cursor-pointer list-none items-center gap-6 border border-white/25 px-5 py-3 text-[14px] text-sand-100 hover:border-white/60 [&::-webkit-details-marker]:hidden">
                  패밀리 사이트
                  <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="absolute bottom-full left-0 right-0 mb-1 min-w-56 bg-white py-2 text-ink-900 shadow-xl">
                  {complex.familySites.map((site) => (
                    <li key={site.url}>
                      <a
                        href={site.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="flex items-center justify-between gap-3 px-4 py-2 text-[14px] hover:bg-sand-100"
                      >
                        {site.name}
                        <ExternalIcon className="h-4 w-4 text-stone-500" />
                        <span className="sr-only">(새 창)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </div>
          </div>
        </div>

        <div className="mt-10 border-t border-white/10 pt-8 text-[13px] leading-relaxed text-sand-300">
          {/* Who sells, with their numbers, as a presale advertisement names them (content: parties). */}
          <ul className="space-y-1" data-testid="footer-parties">
            {parties.map((p) => (
              <li key={p.role}>
                <span className="text-sand-100">
                  {p.short} {p.name}
                </span>
                <span className="mx-2 text-white/30">|</span>대표 {p.ceo}
                <span className="mx-2 text-white/30">|</span>
                <span className="whitespace-nowrap">사업자등록번호 {p.businessNumber}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2">견본주택 {complex.address.modelHouse}</p>
          <ul className="mt-4 space-y-1">
            {complex.disclaimers.map((d) => (
              <li key={d}>※ {d}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2">
            <Link href="/privacy" className="font-semibold text-sand-100 underline-offset-4 hover:underline">
              개인정보처리방침
            </Link>
            <p>© {complex.company.name}. All rights reserved.</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
