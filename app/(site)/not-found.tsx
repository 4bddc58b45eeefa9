import type { Metadata } from "next";
import { NotFoundSection, notFoundTitle } from "@/components/chrome/not-found-section";

export const metadata: Metadata = { title: notFoundTitle, robots: { index: false, follow: true } };

// notFound() in a public page (an unknown article, unit type or site): the 404 in the site's frame
// (app/(site)/layout.tsx). An address that matches no route gets app/global-not-found.tsx.
export default function NotFound() {
  return <NotFoundSection />;
}
