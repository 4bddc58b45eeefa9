import type { CSSProperties } from "react";
import { preload as preloadResource } from "react-dom";
import { fallbackOf as fallback, srcSetOf as srcSet, type EncodedPicture } from "@/lib/site/media/manifest";

/** Where a phone's picture takes over from a desktop's (the site's mobile breakpoint). */
export const PHONE_MEDIA = "(max-width: 900px)";
export const DESKTOP_MEDIA = "(min-width: 901px)";

export type PhotoProps = {
  picture: EncodedPicture;
  /** How wide the picture is drawn at each viewport (lib/site/media/slots.ts SLOT_SIZES). */
  sizes: string;
  /** A phone's own picture (art direction): shown up to 900 px instead of `picture`, with its own `phoneSizes`. */
  phone?: EncodedPicture;
  phoneSizes?: string;
  /** Fills its positioned parent (object-fit from className) instead of taking its own size. */
  fill?: boolean;
  /** The page's largest picture: fetched at once at high priority and preloaded from the <head>. */
  preload?: boolean;
  /** A picture that only decorates (a backdrop under text): no alt text for a screen reader. */
  decorative?: boolean;
  className?: string;
  style?: CSSProperties;
  "data-testid"?: string;
  /** For a picture that fades in once loaded (components/art/fade-in-image.tsx). */
  "data-fade-image"?: string;
  "data-loaded"?: string;
  suppressHydrationWarning?: boolean;
};

/**
 * A builder's photo as the build encoded it (lib/site/media/pipeline.ts): AVIF, then WebP, at the widths
 * of its slot, rendered on the server as a plain <picture>. Its own width and height keep the layout
 * still while it loads, and its dominant colour is painted in its place until then. Below the first
 * screen it loads lazily; `preload` marks the page's largest picture.
 */
export function Photo({
  picture,
  sizes,
  phone,
  phoneSizes,
  fill = false,
  preload = false,
  decorative = false,
  className,
  style,
  ...rest
}: PhotoProps) {
  const shown = phone ?? picture;
  if (preload) {
    const hint = (p: EncodedPicture, imageSizes: string, media?: string) =>
      preloadResource(fallback(p), {
        as: "image",
        type: "image/avif",
        imageSrcSet: srcSet(p.avif),
        imageSizes,
        fetchPriority: "high",
        ...(media ? { media } : {}),
      });
    if (phone) {
      hint(picture, sizes, DESKTOP_MEDIA);
      hint(phone, phoneSizes ?? sizes, PHONE_MEDIA);
    } else {
      hint(picture, sizes);
    }
  }
  const sources = (p: EncodedPicture, s: string, media?: string) => (
    <>
      <source type="image/avif" srcSet={srcSet(p.avif)} sizes={s} media={media} />
      <source type="image/webp" srcSet={srcSet(p.webp)} sizes={s} media={media} />
    </>
  );
  return (
    <picture>
      {phone ? (
        <>
          {sources(picture, sizes, DESKTOP_MEDIA)}
          {sources(phone, phoneSizes ?? sizes, PHONE_MEDIA)}
        </>
      ) : (
        sources(picture, sizes)
      )}
      <img
        src={fallback(shown)}
        alt={decorative ? "" : picture.alt}
        width={fill ? undefined : shown.width}
        height={fill ? undefined : shown.height}
        loading={preload ? "eager" : "lazy"}
        fetchPriority={preload ? "high" : undefined}
        decoding="async"
        draggable={false}
        className={`${fill ? "absolute inset-0 h-full w-full" : ""} ${className ?? ""}`}
        style={{ ...(picture.color ? { backgroundColor: picture.color } : {}), ...style }}
        // A builder's photo names its slot; our drawings are marked as such.
        {...(picture.id.startsWith("drawing ") ? { "data-drawing": "" } : { "data-photo": picture.id })}
        {...rest}
      />
    </picture>
  );
}
