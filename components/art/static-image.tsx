import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

export type StaticImageProps = Omit<
  ImageProps,
  "priority" | "onLoad" | "onError" | "onLoadingComplete" | "placeholder"
> & {
  alt: string;
  /** The page's largest picture: fetched eagerly at high priority and preloaded from the <head>. */
  preload?: boolean;
};

/**
 * A picture from the image optimiser (responsive AVIF/WebP, lazy below the fold) rendered on the
 * server as a plain <img>. `next/image`'s <Image> is a client component: any page that used it
 * shipped its code (about 5.5 KB gzip) to hydrate an element that never changes. The markup is
 * the same (`getImageProps` is what <Image> renders from); a client component that shows a
 * picture takes this element as a prop instead of importing next/image.
 */
export function StaticImage({ preload = false, ...props }: StaticImageProps) {
  const { props: img } = getImageProps({ ...props, ...(preload ? { fetchPriority: "high", loading: "eager" } : {}) });
  if (preload)
    preloadResource(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: "high" });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimiser's own props, alt included
  return <img {...img} />;
}
