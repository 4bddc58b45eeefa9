import type { Metadata } from "next";
import { linkProblemMetadata, VisitLinkProblem } from "./link-problem";

// A booking link that is malformed, tampered with, expired or names no booking (404), when a page's
// own notFound() refuses it. proxy.ts refuses such links first (lib/visits/link-gate.ts), so that the
// explanation is in the HTML; this boundary covers what slips past it.
//
// (A page proxy.ts answered 404 takes its head from the page itself: linkPageMetadata in link-problem.tsx.)
export const metadata: Metadata = linkProblemMetadata;

export default function VisitLinkNotFound() {
  return <VisitLinkProblem />;
}
