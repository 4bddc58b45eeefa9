import { complex, pageFor } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { SCHEDULE_ICS_PATH } from "@/lib/site/calendar/sales-schedule";
import { PageShell } from "@/components/chrome/page-shell";
import { ScheduleArt } from "@/components/business/schedule-art";
import { Photo } from "@/components/art/photo";
import { picture } from "@/lib/site/media/pictures";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { SectionHeading } from "@/components/ui/section-heading";
import { CalendarIcon } from "@/components/ui/icons";
import { scheduleOn, stepsAhead, type StepState } from "@/lib/site/content/schedule";
import { koreanToday } from "@/lib/site/today";
import { particle } from "@/lib/site/content/korean";

const page = pageFor("/BusinessGuide/plan");
export const metadata = pageMetadata(page);

// The schedule ages with the calendar: a step whose last day is over in Korea shows 완료, and the
// calendar file is offered only while a dated step is ahead. Prerendered at the build (crawlers get
// the whole page), then regenerated at most a minute after a request finds it older (ISR), so the
// marks move after midnight KST on every instance without a rebuild (lib/site/today.ts).
export const revalidate = 60;

const STATE_LABEL: Record<StepState, string | null> = { done: "완료", now: "진행 중", upcoming: null, planned: null };

const dateLabel = new Intl.DateTimeFormat("ko-KR", {
  year: "numeric",
  month: "long",
  day: "numeric",
  weekday: "short",
  timeZone: "Asia/Seoul",
});
const fullDate = (iso: string) => dateLabel.format(new Date(`${iso}T00:00:00+09:00`));

export default function SalesPlanPage() {
  const photo = picture("schedule");
  const today = koreanToday();
  const steps = scheduleOn(complex.schedule, today);
  const anyAhead = stepsAhead(complex.schedule, today).length > 0;
  return (
    <PageShell page={page}>
      <div className="grid gap-12 desk:grid-cols-12 desk:gap-16">
        <div className="desk:col-span-5">
          {photo ? (
            <Photo
              picture={photo}
              sizes={SLOT_SIZES.panel}
              preload
              className="mx-auto block h-auto w-full max-w-[440px]"
            />
          ) : (
            <ScheduleArt steps={steps} title={complex.siteName} className="mx-auto w-full max-w-[440px]" />
          )}
        </div>
        <section className="desk:col-span-7" aria-labelledby="schedule-title">
          <SectionHeading label="SCHEDULE" title="분양일정 안내" id="schedule-title">
            견본주택 오픈부터 정당계약까지 주요 일정을 확인하시고, 남은 일정은 캘린더에 담아 두세요.
          </SectionHeading>
          <ol className="border-t-2 border-ink-900" data-testid="schedule-list">
            {steps.map((s, i) => (
              <li
                key={s.title}
                className="grid grid-cols-[44px_1fr] gap-x-4 border-b border-sand-200 py-5 desk:grid-cols-[56px_1fr_auto] desk:items-center"
                data-testid="schedule-step"
                data-state={s.state}
              >
                <span
                  className={`text-[13px] font-medium tracking-[0.2em] ${s.state === "done" ? "text-stone-500" : "text-gold-700"}`}
                  aria-hidden="true"
                >
                  {String(i + 1).padStart(2, "0")}
                </span>
                <div>
                  <p className={`text-[17px] font-medium ${s.state === "done" ? "text-stone-600" : "text-ink-900"}`}>
                    {s.title}
                    {STATE_LABEL[s.state] ? (
                      <span
                        className={`ml-2 inline-block translate-y-[-1px] px-2 py-0.5 align-middle text-[12px] font-semibold ${
                          s.state === "done" ? "bg-sand-200 text-stone-700" : "bg-gold-500 text-ink-950"
                        }`}
                        data-testid="schedule-state"
                      >
                        {STATE_LABEL[s.state]}
                      </span>
                    ) : null}
                  </p>
                  {s.note ? <p className="mt-1 text-[14px] text-stone-600">{s.note}</p> : null}
                </div>
                <p className="col-start-2 mt-1 text-[15px] text-stone-700 desk:col-start-3 desk:mt-0 desk:text-right">
                  {s.start ? (
                    <>
                      <time dateTime={s.start}>{fullDate(s.start)}</time>
                      {s.end ? (
                        <>
                          {" ~ "}
                          <time dateTime={s.end}>{fullDate(s.end)}</time>
                        </>
                      ) : null}
                    </>
                  ) : (
                    s.when
                  )}
                </p>
              </li>
            ))}
          </ol>
          {anyAhead ? (
            <div className="mt-8 flex flex-col gap-4 desk:flex-row desk:items-center">
              <a
                href={SCHEDULE_ICS_PATH}
                download="sales-schedule.ics"
                className="inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap bg-gold-500 px-6 py-3.5 text-[15px] font-semibold text-ink-950 transition-colors hover:bg-gold-400"
              >
                <CalendarIcon className="h-5 w-5" />
                캘린더에 일정 추가 (.ics)
              </a>
              <p className="text-[14px] text-stone-600">
                남은 일정 중 날짜가 확정된 일정만 하루 종일 일정으로 담깁니다. 구글·애플·아웃룩 캘린더에서 열 수
                있습니다.
              </p>
            </div>
          ) : (
            <p className="mt-8 text-[15px] text-stone-700" data-testid="schedule-all-done">
              청약과 정당계약 일정이 모두 완료되었습니다. 잔여세대 상담은 대표번호 {particle(complex.phone, "으로/로")}{" "}
              문의해 주세요.
            </p>
          )}
          <p className="mt-6 text-[14px] text-stone-600">
            ※ 분양일정은 사업 여건에 따라 변경될 수 있으며, 최종 일정은 입주자 모집공고를 기준으로 합니다.
          </p>
        </section>
      </div>
    </PageShell>
  );
}
