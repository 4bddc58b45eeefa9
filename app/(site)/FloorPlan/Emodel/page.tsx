import { hasVrTour, mediaPending, pageFor, vrDefaultLabel, vrHint, vrTours } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { MediaPending } from "@/components/media/media-pending";
import { VrTabs } from "@/components/media/vr-tabs";
import { BookingLink } from "@/components/visit/booking-link";

const page = pageFor("/FloorPlan/Emodel");
export const metadata = pageMetadata(page);

const bookingButton =
  "inline-flex items-center gap-2 bg-gold-500 px-6 py-3 text-[15px] font-semibold text-ink-950 hover:bg-gold-400";
const panelSize = "min-h-[360px] desk:min-h-[560px]";

// With at least one tour address: the type tabs, the hint above each frame, and a "being prepared"
// panel for a type without one. With none (the samples): one panel that says the tours are being
// prepared, with no tabs, no hint and no frame, so nothing invites a click that starts nothing.
export default function EmodelPage() {
  return (
    <PageShell page={page}>
      <div className="mb-10 text-center">
        <p className="ornament text-gold-700">E-MODEL HOUSE</p>
        <h2 className="mt-3 text-[26px] font-light text-ink-900 desk:text-[34px]">집에서 편하게 둘러보는 견본주택</h2>
        <p className="mt-3 break-keep text-[16px] text-stone-600">
          {hasVrTour
            ? "타입을 선택하시면 해당 타입의 VR 투어가 열립니다."
            : `${vrTours.map((t) => t.label).join(" · ")} 타입의 VR 투어를 준비하고 있습니다.`}
        </p>
      </div>
      {hasVrTour ? (
        <VrTabs
          tours={vrTours}
          initial={vrDefaultLabel}
          hint={vrHint}
          pending={Object.fromEntries(
            vrTours.map((t) => [
              t.label,
              <MediaPending
                key={t.label}
                label={`E-MODEL HOUSE · ${t.label}`}
                title={mediaPending.tourTitle(t.label)}
                text={mediaPending.tourText}
                className={panelSize}
              >
                <BookingLink className={bookingButton} />
              </MediaPending>,
            ]),
          )}
        />
      ) : (
        <MediaPending
          label="E-MODEL HOUSE"
          title={mediaPending.tourTitle()}
          text={mediaPending.tourText}
          className={panelSize}
        >
          <BookingLink className={bookingButton} />
        </MediaPending>
      )}
      {hasVrTour ? (
        <p className="mt-6 text-center text-[14px] text-stone-600">
          ※ VR 영상은 견본주택을 촬영한 것으로 전시품 및 유상옵션이 포함되어 있으며, 실제 시공 시 차이가 있을 수
          있습니다.
        </p>
      ) : null}
    </PageShell>
  );
}
