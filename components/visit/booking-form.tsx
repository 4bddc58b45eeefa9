import { Link } from "@/components/ui/link";
import { visitBookingCopy, visitCalendar } from "@/lib/site/content/visit-booking";
import { complex } from "@/lib/site/content";
import { particle } from "@/lib/site/content/korean";
import type { FieldErrors } from "@/lib/leads/client";
import { consentParties } from "@/lib/site/consent-parties";
import { formatDateKo } from "@/lib/site/content/visit-calendar";
import { VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { type BookingPageData, SLOT_FULL, SLOT_PAST, slotLeft } from "@/lib/visits";
import { ConsentBox } from "@/components/leads/consent-box";
import { CheckedForm } from "@/components/leads/checked-form";
import { FieldMessage, LeadRadio, NameInput, PhoneInput } from "@/components/leads/lead-field";

// The booking form, rendered on the server at request time (the places left are counted now).
// Days are links (?day=): with JavaScript Next swaps the slots in place, without it the page
// reloads. The slots are a radio group; a full, closed or past slot is disabled. The form posts
// to /api/visit-booking as a plain form: a 303 to the result page, or back here with the reason
// (and, for a refused field, its code: `fieldErrors`, shown under the field). The browser's check
// runs without JavaScript; with it, CheckedForm shows the same messages under the fields first.

/** No day to book: before the window opens, from when one can; after it, that it has closed; else why not now. */
export function NoBookableDay({ window }: { window: BookingPageData["window"] }) {
  const text =
    window.state === "before"
      ? `견본주택은 ${formatDateKo(window.firstDay)}에 문을 엽니다. 방문예약은 ${formatDateKo(window.opensOn)}부터 받습니다. 그 전에 궁금하신 점은 대표번호 ${particle(complex.phone, "으로/로")} 문의해 주세요.`
      : window.state === "after"
        ? `방문예약은 ${formatDateKo(window.lastDay)}에 마감되었습니다. 방문 상담은 대표번호 ${particle(complex.phone, "으로/로")} 문의해 주세요.`
        : "지금은 예약 가능한 날짜가 없습니다. 대표번호로 문의해 주시면 방문 일정을 안내해 드리겠습니다.";
  return (
    <p
      className="border border-sand-300 bg-sand-50 p-6 text-[15px] text-stone-800"
      role="status"
      data-testid="booking-closed"
      data-window={window.state}
    >
      {text}
    </p>
  );
}

function slotState(slot: BookingPageData["slots"][number]): string {
  if (slot.closed) return SLOT_FULL;
  if (!slot.bookable && slot.left <= 0) return SLOT_FULL;
  if (!slot.bookable) return SLOT_PAST;
  return slotLeft(slot.left);
}

export function BookingForm({
  data,
  message,
  fieldErrors,
}: {
  data: BookingPageData;
  message: string | null;
  /** The fields the server refused in the post that came back here (lib/leads fieldErrorsFromCodes). */
  fieldErrors?: FieldErrors;
}) {
  const { days, day, slots } = data;
  if (!day) return <NoBookableDay window={data.window} />;
  return (
    <div id="booking" className="scroll-mt-24">
      {message ? (
        <p
          role="alert"
          className="mb-6 border border-red-700 bg-red-50 p-4 text-[15px] font-medium text-red-800"
          data-testid="booking-message"
        >
          {message}
        </p>
      ) : null}
      <h2 className="text-xl font-semibold text-ink-900">1. 방문 날짜 선택</h2>
      <DayNav days={days} day={day} hrefFor={(date) => `${VISIT_PATH}?day=${date}#slots`} />
      <CheckedForm
        action="/api/visit-booking"
        method="post"
        className="mt-10 grid gap-8"
        data-testid="booking-form"
        initialErrors={fieldErrors}
      >
        <SlotFieldset day={day} slots={slots} legend={`2. 방문 시간 선택 · ${formatDateKo(day.date)}`} />
        <fieldset className="grid gap-5">
          <legend className="text-xl font-semibold text-ink-900">3. 방문자 정보</legend>
          <div className="grid gap-5 desk:grid-cols-3">
            <NameInput id="visit-name" />
            <PhoneInput id="visit-phone" label="휴대전화 번호" />
            <PartySizeField
              id="visit-party"
              defaultValue={2}
              className="grid content-start gap-1.5"
              selectClassName="w-full"
            />
          </div>
          <ConsentBox form="visit-booking" idPrefix="visit" parties={consentParties()} />
          {/* Asked only where the texts are sent (SMS configured): a consent to nothing is a promise not kept. */}
          {data.sendsTexts ? (
            <label className="flex cursor-pointer items-start gap-2 text-[14px] text-ink-900">
              <input type="checkbox" name="smsConsent" className="mt-1 h-4 w-4 shrink-0 accent-gold-600" />
              <span>(선택) {visitBookingCopy.smsConsent}</span>
            </label>
          ) : null}
        </fieldset>
        <div className="grid gap-3">
          {data.verifiesPhone ? (
            <p className="text-[14px] text-stone-700" data-testid="verify-note">
              예약하신 휴대전화 번호가 본인 번호인지 확인하기 위해 인증번호 6자리를 문자로 보내 드립니다. 인증번호를
              입력하시면 예약이 확정됩니다.
            </p>
          ) : null}
          <button
            type="submit"
            className="min-h-12 w-full bg-ink-900 px-8 text-[16px] font-semibold text-white hover:bg-ink-800 desk:w-auto"
          >
            방문 예약하기
          </button>
        </div>
      </CheckedForm>
    </div>
  );
}

/** The days a visitor may book, as links (?day=); the chosen one is marked aria-current. */
export function DayNav({
  days,
  day,
  hrefFor,
}: {
  days: BookingPageData["days"];
  day: NonNullable<BookingPageData["day"]>;
  hrefFor: (date: string) => string;
}) {
  return (
    <nav aria-label="방문 날짜" className="mt-4">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 desk:grid-cols-7">
        {days.map((d) => {
          const current = d.date === day.date;
          return (
            <li key={d.date}>
              <Link
                href={hrefFor(d.date)}
                scroll={false}
                aria-current={current ? "date" : undefined}
                className={`flex min-h-12 flex-col items-center justify-center border px-2 py-2 text-center text-[14px] ${
                  current
                    ? "border-ink-900 bg-ink-900 font-semibold text-white"
                    : "border-sand-300 bg-white text-ink-900 hover:border-ink-900"
                }`}
              >
                {formatDateKo(d.date)}
                {d.note ? (
                  <span className={`text-[12px] ${current ? "text-gold-300" : "text-gold-800"}`}>{d.note}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The chosen day's slots as a radio group; a full, closed or past slot is disabled. */
export function SlotFieldset({
  day,
  slots,
  legend,
}: {
  day: NonNullable<BookingPageData["day"]>;
  slots: BookingPageData["slots"];
  legend: string;
}) {
  const open = slots.filter((s) => s.bookable).length;
  return (
    <fieldset id="slots" className="scroll-mt-24">
      <legend className="text-xl font-semibold text-ink-900">{legend}</legend>
      <p className="mt-2 text-[14px] text-stone-700">
        운영 시간 {day.open}~{day.close} · 시간대마다 {visitCalendar.capacity}팀까지 예약하실 수 있습니다.
        {open === 0 ? " 이 날은 예약 가능한 시간이 없습니다. 다른 날짜를 선택해 주세요." : ""}
      </p>
      <FieldMessage name="slot" id="slots-error" className="mt-2 text-[14px] text-red-700" />
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 desk:grid-cols-4" data-testid="slot-list">
        {slots.map((slot) => {
          const state = slotState(slot);
          return (
            <label
              key={slot.id}
              data-slot={slot.id}
              className={`flex min-h-14 cursor-pointer items-center gap-3 border px-3 py-2 text-[15px] has-checked:border-ink-900 has-checked:bg-sand-100 has-focus-visible:outline-2 has-focus-visible:outline-gold-600 ${
                slot.bookable
                  ? "border-sand-300 bg-white text-ink-900"
                  : "cursor-not-allowed border-sand-200 bg-sand-50 text-stone-600"
              }`}
            >
              <LeadRadio
                name="slot"
                errorId="slots-error"
                value={slot.id}
                required
                disabled={!slot.bookable}
                className="h-4 w-4 accent-gold-600"
              />
              <span className="grid">
                <span className="font-medium">
                  {slot.start}~{slot.end}
                </span>
                <span className="text-[13px]" data-testid="slot-left">
                  {state}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** 방문 인원: 1 to the content's maximum party size, posted as `partySize`. */
export function PartySizeField({
  id,
  defaultValue,
  className,
  selectClassName = "",
}: {
  id: string;
  defaultValue: number;
  className: string;
  selectClassName?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-[14px] font-medium text-ink-900">
        방문 인원
      </label>
      <select
        id={id}
        name="partySize"
        defaultValue={String(defaultValue)}
        className={`${selectClassName} border border-sand-300 bg-white px-4 py-3 text-[16px] text-ink-900`.trim()}
      >
        {Array.from({ length: visitCalendar.maxPartySize }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}명
          </option>
        ))}
      </select>
    </div>
  );
}
