// Lead names and messages are any Korean text: behind the site font, full Pretendard.
export { FallbackFontLayout as default } from "@/components/chrome/fallback-font";
