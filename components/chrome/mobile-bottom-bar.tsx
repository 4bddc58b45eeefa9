import { complex } from "@/lib/site/content";
import { Link } from "@/components/ui/link";
import { VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { CalendarIcon, ChatIcon, PhoneIcon } from "@/components/ui/icons";
import { KAKAO_LABEL, kakaoChatUrl } from "./kakao-channel";

/**
 * Fixed bar at the bottom of phones: the visit booking page and a call, one tap each, and the
 * KakaoTalk channel's chat as a third where the deployment has a channel. Taps on the call and the
 * chat are counted per source (components/vitals/contact-taps.ts).
 */
export function MobileBottomBar({ kakaoUrl = kakaoChatUrl() }: { kakaoUrl?: string | null }) {
  const item = `flex h-14 items-center justify-center gap-1.5 ${kakaoUrl ? "text-[14px]" : "gap-2 text-[15px]"}`;
  return (
    <nav
      aria-label="빠른 상담"
      className={`fixed inset-x-0 bottom-0 z-40 grid desk:hidden ${kakaoUrl ? "grid-cols-3" : "grid-cols-2"}`}
      data-testid="mobile-bottom-bar"
    >
      <Link href={VISIT_PATH} className={`${item} bg-ink-900 font-medium text-white`}>
        <CalendarIcon className="h-5 w-5 shrink-0 text-gold-400" />
        방문예약
      </Link>
      <a href={`tel:${complex.phone.replace(/-/g, "")}`} className={`${item} bg-gold-500 font-semibold text-ink-950`}>
        <PhoneIcon className="h-5 w-5 shrink-0" />
        전화상담
      </a>
      {kakaoUrl ? (
        <a
          href={kakaoUrl}
          target="_blank"
          rel="noopener"
          data-contact="kakao"
          className={`${item} bg-[#fee500] font-semibold text-[#191919]`}
        >
          <ChatIcon className="h-5 w-5 shrink-0" />
          {KAKAO_LABEL}
        </a>
      ) : null}
    </nav>
  );
}
