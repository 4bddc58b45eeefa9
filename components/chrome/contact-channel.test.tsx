import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { renderToStaticMarkup } from "react-dom/server";
import { AskUs, ContactButtons } from "./contact-buttons";
import { kakaoChatUrl } from "./kakao-channel";
import { MobileBottomBar } from "./mobile-bottom-bar";

// The KakaoTalk channel's button appears only where the deployment has a channel: the phone's bottom
// bar's third item and the desktop's floating button, both opening the channel's chat.

describe("the KakaoTalk channel's button", () => {
  it("opens the channel's chat where KAKAO_CHANNEL_ID is set; nothing otherwise", () => {
    expect(kakaoChatUrl("_AbCdE")).toBe("https://pf.kakao.com/_AbCdE/chat");
    expect(kakaoChatUrl(undefined)).toBeNull();
  });

  it("is the bottom bar's third item, marked for the tap count; without a channel the bar keeps its two", () => {
    const three = renderToStaticMarkup(<MobileBottomBar kakaoUrl="https://pf.kakao.com/_AbCdE/chat" />);
    expect(three).toContain("grid-cols-3");
    expect(three).toMatch(
      /<a href="https:\/\/pf\.kakao\.com\/_AbCdE\/chat" target="_blank" rel="noopener" data-contact="kakao"[^>]*>.*카카오톡 상담<\/a>/,
    );
    const two = renderToStaticMarkup(<MobileBottomBar kakaoUrl={null} />);
    expect(two).toContain("grid-cols-2");
    expect(two).not.toContain("카카오톡");
    expect(two).toMatch(/href="tel:\d+"/);
  });

  it("floats on the desktop only with a channel", () => {
    expect(renderToStaticMarkup(<ContactButtons kakaoUrl="https://pf.kakao.com/_AbCdE/chat" />)).toMatch(
      /hidden[^"]*desk:flex.*data-contact="kakao"/,
    );
    expect(renderToStaticMarkup(<ContactButtons kakaoUrl={null} />)).toBe("");
  });

  it("ends the FAQ and the price page: a call to the number, and the channel's chat only where there is one", () => {
    const withChannel = renderToStaticMarkup(
      <AskUs phone="1600-0000" text="상담사가 안내해 드립니다." kakaoUrl="https://pf.kakao.com/_AbCdE/chat" />,
    );
    expect(withChannel).toMatch(/<a href="tel:16000000"[^>]*>.*1600-0000.*<\/a>/);
    expect(withChannel).toMatch(
      /<a href="https:\/\/pf\.kakao\.com\/_AbCdE\/chat"[^>]*data-contact="kakao"[^>]*>.*카카오톡 상담<\/a>/,
    );
    const without = renderToStaticMarkup(<AskUs phone="1600-0000" text="상담사가 안내해 드립니다." kakaoUrl={null} />);
    expect(without).toContain('href="tel:16000000"');
    expect(without).not.toContain("카카오톡");
  });
});
