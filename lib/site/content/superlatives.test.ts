import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// 표시·광고법: a superlative (최대, 최초, 유일, 최고, 1위, 처음 선보이는 ...) stands only with its basis
// written in content beside it (`basis`, shown as a footnote under it). Every string of every
// complex's content is read: one with a superlative must sit in an object that gives its basis.

/** Superlatives, not the names that merely contain one (생애최초 is a 특별공급 type; 최대 n일 a limit). */
const SUPERLATIVE = /최대\s?(규모|단지)|(?<!생애)최초|유일|최고(?!층)|No\.?\s?1\b|1위|처음\s?선보/;

function unbacked(value: unknown, where: string, found: string[], seen = new Set<unknown>()): void {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  const hasBasis = typeof record.basis === "string" && record.basis.trim().length > 0;
  for (const [key, v] of Object.entries(record)) {
    if (typeof v === "string" && key !== "basis" && SUPERLATIVE.test(v) && !hasBasis)
      found.push(`${where}.${key}: '${v.match(SUPERLATIVE)![0]}' without a basis`);
    else unbacked(v, `${where}.${key}`, found, seen);
  }
}

const dir = path.join(import.meta.dirname, "complexes");
const slugs = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe("superlatives and counts in the content", () => {
  it("finds a superlative without its basis (the check can fail)", () => {
    const found: string[] = [];
    unbacked({ cards: [{ title: "어느 시 최대 규모" }, { title: "생애최초 특별공급" }] }, "x", found);
    expect(found).toEqual(["x.cards.0.title: '최대 규모' without a basis"]);
    const backed: string[] = [];
    unbacked({ title: "어느 시 최대 규모", basis: "세대수 기준" }, "x", backed);
    expect(backed).toEqual([]);
  });

  it.each(slugs)("%s: every superlative in its content gives its basis", async (slug) => {
    const folder = await import(`./complexes/${slug}/index.ts`);
    const found: string[] = [];
    // Press articles report what others said (a reporter's sentence, dated): not the site's own claim.
    const { pressDrafts: _press, newsDrafts: _news, ...own } = folder;
    unbacked(own, slug, found);
    expect(found).toEqual([]);
  });
});
