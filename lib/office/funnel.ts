import "server-only";
import { leadDesk, funnelOf, type Funnel, LIST_LIMIT_MAX } from "@/lib/leads";
import { periodRange } from "./dashboard";
import { leadInbox } from "./lead-inbox";

export type FunnelData = Funnel & { days: number; truncated: boolean };

/** The funnel of the leads of the dashboard's period: the leads, and the courses of leads created in it (one range read). */
export async function funnelData(now: Date, days: number): Promise<FunnelData> {
  const range = periodRange(now, days);
  const [leads, courses] = await Promise.all([
    leadInbox().list({ from: range.from, to: range.to, limit: LIST_LIMIT_MAX }),
    (await leadDesk()).coursesCreated(range.from, range.to),
  ]);
  return {
    ...funnelOf(leads, new Map(courses.map((c) => [c.leadId, c]))),
    days,
    truncated: leads.length >= LIST_LIMIT_MAX,
  };
}
