import { ChatIcon, PhoneIcon } from "@/components/ui/icons";
import { KAKAO_LABEL, kakaoChatUrl } from "./kakao-channel";

/**
 * The desktop's floating buttons, bottom right (the phone has its bottom bar instead): the KakaoTalk
 * channel's chat, where the deployment has a channel; nothing otherwise.
 */
export function ContactButtons({ kakaoUrl = kakaoChatUrl() }: { kakaoUrl?: string | null }) {
  if (!kakaoUrl) return null;
  return (
    <aside
      aria-label="상담 채널"
      className="fixed bottom-8 right-8 z-40 hidden flex-col gap-3 desk:flex"
      data-testid="contact-buttons"
    >
      <a
        href={kakaoUrl}
        target="_blank"
        rel="noopener"
        data-contact="kakao"
        className="flex items-center gap-2 rounded-full bg-[#fee500] px-5 py-3.5 text-[15px] font-semibold text-[#191919] shadow-[0_6px_20px_rgba(15,23,42,0.18)] transition-transform hover:-translate-y-0.5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
      >
        <ChatIcon className="h-5 w-5" />
        {KAKAO_LABEL}
      </a>
    </aside>
  );
}

/**
 * The end of a page that leaves questions (the FAQ, the prices): the consultation number as a call,
 * and the KakaoTalk channel's chat where the deployment has a channel. Taps count like the bar's
 * (any tel: link, data-contact="kakao").
 */
export function AskUs({
  phone,
  hours,
  title = "더 궁금하신 점이 있으신가요?",
  text,
  kakaoUrl = kakaoChatUrl(),
}: {
  phone: string;
  hours?: string;
  title?: string;
  text: string;
  kakaoUrl?: string | null;
}) {
  return (
    <section
      aria-labelledby="ask-us-title"
      className="border border-sand-200 bg-sand-100 px-5 py-8 desk:flex desk:items-center desk:justify-between desk:gap-10 desk:px-10"
      data-testid="ask-us"
    >
      <div>
        <h2 id="ask-us-title" className="text-[21px] font-medium text-ink-900 desk:text-[24px]">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-[15px] text-stone-700 desk:text-[16px]">{text}</p>
        {hours ? <p className="mt-1 text-[14px] text-stone-600">{hours}</p> : null}
      </div>
      <div className="mt-6 flex flex-col gap-3 desk:mt-0 desk:shrink-0 desk:flex-row">
        <a
          href={`tel:${phone.replace(/-/g, "")}`}
          className="flex min-h-12 items-center justify-center gap-2 bg-gold-500 px-6 text-[16px] font-semibold text-ink-950 transition-colors hover:bg-gold-400 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
        >
          <PhoneIcon className="h-5 w-5 shrink-0" />
          <span>
            분양 상담 <span className="tabular-nums">{phone}</span>
          </span>
        </a>
        {kakaoUrl ? (
          <a
            href={kakaoUrl}
            target="_blank"
            rel="noopener"
            data-contact="kakao"
            className="flex min-h-12 items-center justify-center gap-2 bg-[#fee500] px-6 text-[16px] font-semibold text-[#191919] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
          >
            <ChatIcon className="h-5 w-5 shrink-0" />
            {KAKAO_LABEL}
          </a>
        ) : null}
      </div>
    </section>
  );
}
