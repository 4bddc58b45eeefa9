import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildings, viewLabels } from "@/lib/site/content/buildings";
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
  it("names the lines with the full view in its description, in the content's words", () => {
    const first = buildings.find((b) => b.lines.some((l) => l.view === "full"));
    const line = first?.lines.find((l) => l.view === "full");
    if (first && line)
      expect(svg).toContain(`<desc id="unit-layout-desc">${viewLabels.full} 라인: ${first.no}동 ${line.line}호`);
  });
  it("keeps the trees of the site plan off every building", () => {
    const plan = renderSitePlan();
    const trees = [...plan.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="#b9c5a6"/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      r: Number(m[3]),
    }));
    expect(trees.length).toBeGreaterThan(20);
    for (const b of buildings) {
      const half = (b.lines.length * 32) / 2;
      for (const t of trees)
        expect(
          Math.abs(t.x - b.x) < half + t.r && Math.abs(t.y - b.y) < 13 + t.r,
          `tree at ${t.x},${t.y} on ${b.no}동`,
        ).toBe(false);
    }
  });
  it("decodes as SVG", async () => {
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
  });
});
