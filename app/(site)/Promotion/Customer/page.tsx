import { pageFor } from "@/lib/site/content";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { complexLd } from "@/lib/site/seo/json-ld";
import { PageShell } from "@/components/chrome/page-shell";
import { CustomerPage } from "@/components/leads/customer-page";
import { CUSTOMER_PATH } from "@/lib/site/routes/paths.mjs";

const page = pageFor(CUSTOMER_PATH);
export const metadata = pageMetadata(page);

export default function PromotionCustomerPage() {
  return (
    <PageShell page={page} jsonLd={[complexLd(env().SITE_URL)]}>
      <CustomerPage />
    </PageShell>
  );
}
