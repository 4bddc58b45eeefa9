import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { places, site } from "@/lib/content/location";
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

  it("states the KTX station time the spec gives (about 10 minutes)", () => {
    expect(svg).toMatch(/KTX 세온역\(차량 약 10분\)/);
  });

  it("decodes as SVG", async () => {
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");
  });
});
