import { mediaPending, pageFor, unitVideos, youtubeEmbedUrl } from "@/lib/site/content";
import { pageMetadata } from "@/lib/site/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { MediaPending } from "@/components/media/media-pending";
import { VideoTabs } from "@/components/media/video-tabs";
import { BookingLink } from "@/components/visit/booking-link";

const page = pageFor("/FloorPlan/videos");
export const metadata = pageMetadata(page);

export default function FloorPlanVideosPage() {
  // A video without an id shows a "coming soon" panel (rendered here, on the server) in its tab.
  const videos = unitVideos.map((v) => ({
    id: v.id,
    title: v.title,
    summary: v.summary,
    src: v.youtubeId ? youtubeEmbedUrl(v.youtubeId) : undefined,
    pending: v.youtubeId ? undefined : (
      <MediaPending
        label="COMING SOON"
        title={mediaPending.videoTitle(v.title)}
        text={mediaPending.videoText}
        className="mx-auto min-h-[300px] w-full max-w-[400px] desk:aspect-video desk:min-h-0 desk:max-w-none"
      >
        <BookingLink className="inline-flex items-center bg-gold-500 px-6 py-3 text-[15px] font-semibold text-ink-950 hover:bg-gold-400" />
      </MediaPending>
    ),
  }));
  const anyPlayer = videos.some((v) => v.src);
  return (
    <PageShell page={page}>
      <div className="mx-auto max-w-5xl">
        <div className="mb-10 text-center">
          <p className="ornament text-gold-700">VIDEO GALLERY</p>
          <h2 className="mt-3 text-[26px] font-light text-ink-900 desk:text-[34px]">영상으로 먼저 만나보세요</h2>
        </div>
        <VideoTabs videos={videos} />
        <p className="mt-8 text-center text-[14px] text-stone-600">
          {anyPlayer ? "영상은 소리 없이 자동 재생됩니다. " : ""}※ 영상 속 이미지는 소비자의 이해를 돕기 위한 것으로
          실제와 차이가 있을 수 있습니다.
        </p>
      </div>
    </PageShell>
  );
}
