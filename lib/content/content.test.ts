import { describe, expect, it } from "vitest";
import { canonicalPaths, complex, menu, pages, subMenus, unitTypes } from "./index";

describe("content model", () => {
  it("has the eight top-level menu items of the spec, in order", () => {
    expect(menu.map((m) => m.title)).toEqual(["브랜드", "사업개요", "분양정보", "입지환경", "단지안내", "세대안내", "인테리어", "홍보센터"]);
  });

  it("labels the unit types as the spec does", () => {
    const floor = menu.find((m) => m.id === "floorplan");
    expect(floor?.links.map((l) => `${l.href}=${l.title}`)).toEqual([
      "/FloorPlan/59A=84A", "/FloorPlan/59B=84B", "/FloorPlan/84A=84C", "/FloorPlan/84B=84D", "/FloorPlan/114A=101A", "/FloorPlan/114B=154A",
    ]);
    const interior = menu.find((m) => m.id === "interior");
    expect(interior?.links.map((l) => `${l.href}=${l.title}`)).toEqual(["/Interior/59A=84A", "/Interior/84A=84C", "/Interior/84B=101A"]);
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
