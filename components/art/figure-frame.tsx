import type { ReactNode } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";

/**
 * A wide drawing with its caption. On narrow screens the drawing keeps a readable
 * minimum width and scrolls sideways inside its frame instead of shrinking its text away.
 */
export function FigureFrame({
  caption,
  children,
  minWidth = 760,
  captionId,
}: {
  caption: ReactNode;
  children: ReactNode;
  minWidth?: number;
  captionId: string;
}) {
  return (
    <figure aria-labelledby={captionId} className="mt-8">
      <ScrollRegion label="도면" className="border border-sand-200 bg-white">
        <div style={{ minWidth }} className="desk:min-w-0">
          {children}
        </div>
      </ScrollRegion>
      <figcaption id={captionId} className="mt-3 text-[14px] text-stone-600">
        {caption}
      </figcaption>
    </figure>
  );
}
