import { pageFor } from "@/lib/content";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { complexLd } from "@/lib/seo/json-ld";
import { PageShell } from "@/components/chrome/page-shell";
import { CustomerPage } from "@/components/leads/customer-page";
import { CUSTOMER_PATH } from "@/lib/routes/paths.mjs";

const page = pageFor(CUSTOMER_PATH);
export const metadata = pageMetadata(page);

export default function PromotionCustomerPage() {
  return (
    <PageShell page={page} jsonLd={[complexLd(env().SITE_URL)]}>
      <CustomerPage />
    </PageShell>
  );
}
