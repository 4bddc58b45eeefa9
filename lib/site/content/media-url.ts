/**
 * Privacy-enhanced YouTube embed address: autoplay (muted, so browsers allow it), inline on
 * phones, no related videos from other channels, and no loop, so the video stops at its end.
 */
export function youtubeEmbedUrl(id: string): string {
  const params = new URLSearchParams({
    autoplay: "1",
    mute: "1",
    playsinline: "1",
    rel: "0",
    loop: "0",
    modestbranding: "1",
  });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params}`;
}
