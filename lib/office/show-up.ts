import "server-only";
import { leadOutbox, LIST_LIMIT_MAX } from "@/lib/leads";
import { DAY_MS } from "@/lib/platform/time/kst";
import { visitDeps, showUpRates, type ShowUpRow } from "@/lib/visits";
import { addDays, seoulParts } from "@/lib/site/content/visit-calendar";

// The dashboard's model-house table: the last SHOW_UP_DAYS visit days, read one
// day at a time (the booking store's admin query), with each booking's campaign from its lead.

export const SHOW_UP_DAYS = 14;
/** A booking is made at most the calendar's window ahead (14 days in the samples): leads from further back cover it. */
const LEAD_LOOKBACK_DAYS = SHOW_UP_DAYS + 45;

export type ShowUpTable = { byDay: ShowUpRow[]; byCampaign: ShowUpRow[]; total: ShowUpRow; days: number };

export async function showUpTable(now: Date): Promise<ShowUpTable> {
  const today = seoulParts(now).date;
  const days = Array.from({ length: SHOW_UP_DAYS }, (_, i) => addDays(today, i - SHOW_UP_DAYS + 1));
  const { store } = await visitDeps();
  const [bookings, leads] = await Promise.all([
    Promise.all(days.map((d) => store.listDay(d))).then((lists) => lists.flat()),
    leadOutbox().list({
      form: "visit-booking",
      from: new Date(now.getTime() - LEAD_LOOKBACK_DAYS * DAY_MS),
      limit: LIST_LIMIT_MAX,
    }),
  ]);
  const campaign = new Map(leads.map((l) => [l.id, l.utm?.utm_campaign ?? null]));
  return {
    ...showUpRates(bookings, (b) => (b.leadId ? (campaign.get(b.leadId) ?? null) : null), now),
    days: SHOW_UP_DAYS,
  };
}
