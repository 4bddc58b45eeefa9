import type { Metadata } from "next";
import { PressListView } from "@/components/press/press-list-view";
import { loadPressList, pressListMetadata } from "../data";

// The list rendered per request: proxy.ts rewrites /{site}/press here for an administrator's
// session (the panel shows the write form), a later page (?cursor=…) and form posts (sign-in,
// publishing). Its canonical link names /{site}/press, the address the browser shows.
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pressListMetadata((await params).site);
}

export default async function LivePressListPage({ params, searchParams }: Props) {
  const [{ site }, { cursor }] = await Promise.all([params, searchParams]);
  return <PressListView data={await loadPressList(site, cursor, true)} />;
}
