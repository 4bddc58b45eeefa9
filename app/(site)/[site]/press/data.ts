import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pressCursorSchema, pressRepository, toListRows } from "@/lib/press";
import { sitePages } from "@/lib/site/content";
import { parseSite } from "@/lib/site/routes/site";
import { pageMetadata, withFeed } from "@/lib/site/seo/metadata";
import { holdsRole, signInView } from "@/lib/staff";
import type { PressListData } from "@/components/press/press-list-view";

// What a press list page shows, loaded here for both of its renderings (./page.tsx, cached for
// visitors; ./%5Flive/page.tsx, per request: see proxy.ts): the site, the page of articles from the
// cursor, and the administrator's corner. The cached list reads no session (an administrator never
// gets it). The component (components/press/press-list-view.tsx) only shows it.

export async function pressListMetadata(rawSite: string): Promise<Metadata> {
  const site = parseSite(rawSite);
  // Every page of the list shares the first page's canonical address.
  return site ? withFeed(pageMetadata(sitePages.press(site)), site) : {};
}

export async function loadPressList(rawSite: string, rawCursor: string | string[] | undefined, live: boolean) {
  const site = parseSite(rawSite);
  if (!site) notFound();
  // A cursor that does not parse (edited or stale link) shows the first page rather than an error.
  const parsed = typeof rawCursor === "string" ? pressCursorSchema.safeParse(rawCursor) : undefined;
  const cursor = parsed?.success && typeof rawCursor === "string" ? rawCursor : null;
  const [{ items, nextCursor }, total, signIn] = await Promise.all([
    (await pressRepository()).list(site, cursor),
    (await pressRepository()).count(site),
    signInView(live),
  ]);
  const before = cursor && parsed?.success ? parsed.data.p : 0;
  return {
    site,
    page: sitePages.press(site),
    cursor,
    rows: toListRows(items, before, total),
    nextCursor,
    signIn,
    publishRefused: signIn.admin !== null && !holdsRole(signIn.admin.role, "admin"),
  } satisfies PressListData;
}
