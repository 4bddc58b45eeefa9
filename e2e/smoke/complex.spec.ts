import { expect, test } from "@playwright/test";
import { complex, interiors, pages, unitTypes } from "../../lib/site/content";
import { newsItems } from "../../lib/site/content/news";
import { complexFolders, loadComplex, selectedComplex } from "../support/complexes";

// A smoke set that runs against every complex's build (npm test builds the second sample too,
// scripts/complex-smoke.mjs): every route answers as the selected content says, the sitemap, a
// lead, the press list and an article, the floor-plan pages. Requests only, no browser.

test.describe.configure({ mode: "parallel" });

test("every page of the content answers 200 with its title; other complexes' unit types answer 404", async ({
  request,
}) => {
  for (const p of pages) {
    const res = await request.get(p.path, { maxRedirects: 0 });
    expect(res.status(), p.path).toBe(200);
    expect(await res.text(), p.path).toContain(p.title.replace(/&/g, "&amp;"));
  }
  const ours = new Set([...unitTypes.map((u) => u.slug), ...interiors.map((i) => i.slug)]);
  for (const slug of complexFolders().filter((s) => s !== selectedComplex())) {
    const other = await loadComplex(slug);
    for (const u of other.unitTypes.filter((t) => !ours.has(t.slug))) {
      expect((await request.get(`/FloorPlan/${u.slug}`, { maxRedirects: 0 })).status(), `/FloorPlan/${u.slug}`).toBe(
        404,
      );
      expect((await request.get(`/art/floor-plans/${u.slug}.svg`, { maxRedirects: 0 })).status()).toBe(404);
    }
    for (const site of other.complex.sites.filter((s) => !complex.sites.includes(s))) {
      expect((await request.get(`/${site}/press`, { maxRedirects: 0 })).status(), `/${site}/press`).toBe(404);
    }
  }
  expect((await request.get("/no-such-page", { maxRedirects: 0 })).status()).toBe(404);
});

test("floor-plan pages show each type's label and area, and its drawn plan", async ({ request }) => {
  for (const u of unitTypes) {
    const html = await (await request.get(`/FloorPlan/${u.slug}`)).text();
    expect(html).toContain(`${u.label} 타입 평면`);
    expect(html).toContain(String(u.exclusiveArea));
    const svg = await request.get(`/art/floor-plans/${u.slug}.svg`);
    expect(svg.status()).toBe(200);
    expect(await svg.text()).toContain(`${u.label} TYPE`);
  }
});

test("sitemap.xml lists every sitemap page and the seeded articles of the default site", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const p of pages.filter((x) => x.inSitemap))
    expect(xml, p.path).toContain(`${p.path === "/" ? "" : p.path}</loc>`);
  for (const n of newsItems) expect(xml).toContain(`/${complex.defaultSite}/press/${n.id}</loc>`);
});

test("the press list shows the seeded news, and an article opens", async ({ request }) => {
  const list = await request.get(`/${complex.defaultSite}/press`);
  expect(list.status()).toBe(200);
  const html = await list.text();
  const first = newsItems[0]!;
  const article = await request.get(`/${complex.defaultSite}/press/${first.id}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain(first.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  expect(html).toContain(complex.siteName);
});

test("a lead is accepted and stored", async ({ request }) => {
  const res = await request.post("/api/register", {
    headers: { "x-forwarded-for": "198.51.100.77" },
    data: { name: "스모크", phone: "010-2345-6789", consent: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
});
