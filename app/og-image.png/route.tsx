import { shareCard } from "@/lib/site/seo/share-card";

export const dynamic = "force-static";

/** The 1200x630 site card (the home card of app/og/[file]), rendered at build time with our own font. */
export async function GET() {
  return shareCard(null);
}
