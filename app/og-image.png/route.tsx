import { ImageResponse } from "next/og";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { complex } from "@/lib/content";
import { OG_IMAGE } from "@/lib/seo/metadata";

export const dynamic = "force-static";

const fontFile = (weight: string) => path.join(process.cwd(), "node_modules/pretendard/dist/public/static", `Pretendard-${weight}.otf`);

/** The 1200x630 social card, rendered at build time with our own font and line art. */
export async function GET() {
  const [light, semibold] = await Promise.all([readFile(fontFile("Light")), readFile(fontFile("SemiBold"))]);
  return new ImageResponse(
    (
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
        <div style={{ display: "flex", fontSize: 26, letterSpacing: 8, color: "#d2b57f", fontWeight: 600 }}>{complex.brand.english}</div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 76, fontWeight: 300, letterSpacing: -2 }}>{complex.siteName}</div>
          <div style={{ marginTop: 20, fontSize: 34, fontWeight: 300, color: "#ebe5da" }}>{complex.brand.slogan}</div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: "#ebe5da" }}>
          <span>
            총 {complex.figures.households.toLocaleString("ko-KR")}세대 · 입주 {complex.figures.moveIn}
          </span>
          <span style={{ color: "#d2b57f", fontWeight: 600 }}>분양문의 {complex.phone}</span>
        </div>
      </div>
    ),
    {
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      fonts: [
        { name: "Pretendard", data: light, weight: 300, style: "normal" },
        { name: "Pretendard", data: semibold, weight: 600, style: "normal" },
      ],
    },
  );
}
