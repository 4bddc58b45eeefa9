import { expect, test, type APIRequestContext } from "@playwright/test";
import { complex, menu, pages } from "../lib/site/content";
import { DIRECTIONS_HREF, VISIT_PATH } from "../lib/site/routes/paths.mjs";

// Every label leads where it says. On every page of sitemap.xml, each link whose text names a
// destination (방문예약, 오시는 길, 관심고객, 보도자료, or the title of a page or menu section) must
// point there, and is followed: it answers 200 at that path. A button that opens the interest-
// registration popup may say 관심고객, never 방문예약. Links to an article (their text is its
// title), in-page anchors, telephone and external links are not labels of a place of ours.

type Anchor = { page: string; href: string; text: string; popup: boolean };

const sitePress = complex.sites.map((s) => `/${s}/press`);
/** Page and menu-section titles, longest first (the most specific title found in a text wins); unit labels (84A) name no single page. */
const titles = [
  ...pages.filter((p) => p.path !== "/").map((p) => ({ title: p.title, path: p.canonical ?? p.path })),
  ...menu.map((m) => ({ title: m.title, path: m.links[0]!.href })),
]
  .filter((t) => !/^\d/.test(t.title))
  .sort((a, b) => b.title.length - a.title.length);

/** Where a link with this text must lead (paths it may have), or undefined when the text names no place. */
function destinationOf(text: string): string[] | undefined {
  if (/\bPDF\b/.test(text)) return ["a .pdf file"];
  if (text.includes("방문예약")) return [VISIT_PATH];
  if (text.includes("오시는 길")) return [DIRECTIONS_HREF];
  if (text.includes("관심고객")) return ["/Promotion/Customer"];
  if (text.includes("보도자료")) return ["/Promotion/Press", ...sitePress];
  const named = titles.find((t) => text.includes(t.title));
  return named ? [named.path] : undefined;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function anchorsOf(page: string, html: string): Anchor[] {
  const body = html.slice(html.indexOf("<body"));
  return [...body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].flatMap((m) => {
    const attrs = m[1]!;
    const href = /\shref="([^"]*)"/.exec(attrs)?.[1]?.replace(/&amp;/g, "&");
    if (href === undefined) return [];
    const text = decode(m[2]!) || decode(/\saria-label="([^"]*)"/.exec(attrs)?.[1] ?? "");
    return [{ page, href, text, popup: /\sdata-opens="registration-popup"/.test(attrs) }];
  });
}

const isArticle = (href: string) => sitePress.some((p) => href.startsWith(`${p}/`) && !href.includes("?"));

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

test.describe("labels lead where they say", () => {
  test.skip(({ isMobile }) => isMobile, "server HTML; the mobile menu has its own test below");

  test("every link on every sitemap page whose text names a destination leads there, and answers 200", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const checked: Anchor[] = [];
    const wrong: string[] = [];
    for (const page of await sitemapPaths(request)) {
      const res = await request.get(page);
      expect(res.status(), page).toBe(200);
      for (const a of anchorsOf(page, await res.text())) {
        if (!a.href.startsWith("/") || isArticle(a.href)) continue;
        const expected = destinationOf(a.text);
        if (!expected) continue;
        if (a.popup) {
          // The popup registers interest; it must not be offered as a visit booking.
          if (!expected.includes("/Promotion/Customer"))
            wrong.push(`${page}: the button "${a.text}" opens the registration popup, not ${expected.join(" or ")}`);
          continue;
        }
        const target = a.href.split("?")[0]!;
        const leadsThere = (e: string) =>
          e === "a .pdf file" ? target.endsWith(".pdf") : e.includes("#") ? target === e : target.split("#")[0] === e;
        if (!expected.some(leadsThere)) {
          wrong.push(`${page}: "${a.text}" leads to ${a.href}, not ${expected.join(" or ")}`);
        }
        checked.push(a);
      }
    }
    expect(wrong).toEqual([]);
    // Enough links were looked at for the check to mean something: the menus alone carry dozens.
    expect(checked.length).toBeGreaterThan(100);
    expect(checked.some((a) => a.text.includes("방문예약"))).toBe(true);

    // Followed: each distinct destination answers 200 at the path it names (/Promotion/Press: at the
    // default site's press list, where the spec sends it).
    for (const href of [...new Set(checked.map((a) => a.href.split("#")[0]!))]) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      const path = href.split("?")[0]!;
      expect(new URL(res.url()).pathname, href).toBe(
        path === "/Promotion/Press" ? `/${complex.defaultSite}/press` : path,
      );
      if (path.endsWith(".pdf")) expect(res.headers()["content-type"], href).toBe("application/pdf");
    }
  });
});

test(
  "the mobile menu's booking link and every one of its links lead where they say",
  { tag: "@phone" },
  async ({ page }) => {
    // The slide menu is the phone's.
    await page.goto("/Brand/intro");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const links = page.getByTestId("mobile-menu").getByRole("link");
    await expect(links.first()).toBeVisible();
    const wrong: string[] = [];
    for (const link of await links.all()) {
      const text = ((await link.textContent()) ?? "").replace(/\s+/g, " ").trim();
      const href = (await link.getAttribute("href")) ?? "";
      const expected = href.startsWith("/") ? destinationOf(text) : undefined;
      if (expected && !expected.includes(href.split("#")[0]!) && !expected.includes(href))
        wrong.push(`"${text}" leads to ${href}, not ${expected.join(" or ")}`);
    }
    expect(wrong).toEqual([]);
    await page.getByTestId("mobile-menu").getByRole("link", { name: "모바일 방문예약" }).click();
    await expect(page).toHaveURL(new RegExp(`${VISIT_PATH}$`));
    await expect(page.getByRole("heading", { level: 1, name: "방문예약" })).toBeVisible();
  },
);
