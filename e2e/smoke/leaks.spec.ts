import Database from "better-sqlite3";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { complex } from "../../lib/site/content";
import { materials } from "../../lib/site/content/materials";
import { complexFolders, identifyingWords, selectedComplex } from "../support/complexes";

// The build of one complex shows nothing of another: its prerendered HTML and RSC payloads, client
// chunks, the sources of its generated images and the text of its notice PDF (.art-cache/), the
// manifest of its own materials, the sitemap, the press pages and the seeded store contain none of any other complex's names, slugs,
// phone number or schedule dates. npm test runs this against both samples' builds.

const root = path.resolve(__dirname, "../..");

function files(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p, keep) : keep(p) ? [p] : [];
  });
}

test("the build, its generated art and PDF text, the sitemap, press pages and seeded store name no other complex", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const others = complexFolders().filter((s) => s !== selectedComplex());
  const words = (await Promise.all(others.map(identifyingWords))).flat();
  expect(words.length).toBeGreaterThan(0);

  const sources: { name: string; text: string }[] = [];
  const add = (name: string, text: string) => sources.push({ name, text });
  const built = [
    ...files(path.join(root, ".next/server/app"), (f) => /\.(html|rsc|body|meta)$/.test(f)),
    ...files(path.join(root, ".next/static"), (f) => /\.(js|css)$/.test(f)),
    ...files(path.join(root, ".art-cache"), (f) => /\.(svg|txt)$/.test(f)),
  ];
  expect(
    built.some((f) => f.endsWith(".html")),
    "prerendered HTML",
  ).toBe(true);
  // The generated sample notice's text, where the complex gives no notice of its own (its own is served as given).
  expect(
    built.some((f) => f.includes(`${path.sep}.art-cache${path.sep}`) && f.endsWith("notice.txt")),
    "the notice PDF's text",
  ).toBe(!materials.notice);
  // What the build's pipeline wrote about the complex's own materials (alt texts, captions, titles, file names).
  built.push(path.join(root, "public/media/manifest.json"));
  for (const f of built) if (statSync(f).size < 20_000_000) add(path.relative(root, f), readFileSync(f, "utf8"));

  add("/sitemap.xml", await (await request.get("/sitemap.xml")).text());
  const list = await (await request.get(`/${complex.defaultSite}/press`)).text();
  add(`/${complex.defaultSite}/press`, list);
  const firstArticle = /href="(\/[^"]+\/press\/[^"/]+)"/.exec(list)?.[1];
  if (firstArticle) add(firstArticle, await (await request.get(firstArticle)).text());

  const store = path.join(root, ".e2e-data/site.db");
  if (existsSync(store)) {
    const db = new Database(store, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare("SELECT id, site_id, title, summary, content FROM press_articles").all() as Record<
        string,
        string
      >[];
      expect(rows.length).toBeGreaterThan(0);
      add("seeded store (press_articles)", rows.map((r) => Object.values(r).join("\n")).join("\n"));
    } finally {
      db.close();
    }
  }

  const found: string[] = [];
  for (const s of sources) for (const w of words) if (s.text.includes(w)) found.push(`${s.name}: "${w}"`);
  expect(found, `another complex in this build (${selectedComplex()})`).toEqual([]);
});
