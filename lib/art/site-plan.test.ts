import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildings } from "@/lib/content/buildings";
import { renderSitePlan } from "./site-plan";
import { renderUnitLayout } from "./unit-layout";

describe("renderSitePlan", () => {
  const svg = renderSitePlan();
  it("draws every building of the content, labelled as text", () => {
    for (const b of buildings) expect(svg).toContain(`>${b.no}동</text>`);
    expect(svg).toContain(`<title id="site-plan-title">단지배치도</title>`);
  });
  it("decodes as SVG and stays small", async () => {
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
    expect(Buffer.byteLength(svg)).toBeLessThan(30_000);
  });
});

describe("renderUnitLayout", () => {
  const svg = renderUnitLayout();
  it("draws one cell per line, lake-view lines in the accent", () => {
    const cells = buildings.reduce((s, b) => s + b.lines.length, 0);
    expect(svg.match(/>\d호<\/text>/g)).toHaveLength(cells);
    const full = buildings.flatMap((b) => b.lines.filter((l) => l.view === "full")).length;
    expect(svg.match(/fill="#c2a06a" stroke="#17263f"/g)).toHaveLength(full + 1); // + the legend swatch
  });
  it("names the lake-view lines in its description", () => {
    expect(svg).toMatch(/<desc id="unit-layout-desc">호수 정면 조망 라인: 101동 1호, /);
  });
  it("decodes as SVG", async () => {
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
  });
});
