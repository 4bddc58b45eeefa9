import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { complex, sitePages } from "../lib/site/content";
import { newsEmptyText, newsItems } from "../lib/site/content/news";
import { variantStandalone, VARIANTS } from "../scripts/lib/variant-build.mjs";
import { startOwnServer, stopOwnServer, type OwnServer } from "./support/own-server";

// A production start at a public address on an empty store (`npm start` with SITE_URL set, as a
// deployment runs), on a build made for that address (`npm run build:public`,
// scripts/lib/variant-build.mjs: a server refuses to start with another SITE_URL than its build's):
// no sample article is seeded, the press list says so in a friendly line, the sitemap lists no
// article, and the prerendered home shows no sample news, with the public address's canonical
// link and HSTS. The other browser tests run on a server that turns demo content on
// (e2e/support/serve.mjs). Its own server on E2E_PORT + 77.

const port = Number(process.env.E2E_PORT ?? 3100) + 77;
const appUrl = `http://127.0.0.1:${port}`;
const site = complex.defaultSite;
let server: OwnServer | undefined;
let dataDir = "";

test.skip(({ isMobile }) => isMobile, "server behaviour; one viewport is enough");

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "demo-off-e2e-"));
  server = await startOwnServer(port, {
    PRESALE_STANDALONE_DIR: variantStandalone("public"),
    ...VARIANTS.public.env,
    DATA_DIR: dataDir,
    VISIT_TOKEN_SECRET: "demo-off-e2e-visit-token-secret-0123456789",
  });
});

test.afterAll(async () => {
  if (server) await stopOwnServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test("a public production start seeds nothing: an empty press list with a friendly line, no article in the sitemap", async ({
  page,
}) => {
  // Nothing in the store: the server's start wrote no sample article.
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    expect((db.prepare("SELECT COUNT(*) AS n FROM press_articles").get() as { n: number }).n).toBe(0);
  } finally {
    db.close();
  }

  // The list as rendered per request from this server's store (?cursor=, proxy.ts).
  await page.goto(`${appUrl}/${site}/press?cursor=first`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePages.press(site).title);
  await expect(page.getByTestId("press-row")).toHaveCount(0);
  await expect(page.getByTestId("press-empty")).toContainText("아직 등록된 보도자료가 없습니다.");
  await expect(page.getByTestId("press-empty")).toContainText("가장 먼저 전해 드리겠습니다");
  await expect(page.getByTestId("press-more")).toHaveCount(0);

  const sitemap = await (await fetch(`${appUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/${site}/press</loc>`);
  expect(sitemap).not.toMatch(new RegExp(`/${site}/press/[^<]+</loc>`));
  expect(newsItems.length).toBeGreaterThan(0);
  for (const n of newsItems) expect(sitemap).not.toContain(`/press/${n.id}<`);
});

test("the public build's home shows no sample news, links its canonical address and carries HSTS", async ({ page }) => {
  const res = await fetch(`${appUrl}/`);
  expect(res.status).toBe(200);
  expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  const html = await res.text();
  expect(html).toContain('<link rel="canonical" href="https://www.presale-example.co.kr"');
  expect(html).toContain(newsEmptyText);
  for (const n of newsItems) expect(html).not.toContain(n.title);

  await page.goto(`${appUrl}/`);
  await expect(page.getByTestId("home-news").getByTestId("news-item")).toHaveCount(0);
});
