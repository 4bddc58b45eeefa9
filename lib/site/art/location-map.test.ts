import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { places, site, water } from "@/lib/site/content/location";
import { MAP_H, MAP_W, renderLocationMap } from "./location-map";

describe("renderLocationMap", () => {
  const svg = renderLocationMap();

  it("marks every place with its number and name, and the site", () => {
    places.forEach((p, i) => {
      expect(svg).toContain(`>${i + 1}</text>`);
      expect(svg).toContain(`>${p.name}</text>`);
    });
    expect(svg).toContain(`>${site.label}</text>`);
  });

  it("keeps every place on the drawing", () => {
    for (const p of [...places, site]) {
      expect(p.x).toBeGreaterThan(20);
      expect(p.x).toBeLessThan(MAP_W - 20);
      expect(p.y).toBeGreaterThan(20);
      expect(p.y).toBeLessThan(MAP_H - 20);
    }
  });

  it("states every place's travel time in its description, and names the water unless there is none", () => {
    for (const p of places) expect(svg).toContain(`${p.name}(${p.time})`);
    if (water.kind !== "none") expect(svg).toContain(`>${water.label}</text>`);
  });

  it("decodes as SVG", async () => {
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
  });
});
