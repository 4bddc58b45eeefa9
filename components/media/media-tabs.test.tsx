import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { youtubeEmbedUrl } from "@/lib/site/content/media-url";
import { VideoTabs } from "./video-tabs";
import { VrTabs } from "./vr-tabs";

// What the first render (the server's HTML) of the video and tour tabs holds, for content with and
// without a published video or tour: the samples ship none, so the browser tests see only the
// "being prepared" side.

const pending = <p data-testid="pending">준비 중</p>;

describe("VideoTabs", () => {
  it("mounts the chosen tab's player, autoplaying, when the video has an id", () => {
    const html = renderToStaticMarkup(
      <VideoTabs
        videos={[
          { id: 1, title: "입지 영상", summary: "요약", src: youtubeEmbedUrl("M7lc1UVf-VE") },
          { id: 2, title: "둘째", summary: "요약", pending },
        ]}
      />,
    );
    expect(html).toMatch(
      /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1&amp;mute=1[^"]*"/,
    );
    expect(html).not.toContain('data-testid="pending"');
  });

  it("shows the tab's 'being prepared' panel, and no player, when the video has none", () => {
    const html = renderToStaticMarkup(
      <VideoTabs
        videos={[
          { id: 1, title: "입지 영상", summary: "요약", pending },
          { id: 2, title: "둘째", summary: "요약", src: youtubeEmbedUrl("M7lc1UVf-VE") },
        ]}
      />,
    );
    expect(html).toContain('data-testid="pending"');
    expect(html).not.toContain("<iframe");
  });
});

describe("VrTabs", () => {
  const hint = "화면을 클릭하시면 VR이 시작됩니다.";
  it("puts the hint above a tour's frame", () => {
    const html = renderToStaticMarkup(
      <VrTabs
        tours={[{ label: "84A", url: "https://tour.vr-host.kr/84a" }, { label: "84B" }]}
        initial="84A"
        hint={hint}
        pending={{ "84B": pending }}
      />,
    );
    expect(html).toContain(hint);
    expect(html).toContain('<iframe src="https://tour.vr-host.kr/84a"');
  });

  it("shows a type without a tour as 'being prepared', with no hint and no frame", () => {
    const html = renderToStaticMarkup(
      <VrTabs
        tours={[{ label: "84A", url: "https://tour.vr-host.kr/84a" }, { label: "84B" }]}
        initial="84B"
        hint={hint}
        pending={{ "84B": pending }}
      />,
    );
    expect(html).toContain('data-testid="pending"');
    expect(html).not.toContain(hint);
    expect(html).not.toContain("<iframe");
  });
});
