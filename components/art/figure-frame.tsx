import type { ReactNode } from "react";

/**
 * A wide drawing with its caption. On narrow screens the drawing keeps a readable
 * minimum width and scrolls sideways inside its frame instead of shrinking its text away.
 */
export function FigureFrame({ caption, children, minWidth = 760, captionId }: { caption: ReactNode; children: ReactNode; minWidth?: number; captionId: string }) {
  return (
    <figure aria-labelledby={captionId} className="mt-8">
      <div className="overflow-x-auto border border-sand-200 bg-white" tabIndex={0} role="group" aria-label="도면 (좌우로 스크롤할 수 있습니다)">
        <div style={{ minWidth }} className="desk:min-w-0">
          {children}
        </div>
      </div>
      <figcaption id={captionId} className="mt-3 text-[14px] text-stone-600">
        {caption}
      </figcaption>
    </figure>
  );
}
