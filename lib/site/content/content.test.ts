import { describe, expect, it } from "vitest";
import { canonicalPaths, complex, interiors, menu, pages, subMenus, unitTypes } from "./index";

describe("content model", () => {
  it("has the eight top-level menu items of the spec, in order", () => {
    expect(menu.map((m) => m.title)).toEqual([
      "브랜드",
      "사업개요",
      "분양정보",
      "입지환경",
      "단지안내",
      "세대안내",
      "인테리어",
      "홍보센터",
    ]);
  });

  it("lists every unit type and interior in the menu, by its URL segment and its label", () => {
    const floor = menu.find((m) => m.id === "floorplan");
    expect(floor?.links.map((l) => `${l.href}=${l.title}`)).toEqual(
      unitTypes.map((u) => `/FloorPlan/${u.slug}=${u.label}`),
    );
    const interior = menu.find((m) => m.id === "interior");
    expect(interior?.links.map((l) => `${l.href}=${l.title}`)).toEqual(
      interiors.map((i) => `/Interior/${i.slug}=${i.label}`),
    );
  });

  it("adds up: general sale plus rental is the total, and the unit types sum to general sale", () => {
    expect(complex.figures.generalSale + complex.figures.rental).toBe(complex.figures.households);
    expect(unitTypes.reduce((s, u) => s + u.households, 0)).toBe(complex.figures.generalSale);
  });

  it("links only to registered pages", () => {
    const known = new Set([...canonicalPaths]);
    for (const link of [...menu.flatMap((m) => m.links), ...Object.values(subMenus).flat()]) {
      expect(known.has(link.href), link.href).toBe(true);
    }
  });

  it("gives every page a unique path and title-bearing description", () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const p of pages) expect(p.description.length).toBeGreaterThan(20);
  });

  it("keeps site slugs apart from the top-level sections", () => {
    const sections = new Set(canonicalPaths.map((p) => p.split("/")[1]?.toLowerCase()));
    for (const s of complex.sites) expect(sections.has(s)).toBe(false);
  });
});
