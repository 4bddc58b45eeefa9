import type { ReactNode } from "react";
// An article published after the build may bring characters the site font lacks: on the press pages
// only, Pretendard's dynamic subsets stay behind it as a unicode-range fallback (one small file per
// block of missing characters, none when there are none).
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";

export default function PressLayout({ children }: { children: ReactNode }) {
  return children;
}
