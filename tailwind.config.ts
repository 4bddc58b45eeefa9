import type { Config } from "tailwindcss";

// Theme tokens. Loaded from app/globals.css with @config.
// Pretendard where the visitor has it installed, then each platform's Korean system font.
const systemFonts = [
  "Pretendard",
  "-apple-system",
  "BlinkMacSystemFont",
  "system-ui",
  "Apple SD Gothic Neo",
  "Noto Sans KR",
  "Malgun Gothic",
  "sans-serif",
];

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      screens: {
        // The spec's breakpoint: 900px and below is mobile.
        desk: "901px",
      },
      colors: {
        ink: {
          950: "#0b1322",
          900: "#101b2f",
          800: "#17263f",
          700: "#223552",
          600: "#34496b",
          500: "#51658a",
        },
        gold: {
          300: "#e3cfa4",
          400: "#d2b57f",
          500: "#c2a06a",
          600: "#a3824d",
          700: "#7d6136",
        },
        sand: {
          50: "#fbfaf7",
          100: "#f5f2ec",
          200: "#ebe5da",
          300: "#dcd3c4",
        },
        stone: {
          500: "#6b655c",
          600: "#57524a",
          700: "#3f3b35",
        },
      },
      fontFamily: {
        // Until the fonts are on, every page (and every page with the browser's data saver on): the
        // phone's Korean font scaled to Pretendard's metrics draws every character (app/site-font.css).
        sans: ["Pretendard Site Fallback", ...systemFonts],
        // Once the fonts are on (html[data-fonts=on], app/globals.css): the page's own cut and the
        // site's slices (scripts/site-font.mjs), the phone's font for the slices' characters while a
        // slice loads, then full Pretendard for characters the site font lacks (press and admin pages
        // only: new articles, lead names), then the phone's font for whatever is left.
        loaded: [
          "Pretendard Page",
          "Pretendard Site",
          "Pretendard Site Local",
          "Pretendard Variable",
          "Pretendard Site Fallback",
          ...systemFonts,
        ],
      },
      letterSpacing: {
        headline: "-0.02em",
        ornament: "0.28em",
      },
      maxWidth: {
        frame: "1280px",
      },
    },
  },
};

export default config;
