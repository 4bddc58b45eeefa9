import { expect, test } from "@playwright/test";

// Every page of sitemap.xml in three other spellings (all lower case, all upper case, and the first
// segment as written with the rest's case swapped: /Brand/INTRO): each answers 308 with the
// canonical path, and the canonical path itself answers 200 without a redirect. An article's id is
// case-sensitive (another spelling may name another article), so under /{site}/press/{id} only the
// site and "press" change.

function spellings(path: string): string[] {
  const segments = path.split("/").slice(1);
  const article = segments.length === 3 && segments[1] === "press";
  const keep = article ? segments[2]! : undefined;
  const respell = (f: (s: string, i: number) => string) =>
    `/${segments.map((s, i) => (article && i === 2 ? keep : f(s, i))).join("/")}`;
  const swap = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");
  const lower = respell((s) => s.toLowerCase());
  const upper = respell((s) => s.toUpperCase());
  const tail = respell((s, i) => (i === 0 ? s : swap(s)));
  return [...new Set([lower, upper, tail])].filter((v) => v !== path);
}

test("every sitemap path answers 200 as spelled, and 308 to that spelling in three others", async ({ request }) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  let redirects = 0;
  for (const path of paths) {
    const canonical = await request.get(path, { maxRedirects: 0 });
    expect(canonical.status(), path).toBe(200);
    for (const variant of spellings(path)) {
      const res = await request.get(variant, { maxRedirects: 0 });
      expect(res.status(), `${variant} -> ${path}`).toBe(308);
      expect(new URL(res.headers()["location"]!, "http://x").pathname, variant).toBe(path);
      redirects++;
    }
  }
  // Home and a few all-lowercase paths have fewer than three other spellings, never none.
  expect(redirects).toBeGreaterThan(paths.length * 2);
});
