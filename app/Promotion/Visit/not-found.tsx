import Link from "next/link";
import { VISIT_PATH } from "@/lib/visit/paths";

/** A booking link that is malformed, tampered with, expired or names no booking (404). */
export default function VisitLinkNotFound() {
  return (
    <div className="mx-auto max-w-frame px-5 py-20 desk:px-8">
      <h1 className="text-2xl font-semibold text-ink-900">예약 정보를 찾을 수 없습니다</h1>
      <p className="mt-4 text-[16px] leading-relaxed text-stone-800" data-testid="link-problem">
        예약 확인 링크가 올바르지 않거나 사용 기간(방문일 다음 날까지)이 지났습니다. 문자로 받으신 링크를 다시 눌러 주시거나, 대표번호로 문의해 주세요.
      </p>
      <Link href={VISIT_PATH} className="mt-8 inline-flex min-h-12 items-center bg-ink-900 px-6 text-[15px] font-semibold text-white">
        방문예약 페이지로 가기
      </Link>
    </div>
  );
}
