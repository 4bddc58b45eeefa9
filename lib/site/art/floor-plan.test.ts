import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { unitTypes } from "@/lib/site/content";
import { floorPlanFor, floorPlans } from "@/lib/site/content/floor-plans";
import { renderFloorPlan } from "./floor-plan";

describe("renderFloorPlan", () => {
  for (const { slug } of floorPlans) {
    const { plan, unit } = floorPlanFor(slug)!;
    const svg = renderFloorPlan(plan, unit);

    it(`${slug}: is a labelled SVG image whose room names are real text`, () => {
      expect(svg.startsWith("<svg ")).toBe(true);
      expect(svg).toContain('role="img"');
      expect(svg).toContain(`<title id="floor-plan-${slug}-title">${unit.label} 타입 평면도</title>`);
      for (const room of plan.rooms) expect(svg).toContain(`>${room.name}</text>`);
      expect(svg).toContain(`전용 ${unit.exclusiveArea.toFixed(2)}㎡`);
    });

    it(`${slug}: is well-formed and small (decodes with sharp, under 20 KB)`, async () => {
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format).toBe("svg");
      expect(meta.width).toBeGreaterThan(600);
      expect(Buffer.byteLength(svg)).toBeLessThan(20_000);
    });
  }

  it("escapes room names, so content cannot break the markup", () => {
    const { plan, unit } = floorPlanFor(unitTypes[0]!.slug)!;
    const svg = renderFloorPlan(
      { ...plan, rooms: plan.rooms.map((r, i) => (i === 0 ? { ...r, name: "침실<3>&" } : r)) },
      unit,
    );
    expect(svg).toContain(">침실&lt;3&gt;&amp;</text>");
    expect(svg).not.toContain("침실<3>");
  });
});
