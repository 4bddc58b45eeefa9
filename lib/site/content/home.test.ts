import { describe, expect, it } from "vitest";
import { complex, unitTypes } from "./complex";
import { hero, premiumCards, premiumSlides, specialPlan, viewerTypes } from "./home";

describe("home content", () => {
  it("has the spec's seven slides, four cards PREMIUM 01 to 04 and every unit type in the viewer, in order", () => {
    expect(premiumSlides.map((s) => s.label)).toEqual([
      "LOCATION",
      "TRANSPORT",
      "LIVING",
      "EDUCATION",
      "FUTURE",
      "SCALE",
      "BRAND",
    ]);
    expect(premiumCards.map((c) => c.no)).toEqual(["PREMIUM 01", "PREMIUM 02", "PREMIUM 03", "PREMIUM 04"]);
    expect(viewerTypes.map((t) => t.label)).toEqual(unitTypes.map((u) => u.label));
    expect(viewerTypes.every((t) => t.image === `/art/floor-plans/${t.slug}.svg`)).toBe(true);
  });

  it("takes its figures from the complex facts", () => {
    expect(hero.title).toBe(complex.siteName);
    expect(hero.facts[0]).toContain(complex.figures.households.toLocaleString("ko-KR"));
    expect(specialPlan.note).toContain("모집공고");
  });
});
