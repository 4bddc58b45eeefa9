import type { PageEntry } from "@/lib/site/content";
import type { SignInView } from "@/lib/staff";
import { Link } from "@/components/ui/link";
import type { PressListRow } from "@/lib/press";
import { PressAdminSlot } from "./admin-slot";
import { PressFrame } from "./press-frame";
import { PressList } from "./press-list";
import { pressListPath } from "@/lib/site/routes/paths.mjs";

/** What the page's loader read (its data.ts). */
export type PressListData = {
  site: string;
  page: PageEntry;
  /** The cursor of a later page, or null on the first. */
  cursor: string | null;
  rows: PressListRow[];
  nextCursor: string | null;
  signIn: SignInView;
  /** A staff member is signed in but may not publish (the write form is for administrators). */
  publishRefused: boolean;
};

// The press list page, shown the same for both of its renderings (app/(site)/[site]/press/data.ts
// loads it: cached for visitors, refreshed by publish, edit and delete and every
// PRESS_REVALIDATE_SECONDS for the views; live per request for an administrator's session, a later
// page and form posts).

function listKey(site: string, cursor: string | null, rows: PressListRow[]): string {
  let hash = 5381;
  for (const ch of rows.map((r) => `${r.id}\u0000${r.title}\u0000${r.views}`).join("\u0001"))
    hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `${site}:${cursor ?? "first"}:${hash.toString(36)}`;
}

export function PressListView({ data }: { data: PressListData }) {
  const { site, page, cursor, rows, nextCursor } = data;
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
      <PressAdminSlot site={site} signIn={data.signIn} publishRefused={data.publishRefused} />
    </PressFrame>
  );
}
