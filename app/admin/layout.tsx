import type { ReactNode } from "react";
// Lead names and messages are any Korean text: behind the site font, the administrator's pages keep
// Pretendard's dynamic subsets as a unicode-range fallback (as the press pages do).
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
