import type { ReactNode } from "react";

/** No frame of its own: it gives the booking pages their not-found.tsx (a refused booking link). */
export default function VisitLayout({ children }: { children: ReactNode }) {
  return children;
}
