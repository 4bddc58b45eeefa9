import { ChatIcon } from "@/components/ui/icons";
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
