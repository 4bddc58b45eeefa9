import { Link } from "@/components/ui/link";
import { ArrowRightIcon } from "@/components/ui/icons";
import { nowOnFor } from "@/lib/site/content/home";
import { frame, mobileOnly } from "./shared";

// What is on now (분양 진행 상황), chosen by the Korean day the page is rendered on (app/(site)/page.tsx
// passes it; the page is regenerated every minute): the opening, the 청약 steps with their dates and
// 완료 marks, or the remaining units. On a desktop a card in the hero's open side; on a phone a band
// right under the hero.

const stepDate = new Intl.DateTimeFormat("ko-KR", {
  month: "long",
  day: "numeric",
  weekday: "short",
  timeZone: "Asia/Seoul",
});
const dayLabel = (iso: string) => stepDate.format(new Date(`${iso}T00:00:00+09:00`));

function NowOnCard({ today, tone }: { today: string; tone: "glass" | "plain" }) {
  const now = nowOnFor(today);
  const glass = tone === "glass";
  return (
    <div data-testid="now-on" data-phase={now.phase}>
      <p className="flex items-center gap-3">
        <span className={`ornament ${glass ? "text-gold-300" : "text-gold-700"}`} aria-hidden="true">
          {now.label}
        </span>
        <span className="bg-gold-500 px-2 py-0.5 text-[12px] font-semibold text-ink-950" data-testid="now-on-badge">
          {now.badge}
        </span>
      </p>
      <p className={`mt-3 text-[20px] font-medium leading-snug ${glass ? "text-white" : "text-ink-900"}`}>
        {now.title}
      </p>
      <p className={`mt-2 text-[15px] leading-relaxed ${glass ? "text-sand-200" : "text-stone-600"}`}>{now.text}</p>
      {now.steps.length ? (
        <ol className={`mt-4 border-t text-[15px] ${glass ? "border-white/20" : "border-sand-300"}`}>
          {now.steps.map((s) => (
            <li
              key={s.title}
              className={`flex items-center justify-between gap-3 border-b py-2.5 ${glass ? "border-white/15" : "border-sand-200"} ${
                s.state === "done"
                  ? glass
                    ? "text-sand-300"
                    : "text-stone-500"
                  : glass
                    ? "text-white"
                    : "text-ink-900"
              }`}
              data-testid="now-on-step"
              data-state={s.state}
            >
              <span>
                {s.title}
                {s.state === "done" || s.state === "now" ? (
                  <span
                    className={`ml-2 px-1.5 py-0.5 text-[12px] font-semibold ${
                      s.state === "done"
                        ? glass
                          ? "bg-white/15 text-sand-100"
                          : "bg-sand-200 text-stone-700"
                        : "bg-gold-500 text-ink-950"
                    }`}
                  >
                    {s.state === "done" ? "완료" : "진행 중"}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 tabular-nums">
                {s.start ? <time dateTime={s.start}>{dayLabel(s.start)}</time> : s.when}
                {s.end ? (
                  <>
                    {" ~ "}
                    <time dateTime={s.end}>{dayLabel(s.end)}</time>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <Link
        href={now.link.href}
        className={`mt-5 inline-flex items-center gap-2 text-[15px] font-medium underline-offset-4 hover:underline ${
          glass ? "text-gold-300" : "text-gold-700"
        }`}
      >
        {now.link.text}
        <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </div>
  );
}

/** Desktop from 1024 px (narrower, it would cover the title): the card in the hero, inside its section, so the snap sections stay as they are. */
export function NowOnHeroCard({ today }: { today: string }) {
  return (
    <aside
      aria-label="분양 진행 상황"
      className="absolute bottom-24 right-8 hidden w-[380px] border border-white/15 bg-ink-950/70 p-6 backdrop-blur-sm min-[1024px]:block"
    >
      <NowOnCard today={today} tone="glass" />
    </aside>
  );
}

/** Phones: a band right under the hero. */
export function NowOnSection({ today }: { today: string }) {
  return (
    <section aria-label="분양 진행 상황" className={`${mobileOnly} bg-sand-100 py-10`} data-section="now-on">
      <div className={frame}>
        <NowOnCard today={today} tone="plain" />
      </div>
    </section>
  );
}
