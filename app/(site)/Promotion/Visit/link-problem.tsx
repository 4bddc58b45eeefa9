import type { Metadata } from "next";
import Link from "next/link";
import { pageFor } from "@/lib/site/content";
import { VISIT_MANAGE_PATH, VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { headers } from "next/headers";
import { refusedByProxy } from "@/lib/visits";
import { PageShell } from "@/components/chrome/page-shell";

const page = { ...pageFor(VISIT_PATH), path: VISIT_MANAGE_PATH, title: "방문예약 확인·변경", canonical: VISIT_PATH };

/** The head of the explanation: not-found.tsx's, and the manage and done pages' for a link proxy.ts refused. */
export const linkProblemMetadata: Metadata = {
  title: "예약 정보를 찾을 수 없습니다",
  robots: { index: false, follow: false },
  referrer: "same-origin",
};

/**
 * The metadata of a booking-link page: its own, or the explanation's for a link proxy.ts refused
 * (status 404). Next reads a 404 page's head from the page itself, not from the not-found boundary,
 * once app/global-not-found.tsx exists, so the page says it.
 */
export function linkPageMetadata(own: Metadata): () => Promise<Metadata> {
  return async () => (refusedByProxy(await headers()) ? linkProblemMetadata : own);
}

/**
 * A booking link that is malformed, tampered with, expired or names no booking, in the site's frame.
 * The manage and done pages render it in their HTML for a link proxy.ts refused (status 404 set
 * there, lib/visits/link-gate.ts); not-found.tsx renders it for one their own notFound() caught.
 */
export function VisitLinkProblem() {
  return (
    <PageShell page={page}>
      <div className="grid max-w-3xl gap-4">
        <h2 className="text-2xl font-semibold text-ink-900">예약 정보를 찾을 수 없습니다</h2>
        <p className="text-[16px] leading-relaxed text-stone-800" data-testid="link-problem">
          예약 확인 링크가 올바르지 않거나 사용 기간(방문일 다음 날까지)이 지났습니다. 예약 때 받으신 링크를 다시 눌러
          주시거나, 대표번호로 문의해 주세요.
        </p>
        <div className="mt-4">
          <Link
            href={VISIT_PATH}
            className="inline-flex min-h-12 items-center bg-ink-900 px-6 text-[15px] font-semibold text-white"
          >
            방문예약 페이지로 가기
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
