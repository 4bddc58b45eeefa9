import { pageFor } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";

const page = pageFor("/FloorPlan/videos");
export const metadata = pageMetadata(page);

export default function FloorPlanVideosPage() {
  return (
    <PageShell page={page}>
      <p className="max-w-3xl text-[17px] text-stone-700">{page.description}</p>
    </PageShell>
  );
}
