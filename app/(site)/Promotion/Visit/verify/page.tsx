import type { Metadata } from "next";
import { pageFor } from "@/lib/site/content";
import { visitDeps, readVerification, verifyMessages } from "@/lib/visits";
import { VISIT_PATH, VISIT_VERIFY_PATH } from "@/lib/site/routes/paths.mjs";
import { formatDateKo } from "@/lib/site/content/visit-calendar";
import { PageShell } from "@/components/chrome/page-shell";

// The one-time code page of a booking (?c= the verification link, lib/visits/verify.ts): the 303 of
// the booking post lands here when SMS is on. A plain form: it works without JavaScript.
export const dynamic = "force-dynamic";

const page = { ...pageFor(VISIT_PATH), path: VISIT_VERIFY_PATH, title: "휴대전화 번호 확인", canonical: VISIT_PATH };
export const metadata: Metadata = {
  title: page.title,
  robots: { index: false, follow: false },
  referrer: "same-origin",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PROBLEMS: Record<string, string> = {
  code: verifyMessages.code,
  link: verifyMessages.link,
  attempts: verifyMessages.attempts,
};

export default async function VisitVerifyPage({ searchParams }: Props) {
  const { c, error } = await searchParams;
  const deps = await visitDeps();
  const check = readVerification(deps.tokenKey, c, new Date());
  const problem = typeof error === "string" && Object.hasOwn(PROBLEMS, error) ? PROBLEMS[error]! : null;
  if (!check.ok || !deps.verify) {
    return (
      <PageShell page={page}>
        <div className="grid max-w-3xl gap-6">
          <p role="alert" className="text-[17px] leading-relaxed text-ink-900" data-testid="verify-message">
            {problem && error !== "code" ? problem : verifyMessages.link}
          </p>
          <a
            href={`${VISIT_PATH}#booking`}
            className="inline-flex min-h-12 w-fit items-center bg-ink-900 px-6 text-[15px] font-semibold text-white"
          >
            방문예약 다시 하기
          </a>
        </div>
      </PageShell>
    );
  }
  const { slot, partySize } = check.verification;
  const [date, time] = slot.split("T") as [string, string];
  return (
    <PageShell page={page}>
      <div className="grid max-w-xl gap-6">
        <p className="text-[17px] leading-relaxed text-ink-900">
          예약하신 휴대전화로 인증번호 6자리를 보내 드렸습니다. 문자로 받으신 번호를 입력하시면 방문예약이 확정됩니다.
        </p>
        <p className="text-[15px] text-stone-700" data-testid="verify-slot">
          {formatDateKo(date)} {time} · {partySize}명
        </p>
        {problem ? (
          <p
            role="alert"
            className="border-l-4 border-[#a3352a] bg-[#f7e3df] px-4 py-3 text-[15px] text-[#8f2d22]"
            data-testid="verify-message"
          >
            {problem}
          </p>
        ) : null}
        <form method="post" action="/api/visit-booking/verify" className="grid gap-4" data-testid="verify-form">
          <input type="hidden" name="c" value={typeof c === "string" ? c : ""} />
          <label className="grid gap-2 text-[15px] font-medium text-ink-900">
            인증번호
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              className="border border-sand-300 bg-white px-3 py-3 text-[20px] tracking-[0.3em] tabular-nums focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-500"
            />
          </label>
          <button type="submit" className="min-h-12 bg-ink-900 px-6 text-[16px] font-semibold text-white">
            방문예약 확정하기
          </button>
        </form>
        <p className="text-[14px] text-stone-700">
          인증번호는 10분 동안 쓸 수 있습니다. 문자가 오지 않으면 번호를 확인하시고{" "}
          <a href={`${VISIT_PATH}#booking`} className="underline underline-offset-4">
            처음부터 다시 예약
          </a>
          해 주세요.
        </p>
      </div>
    </PageShell>
  );
}
