import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { sitePages } from "@/lib/site/content";
import { parseSite } from "@/lib/site/routes/site";
import { pressRepository, toListRows, type PressListRow, pressCursorSchema } from "@/lib/press";
import { pageMetadata, withFeed } from "@/lib/site/seo/metadata";
import { PressAdminSlot } from "./admin-slot";
import { PressFrame } from "./press-frame";
import { PressList } from "./press-list";
import { pressListPath } from "@/lib/site/routes/paths.mjs";

// The press list page, rendered two ways from this one component (see proxy.ts):
// - cached (app/[site]/press/page.tsx): the first page, for visitors; refreshed by publish, edit
//   and delete (revalidatePath in actions.ts) and every PRESS_REVALIDATE_SECONDS for the views;
// - live (app/[site]/press/%5Flive/page.tsx): per request, for an administrator's session, a
//   later page (?cursor=, the no-JavaScript '더보기') and form posts (server actions).

export async function pressListMetadata(rawSite: string): Promise<Metadata> {
  const site = parseSite(rawSite);
  // Every page of the list shares the first page's canonical address.
  return site ? withFeed(pageMetadata(sitePages.press(site)), site) : {};
}

function listKey(site: string, cursor: string | null, rows: PressListRow[]): string {
  let hash = 5381;
  for (const ch of rows.map((r) => `${r.id}\u0000${r.title}\u0000${r.views}`).join("\u0001"))
    hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `${site}:${cursor ?? "first"}:${hash.toString(36)}`;
}

type Props = { rawSite: string; rawCursor?: string | string[]; live: boolean };

export async function PressListView({ rawSite, rawCursor, live }: Props) {
  const site = parseSite(rawSite);
  if (!site) notFound();
  // A cursor that does not parse (edited or stale link) shows the first page rather than an error.
  const parsed = typeof rawCursor === "string" ? pressCursorSchema.safeParse(rawCursor) : undefined;
  const cursor = parsed?.success && typeof rawCursor === "string" ? rawCursor : null;
  const [{ items, nextCursor }, total] = await Promise.all([
    pressRepository().list(site, cursor),
    pressRepository().count(site),
  ]);
  const before = cursor && parsed?.success ? parsed.data.p : 0;
  const page = sitePages.press(site);
  const rows = toListRows(items, before, total);
  return (
    <PressFrame page={page} site={site} storeText={rows.map((r) => r.title)}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <p className="break-keep text-[16px] text-stone-700 desk:text-[17px]">{page.description}</p>
        {cursor ? (
          <Link
            href={pressListPath(site)}
            className="text-[14px] text-stone-600 underline underline-offset-4 hover:text-ink-900"
          >
            최신 보도자료부터 보기
          </Link>
        ) : null}
      </div>
      {/* Keyed by what the server rendered: after a refresh (a new article, an edit) the list starts again from the server's rows. */}
      <PressList key={listKey(site, cursor, rows)} site={site} initialRows={rows} initialCursor={nextCursor} />
      {/* Admin panel (sign-in, write form). */}
      <PressAdminSlot site={site} live={live} />
    </PressFrame>
  );
}
