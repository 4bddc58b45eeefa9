import { Link } from "@/components/ui/link";

/** The 404 page's content, in the public site's frame (app/global-not-found.tsx, app/(site)/not-found.tsx). */
export function NotFoundSection() {
  return (
    <section className="bg-ink-900 text-white">
      <div className="mx-auto flex min-h-[70vh] max-w-frame flex-col items-start justify-center px-5 pt-[var(--header-h)] desk:px-8">
        <p className="ornament text-gold-400">404</p>
        <h1 className="mt-3 text-[40px] font-light desk:text-[56px]">Not Found</h1>
        <p className="mt-4 text-[16px] text-sand-200">요청하신 페이지를 찾을 수 없습니다. 주소를 다시 확인해 주세요.</p>
        <Link href="/" className="mt-8 border border-white/40 px-6 py-3 text-[15px] hover:border-white">
          홈으로 가기
        </Link>
      </div>
    </section>
  );
}

export const notFoundTitle = "Not Found";
