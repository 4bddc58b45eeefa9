import { ScrollRegion } from "@/components/ui/scroll-region";
import type { ConversionDay } from "@/lib/leads";
import { formatDateKo } from "@/lib/site/content/visit-calendar";

const PLATFORM = { meta: "메타 (전환 API)", desk: "새 상담 알림 (직원)" } as const;

/**
 * What the server sent after each lead, per day and kind over the last 30 days: ad conversions
 * and the desk's new-lead alerts; sent, failed, waiting.
 */
export function ConversionTable({ days, on, alerts }: { days: ConversionDay[]; on: boolean; alerts: boolean }) {
  const total = days.reduce(
    (t, d) => ({ sent: t.sent + d.sent, failed: t.failed + d.failed, pending: t.pending + d.pending }),
    { sent: 0, failed: 0, pending: 0 },
  );
  return (
    <section
      aria-labelledby="conversions-title"
      className="border border-sand-200 bg-white p-5 desk:p-6"
      data-testid="conversions"
    >
      <h2 id="conversions-title" className="text-[19px] font-semibold text-ink-900">
        광고 전환 · 새 상담 알림 전송
      </h2>
      <p className="mt-1 text-[15px] text-stone-600">
        {on
          ? "제3자 제공에 동의한 신청만 광고 플랫폼에 전환으로 보냅니다."
          : "서버 전환 전송이 꺼져 있습니다 (META_PIXEL_ID, META_CAPI_TOKEN)."}{" "}
        {alerts ? "새 신청은 담당자나 오늘 당번에게 바로 알립니다." : "새 상담 알림이 꺼져 있습니다 (LEAD_ALERT_*)."}{" "}
        최근 30일 전송 {total.sent}건 · 실패 {total.failed}건 · 대기 {total.pending}건.
      </p>
      {days.length === 0 ? null : (
        <ScrollRegion label="일별 서버 전송" className="mt-4">
          <table className="w-full min-w-[420px] border-collapse text-[14px]">
            <caption className="sr-only">일별 광고 전환 · 새 상담 알림 전송</caption>
            <thead>
              <tr className="border-b border-ink-900 text-left">
                <th scope="col" className="py-2 pr-3 font-medium">
                  날짜
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  종류
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  전송
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  실패
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  대기
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={`${d.day}-${d.platform}`} className="border-b border-sand-200">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {formatDateKo(d.day)}
                  </th>
                  <td className="py-2 pr-3">{PLATFORM[d.platform]}</td>
                  <td className="py-2 pr-3 text-right">{d.sent}</td>
                  <td className={`py-2 pr-3 text-right ${d.failed > 0 ? "font-semibold text-[#8f2d22]" : ""}`}>
                    {d.failed}
                  </td>
                  <td className="py-2 text-right">{d.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
