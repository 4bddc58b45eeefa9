import { complex, pageFor } from "@/lib/content";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";
import { complexLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/components/ui/json-ld";
import { OpenRegistrationButton } from "@/components/leads/open-registration-button";

const page = pageFor("/");
export const metadata = pageMetadata(page);

export default function HomePage() {
  return (
    <>
      <JsonLd data={complexLd(env().SITE_URL)} />
      <section className="flex min-h-svh items-center bg-ink-900 text-white">
        <div className="mx-auto w-full max-w-frame px-5 pt-[var(--header-h)] desk:px-8">
          <p className="ornament text-gold-400">{complex.brand.english}</p>
          <h1 className="mt-4 text-[40px] font-light desk:text-[64px]">{complex.siteName}</h1>
          <p className="mt-4 text-[18px] text-sand-200">{complex.brand.slogan}</p>
          <OpenRegistrationButton className="mt-10 inline-block bg-gold-500 px-7 py-4 text-[15px] font-semibold text-ink-950">
            관심고객 등록하기
          </OpenRegistrationButton>
        </div>
      </section>
    </>
  );
}
