import { describe, expect, it } from "vitest";
import { complex } from "./complex";
import { hero, particle, premiumCards, premiumSlides, specialPlan, viewerTypes } from "./home";

describe("home content", () => {
  it("has the spec's seven slides, four cards PREMIUM 01 to 04 and the six viewer types in order", () => {
    expect(premiumSlides.map((s) => s.label)).toEqual(["LOCATION", "TRANSPORT", "LIVING", "EDUCATION", "FUTURE", "SCALE", "BRAND"]);
    expect(premiumCards.map((c) => c.no)).toEqual(["PREMIUM 01", "PREMIUM 02", "PREMIUM 03", "PREMIUM 04"]);
    expect(viewerTypes.map((t) => t.label)).toEqual(["84A", "84B", "84C", "84D", "101A", "154A"]);
    expect(viewerTypes.every((t) => t.image === `/art/floor-plans/${t.slug}.svg`)).toBe(true);
  });

  it("takes its figures from the complex facts", () => {
    expect(hero.title).toBe(complex.siteName);
    expect(hero.facts[0]).toContain(complex.figures.households.toLocaleString("ko-KR"));
    expect(specialPlan.note).toContain("변경될 수 있으며");
  });

  it("picks the Korean particle from the last syllable", () => {
    expect(particle("리브엘", "이/가")).toBe("리브엘이");
    expect(particle("리브엘", "은/는")).toBe("리브엘은");
    expect(particle("자이", "이/가")).toBe("자이가");
    expect(particle("자이", "은/는")).toBe("자이는");
    expect(particle("LIVEL", "을/를")).toBe("LIVEL를");
  });
});
