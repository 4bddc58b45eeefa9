import type { Metadata } from "next";
import { VisitLinkProblem } from "./link-problem";

// A booking link that is malformed, tampered with, expired or names no booking (404), when a page's
// own notFound() refuses it. proxy.ts refuses such links first (lib/visit/link-gate.ts), so that the
// explanation is in the HTML; this boundary covers what slips past it.
//
// Its metadata is also the head of a page proxy.ts answered 404: Next reads the metadata of a
// response whose status is 404 from the not-found boundary, not from the page.
export const metadata: Metadata = { title: "예약 정보를 찾을 수 없습니다", robots: { index: false, follow: false }, referrer: "same-origin" };

export default function VisitLinkNotFound() {
  return <VisitLinkProblem />;
}
