import { brandVideo, mediaPending, pageFor, youtubeEmbedUrl } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { MediaPending } from "@/components/media/media-pending";
import { YoutubeFrame } from "@/components/media/youtube-frame";
import { BookingLink } from "@/components/visit/booking-link";

const page = pageFor("/Brand/video");
export const metadata = pageMetadata(page);

const bookingButton =
  "inline-flex items-center bg-gold-500 px-6 py-3 text-[15px] font-semibold text-ink-950 hover:bg-gold-400";

export default function BrandVideoPage() {
  return (
    <PageShell page={page}>
      <div className="text-center">
        <p className="ornament text-gold-700">PROMOTION FILM</p>
        <h2 className="mt-3 text-[26px] font-light text-ink-900 desk:text-[34px]">{brandVideo.title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-[16px] text-stone-600">{brandVideo.caption}</p>
      </div>
      {/* Spec size: 400x300 on phones, 1300x500 on desktop (wider than the text column, capped by the window). */}
      <div
        className="mt-10 desk:relative desk:left-1/2 desk:w-[min(1300px,calc(100vw-64px))] desk:-translate-x-1/2"
        data-testid="video-slot"
      >
        {brandVideo.youtubeId ? (
          <YoutubeFrame
            src={youtubeEmbedUrl(brandVideo.youtubeId)}
            title={`${brandVideo.title} (YouTube 동영상)`}
            className="mx-auto h-[300px] w-full max-w-[400px] desk:h-[500px] desk:max-w-none"
          />
        ) : (
          <MediaPending
            label="COMING SOON"
            title={mediaPending.videoTitle(brandVideo.title)}
            text={mediaPending.videoText}
            className="mx-auto min-h-[300px] w-full max-w-[400px] desk:h-[500px] desk:max-w-none"
          >
            <BookingLink className={bookingButton} />
          </MediaPending>
        )}
      </div>
      {brandVideo.youtubeId ? (
        <p className="mt-6 text-center text-[14px] text-stone-600">
          영상은 소리 없이 자동 재생됩니다. 플레이어의 음소거 버튼으로 소리를 켜실 수 있습니다.
        </p>
      ) : null}
    </PageShell>
  );
}
