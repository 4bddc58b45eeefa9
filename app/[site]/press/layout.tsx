// Articles published after the build may bring characters the site font lacks.
export { FallbackFontLayout as default } from "@/components/chrome/fallback-font";
