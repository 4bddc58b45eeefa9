/** An embedded YouTube player (privacy-enhanced domain); the size classes come from the page. */
export function YoutubeFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  return (
    <iframe
      src={src}
      title={title}
      className={`block border-0 bg-ink-950 ${className ?? ""}`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
