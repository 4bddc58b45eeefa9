import { pageFor, unitVideos, youtubeEmbedUrl } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageShell } from "@/components/chrome/page-shell";
import { VideoTabs } from "@/components/media/video-tabs";

const page = pageFor("/FloorPlan/videos");
export const metadata = pageMetadata(page);

export default function FloorPlanVideosPage() {
  const videos = unitVideos.map((v) => ({ id: v.id, title: v.title, summary: v.summary, src: youtubeEmbedUrl(v.youtubeId) }));
  return (
    <PageShell page={page}>
      <div className="mx-auto max-w-5xl">
        <div className="mb-10 text-center">
          <p className="ornament text-gold-700">VIDEO GALLERY</p>
          <h2 className="mt-3 text-[26px] font-light text-ink-900 desk:text-[34px]">영상으로 먼저 만나보세요</h2>
        </div>
        <VideoTabs videos={videos} />
        <p className="mt-8 text-center text-[14px] text-stone-600">영상은 소리 없이 자동 재생됩니다. ※ 영상 속 이미지는 소비자의 이해를 돕기 위한 것으로 실제와 차이가 있을 수 있습니다.</p>
      </div>
    </PageShell>
  );
}
