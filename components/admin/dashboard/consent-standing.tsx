import { Link } from "@/components/ui/link";
import type { ConsentStanding } from "@/lib/office";

const count = (n: number) => n.toLocaleString("ko-KR");

/**
 * The marketing consents at a glance: the 수신거부 list, and the people whose consent has passed two
 * years (out of the advertisement list until they consent again) or will within the month.
 */
export function ConsentStandingPanel({ standing }: { standing: ConsentStanding }) {
  const { due } = standing;
  return (
    <section
      aria-labelledby="consent-standing-title"
      className="border border-sand-200 bg-white p-6"
      data-testid="consent-standing"
    >
      <h2 id="consent-standing-title" className="text-[19px] font-medium text-ink-900">
        광고 수신 동의 관리
      </h2>
      <ul className="mt-3 grid gap-2 text-[15px] text-stone-700">
        <li>
          수신거부 번호 <strong className="font-semibold text-ink-900">{count(standing.optedOut)}개</strong>: 광고 수신
          동의자 CSV에서 항상 빠집니다.
        </li>
        {due ? (
          <>
            <li>
              동의한 지 {standing.consentYears}년이 지나 광고 대상에서 빠진 분{" "}
              <strong className="font-semibold text-ink-900">{count(due.stale)}명</strong>
            </li>
            <li>
              {standing.dueDays}일 안에 {standing.consentYears}년이 되는 분{" "}
              <strong className="font-semibold text-ink-900">{count(due.dueSoon)}명</strong>: 지금 수신 동의를 다시
              확인해 주세요.
            </li>
          </>
        ) : (
          <li>
            상담 신청은 동의일로부터 {standing.retentionYears}년이 지나면 삭제되므로, {standing.consentYears}년마다 수신
            동의를 다시 확인해야 하는 분은 생기지 않습니다(정보통신망법 제50조제8항).
          </li>
        )}
      </ul>
      <p className="mt-3 text-[14px]">
        <Link href="/admin/leads" className="text-ink-900 underline underline-offset-4">
          수신거부 번호 등록은 상담 신청 화면에서 →
        </Link>
      </p>
    </section>
  );
}
