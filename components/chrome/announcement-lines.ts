"use client";

import { useSyncExternalStore } from "react";
import { kstDay } from "@/lib/platform/time/kst";
import { announcementsOn } from "@/lib/site/content/schedule";
import type { AnnouncementBar } from "@/lib/site/content/schema";

const noSubscription = () => () => {};

/**
 * The announcement bar's lines for today. The server chose them for the day it rendered the page
 * (`renderedDay`, what hydration renders); a page rendered on an earlier day (one prerendered at the
 * build and not regenerated since) chooses again, right after hydration, for the visitor's Korean
 * date. Never for an earlier day than the server's: a visitor's clock set back does not bring an
 * ended item back. The bar always has a line (the evergreen one when no item is current), so its
 * height never changes.
 */
export function useAnnouncementLines(bar: AnnouncementBar, renderedDay: string): string[] {
  const visitorDay = useSyncExternalStore(
    noSubscription,
    () => kstDay(Date.now()),
    () => renderedDay,
  );
  return announcementsOn(bar, visitorDay > renderedDay ? visitorDay : renderedDay);
}
