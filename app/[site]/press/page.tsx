import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { sitePages } from "@/lib/content";
import { parseSite } from "@/lib/content/site-param";
import { pressRepository } from "@/lib/press";
import { toListRows, type PressListRow } from "@/lib/press/format";
import { pressCursorSchema } from "@/lib/press/schema";
import { pageMetadata } from "@/lib/seo/metadata";
import { PressFrame } from "@/components/press/press-frame";
import { PressList } from "@/components/press/press-list";
import { PressAdminSlot } from "@/components/press/admin-slot";

// Rendered from the store on every request.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = parseSite((await params).site);
  // Every page of the list shares the first page's canonical address.
  return site ? pageMetadata(sitePages.press(site)) : {};
}

function listKey(site: string, cursor: string | null, rows: PressListRow[]): string {
  let hash = 5381;
  for (const ch of rows.map((r) => `${r.id}\u0000${r.title}\u0000${r.views}`).join("\u0001")) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `${site}:${cursor ?? "first"}:${hash.toString(36)}`;
}

export default async function PressListPage({ params, searchParams }: Props) {
  const site = parseSite((await params).site);
  if (!site) notFound();
  const raw = (await searchParams).cursor;
  // A cursor that does not parse (edited or stale link) shows the first page rather than an error.
  const parsed = typeof raw === "string" ? pressCursorSchema.safeParse(raw) : undefined;
  const cursor = parsed?.success && typeof raw === "string" ? raw : null;
  const { items, nextCursor } = await pressRepository().list(site, cursor);
  const firstNo = (parsed?.success ? parsed.data.p : 0) + 1;
  const page = sitePages.press(site);
  const rows = toListRows(items, firstNo);
  return (
    <PressFrame page={page} site={site} storeText={rows.map((r) => r.title)}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <p className="break-keep text-[16px] text-stone-700 desk:text-[17px]">{page.description}</p>
        {cursor ? (
          <Link href={`/${site}/press`} className="text-[14px] text-stone-600 underline underline-offset-4 hover:text-ink-900">
            최신 보도자료부터 보기
          </Link>
        ) : null}
      </div>
      {/* Keyed by what the server rendered: after a refresh (a new article, an edit) the list starts again from the server's rows. */}
      <PressList key={listKey(site, cursor, rows)} site={site} initialRows={rows} initialCursor={nextCursor} />
      {/* Admin panel (sign-in, write form): filled by the admin work. */}
      <PressAdminSlot site={site} />
    </PressFrame>
  );
}
