import { env } from "@/lib/env";

/** The KakaoTalk channel's chat, where this deployment has a channel (KAKAO_CHANNEL_ID, build time); else null. */
export function kakaoChatUrl(channelId: string | undefined = env().KAKAO_CHANNEL_ID): string | null {
  return channelId ? `https://pf.kakao.com/${channelId}/chat` : null;
}

/** The words of the button, the same on the phone's bar and the desktop's. */
export const KAKAO_LABEL = "카카오톡 상담";
