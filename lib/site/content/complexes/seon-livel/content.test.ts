import { describe, expect, it } from "vitest";
import { josa } from "../../korean";
import { complex, interiors, location, newsDrafts, pressDrafts, unitTypes } from "./index";

// The first sample's own facts, which the spec states: a content test may name its complex.

describe("seon-livel content", () => {
  it("labels the unit types as the spec does (/FloorPlan/59A is 84A)", () => {
    expect(unitTypes.map((u) => `${u.slug}=${u.label}`)).toEqual([
      "59A=84A",
      "59B=84B",
      "84A=84C",
      "84B=84D",
      "114A=101A",
      "114B=154A",
    ]);
    expect(interiors.map((i) => `${i.slug}=${i.label}`)).toEqual(["59A=84A", "84A=84C", "84B=101A"]);
  });

  it("puts the KTX station about 10 minutes away, as the spec says", () => {
    expect(location.places.find((p) => p.name === "KTX 세온역")?.time).toBe("차량 약 10분");
  });

  it("reads the brand with its particle, not a hand-typed one", () => {
    const text = [...newsDrafts, ...pressDrafts]
      .map((d) => `${d.title} ${"summary" in d ? d.summary : d.excerpt} ${d.content}`)
      .join("\n");
    expect(text).toContain(`${complex.brand.name}(${complex.brand.english})${josa(complex.brand.name, "이/가")}`);
    expect(text).not.toMatch(/리브엘\(LIVEL\)가|리브엘는|리브엘가 /);
  });
});
