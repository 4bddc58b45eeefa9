import { complex, pages, sitePages } from "../../lib/content";

/** Every page route a visitor can open, with the title and canonical it must carry. */
export const routes = [
  ...pages.map((p) => ({ path: p.path, title: p.title, canonical: p.canonical ?? p.path })),
  ...complex.sites.flatMap((s) => [sitePages.press(s), sitePages.customer(s)]).map((p) => ({ path: p.path, title: p.title, canonical: p.path })),
];

export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
