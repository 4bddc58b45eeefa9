import { describe, expect, it } from "vitest";
import { ASCII, fontChars, pageCost, planSlices, unicodeRange } from "./lib/font-slices.mjs";

const cps = (text: string) => fontChars(text);

describe("fontChars and unicodeRange", () => {
  it("keeps each drawable character once, in code-point order, without controls or line breaks", () => {
    expect(fontChars("나가\n가\tA\u0000")).toEqual([0x41, 0xac00, 0xb098]);
  });

  it("folds consecutive code points into ranges", () => {
    expect(unicodeRange([0xac02, 0xac00, 0xac01, 0xac05, 0x41])).toBe("U+41,U+AC00-AC02,U+AC05");
    expect(unicodeRange([])).toBe("");
  });
});

describe("planSlices", () => {
  const home = cps(`${ASCII}분양안내홈히어로`);
  const brand = cps(`${ASCII}분양안내브랜드`);
  const plan = cps(`${ASCII}분양안내평면도`);

  it("puts ASCII and the characters every page shows into the first slice", () => {
    const slices = planSlices([home, brand, plan]);
    expect(slices[0]).toEqual(cps(`${ASCII}분양안내`));
  });

  it("covers every character of the pages and of the extra text exactly once", () => {
    const slices = planSlices([home, brand, plan], cps("상담신청완료"));
    const all = slices.flat();
    expect(new Set(all).size).toBe(all.length);
    for (const cp of [...home, ...brand, ...plan, ...cps("상담신청완료")]) expect(all).toContain(cp);
  });

  it("gives the characters no page showed a slice of their own, after the census slices", () => {
    const slices = planSlices([home, brand], cps("분양상담"));
    expect(slices.at(-1)).toEqual(cps("상담"));
  });

  it("keeps one page's characters out of another page's download", () => {
    const slices = planSlices([home, brand, plan], [], { perGlyph: 170, perFile: 1024 });
    const [homeCost, brandCost] = pageCost([home, brand], slices, { perGlyph: 170, perFile: 1024 });
    const core = 1024 + slices[0]!.length * 170;
    // Each page pays the core plus at most its own few glyphs in one more file.
    expect(homeCost).toBeLessThanOrEqual(core + 1024 + 4 * 170);
    expect(brandCost).toBeLessThanOrEqual(core + 1024 + 3 * 170);
  });

  it("lowers the core to the characters of the weighted share of pages", () => {
    const articles = [cps(`${ASCII}기사하나`), cps(`${ASCII}기사둘`), cps(`${ASCII}기사셋`)];
    const pages = [cps(`${ASCII}분양`), ...articles];
    // Unweighted, "기사" is on 3 of 4 pages: below a core share of 0.9 it stays out of the core.
    expect(planSlices(pages, [], { core: 0.9 })[0]).toEqual(cps(ASCII));
    expect(planSlices(pages, [], { core: 0.75 })[0]).toEqual(cps(`${ASCII}기사`));
    // The three articles weighted as one page: "기사" is on half the weight.
    expect(planSlices(pages, [], { core: 0.75, weights: [1, 1 / 3, 1 / 3, 1 / 3] })[0]).toEqual(cps(ASCII));
  });

  it("never makes more slices than asked, however scattered the pages", () => {
    const pages = Array.from({ length: 40 }, (_, i) =>
      cps(`${ASCII}${String.fromCodePoint(0xac00 + i * 3, 0xac01 + i * 3)}`),
    );
    expect(planSlices(pages, [], { maxSlices: 8 }).length).toBeLessThanOrEqual(1 + 8);
  });
});
