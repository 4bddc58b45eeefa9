import type { ReactNode } from "react";
import type { EncodedPicture } from "@/lib/site/media/manifest";
import { SLOT_SIZES } from "@/lib/site/media/slots";
import { Photo } from "./photo";

/**
 * A builder's plan or map shown whole, at the page's width, with its caption and a link to the
 * largest encoding (a phone opens it in a new tab to zoom in). Where the content gives no picture,
 * the page shows its drawing in a FigureFrame instead.
 */
export function PhotoFigure({
  picture,
  caption,
  captionId,
  preload = false,
  sizes = SLOT_SIZES.frame,
}: {
  picture: EncodedPicture;
  caption: ReactNode;
  captionId: string;
  preload?: boolean;
  sizes?: string;
}) {
  return (
    <figure aria-labelledby={captionId} className="mt-8">
      <div className="border border-sand-200 bg-white">
        <Photo picture={picture} sizes={sizes} preload={preload} className="block h-auto w-full" />
      </div>
      <figcaption
        id={captionId}
        className="mt-3 flex flex-wrap items-center justify-between gap-2 text-[14px] text-stone-600"
      >
        <span>{caption}</span>
        <a
          href={picture.webp.at(-1)!.src}
          target="_blank"
          rel="noopener"
          className="text-ink-900 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
        >
          크게 보기<span className="sr-only"> (새 창)</span>
        </a>
      </figcaption>
    </figure>
  );
}
