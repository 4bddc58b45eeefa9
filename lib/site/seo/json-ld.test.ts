import { describe, expect, it } from "vitest";
import { breadcrumbLd, complexLd, serializeLd } from "./json-ld";
import { complex, pageFor } from "@/lib/site/content";

describe("JSON-LD", () => {
  it("describes the complex with its figures and an absolute image", () => {
    const ld = complexLd("https://example.com");
    expect(ld.numberOfAccommodationUnits).toBe(complex.figures.households);
    expect(JSON.stringify(ld)).toContain("https://example.com/og-image.png");
  });

  it("builds breadcrumbs from the menu section", () => {
    const ld = breadcrumbLd("https://example.com", pageFor("/ComplexGuide/community"));
    const items = ld.itemListElement as { name: string; item: string }[];
    expect(items.map((i) => i.name)).toEqual(["홈", "단지안내", "커뮤니티"]);
    expect(items[1]?.item).toBe("https://example.com/ComplexGuide/intro");
  });

  it("cannot be broken out of its script tag", () => {
    expect(serializeLd({ a: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
