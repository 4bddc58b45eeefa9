import { complex, pageFor } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { OptOutForm } from "@/components/leads/opt-out-form";
import { Link } from "@/components/ui/link";

// The 수신거부 page (정보통신망법 제50조: a free way to refuse advertisements), which the
// advertisements point to: a number left here is on no marketing list again (lib/leads/opt-outs).

const page = pageFor("/privacy/opt-out");
export const metadata = pageMetadata(page);

export default function OptOutPage() {
  return (
    <PageShell page={page}>
      <div className="grid max-w-2xl gap-6 text-[16px] text-stone-700">
        <OptOutForm />
        <p>
          전화로도 요청하실 수 있습니다: 분양 상담 {complex.phone} ({complex.hours}). 관심고객 등록이나 상담 신청 자체를
          지우시려면 <Link href="/privacy">개인정보처리방침</Link> 제7조의 방법으로 요청해 주세요.
        </p>
      </div>
    </PageShell>
  );
}
