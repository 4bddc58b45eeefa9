import { drawing } from "@/lib/site/media/pictures";
import { Photo } from "./photo";

/**
 * One of our SVG drawings (lib/site/art/*) as an image file rather than inline markup: the page's HTML
 * and its RSC payload stay small, the browser caches the file across pages, and a drawing below
 * the fold loads only when it comes near. Its size and alt text come from the drawing itself
 * (viewBox and <title>), so they cannot drift apart. Labels use the visitor's system Korean font
 * here; pages whose main content is the drawing keep it inline (InlineSvg) with the web font.
 * With `sizes`, `src` is the drawing rendered as a picture (scripts/render-art.ts, labels in
 * Pretendard, encoded at build time by lib/site/media/pipeline.ts) at the width the screen needs: the
 * browser then neither lays out nor paints the labels on the main thread.
 */
export function ArtImage({
  svg,
  src,
  className,
  priority = false,
  sizes,
}: {
  svg: string;
  src: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1] ?? "";
  const desc = /<desc[^>]*>([^<]*)<\/desc>/.exec(svg)?.[1];
  const alt = unescape(desc ? `${title}: ${desc}` : title);
  const width = box ? Math.round(Number(box[1])) : undefined;
  const height = box ? Math.round(Number(box[2])) : undefined;
  if (sizes && width && height) {
    return (
      <Photo
        picture={drawing(src, alt)}
        sizes={sizes}
        preload={priority}
        className={`block h-auto w-full ${className ?? ""}`}
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG: the image optimiser has nothing to do
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={`block h-auto w-full ${className ?? ""}`}
    />
  );
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
