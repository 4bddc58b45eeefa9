import type { Metadata } from "next";
import { PressListView } from "@/components/press/press-list-view";
import { loadPressList, pressListMetadata } from "./data";

// The first page of the list as visitors get it: rendered on the first request, then served from
// Next's cache. Publishing, editing and deleting refresh it at once (revalidatePath in
// lib/press/actions.ts); the views it shows are refreshed every 10 s
// (PRESS_REVALIDATE_SECONDS in lib/press/views.ts; this literal must match it). An administrator's
// session, a later page (?cursor=) and form posts are rendered live instead (proxy.ts, ./%5Flive).
export const revalidate = 10;

// No page at build time (the store is not read while building): each site's list is rendered on
// its first request.
export function generateStaticParams(): { site: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pressListMetadata((await params).site);
}

export default async function PressListPage({ params }: Props) {
  return <PressListView data={await loadPressList((await params).site, undefined, false)} />;
}
