import { ImageResponse } from "next/og";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { complex } from "@/lib/site/content";
import { OG_IMAGE } from "./metadata";

// The 1200x630 share card, drawn with our own font: the site card (/og-image.png, /og/home.png) or
// one kind of page's (/og/{section}.png, app/og/[file]). KakaoTalk, Naver and Facebook show it
// with og:title and og:description.

const fontFile = (weight: string) =>
  path.join(process.cwd(), "node_modules/pretendard/dist/public/static", `Pretendard-${weight}.otf`);

/** A section's card names it (label top right, title large); without one, the site card. */
export type ShareCardSection = { label: string; title: string };

export async function shareCard(
  section: ShareCardSection | null,
  init: { headers?: Record<string, string> } = {},
): Promise<ImageResponse> {
  const [light, semibold] = await Promise.all([readFile(fontFile("Light")), readFile(fontFile("SemiBold"))]);
  const home = section === null;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(180deg, #0b1322 0%, #17263f 70%, #34496b 100%)",
        color: "#ffffff",
        fontFamily: "Pretendard",
      }}
    >
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          fontSize: 26,
          letterSpacing: 8,
          color: "#d2b57f",
          fontWeight: 600,
        }}
      >
        <span>{complex.brand.english}</span>
        {home ? null : <span>{section.label}</span>}
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        {home ? null : <div style={{ fontSize: 40, fontWeight: 300, color: "#ebe5da" }}>{complex.siteName}</div>}
        <div
          style={{
            marginTop: home ? 0 : 12,
            fontSize: home ? 76 : 92,
            fontWeight: home ? 300 : 600,
            letterSpacing: -2,
          }}
        >
          {home ? complex.siteName : section.title}
        </div>
        {home ? (
          <div style={{ marginTop: 20, fontSize: 34, fontWeight: 300, color: "#ebe5da" }}>{complex.brand.slogan}</div>
        ) : null}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: "#ebe5da" }}>
        <span>
          총 {complex.figures.households.toLocaleString("ko-KR")}세대 · 입주 {complex.figures.moveIn}
        </span>
        <span style={{ color: "#d2b57f", fontWeight: 600 }}>분양문의 {complex.phone}</span>
      </div>
    </div>,
    {
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      ...(init.headers ? { headers: init.headers } : {}),
      fonts: [
        { name: "Pretendard", data: light, weight: 300, style: "normal" },
        { name: "Pretendard", data: semibold, weight: 600, style: "normal" },
      ],
    },
  );
}
