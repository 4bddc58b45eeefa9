import type { VisitBooking } from "./bookings";

// How many booked visitors came: the model house's staff mark each active
// booking arrived or no-show (/admin/visits); the dashboard counts the visits whose time has come,
// per visit day and per campaign of the booking's lead. The rate is arrived over those visits, so
// an unmarked visit lowers it until someone marks it; the count of unmarked ones is shown beside.

export type ShowUpRow = {
  key: string;
  visits: number;
  arrived: number;
  noShow: number;
  unmarked: number;
  rate: number | null;
};

/** The campaign a booking's lead came with (utm_campaign), or null. */
export type CampaignOf = (booking: VisitBooking) => string | null;

function tally(rows: Map<string, ShowUpRow>, key: string, b: VisitBooking) {
  const row = rows.get(key) ?? { key, visits: 0, arrived: 0, noShow: 0, unmarked: 0, rate: null };
  row.visits += 1;
  if (b.attendance === "arrived") row.arrived += 1;
  else if (b.attendance === "no-show") row.noShow += 1;
  else row.unmarked += 1;
  row.rate = row.arrived / row.visits;
  rows.set(key, row);
}

/** Active bookings whose visit has started by `now`, by day (oldest first) and by campaign (most visits first). */
export function showUpRates(
  bookings: readonly VisitBooking[],
  campaignOf: CampaignOf,
  now: Date,
): { byDay: ShowUpRow[]; byCampaign: ShowUpRow[]; total: ShowUpRow } {
  const byDay = new Map<string, ShowUpRow>();
  const byCampaign = new Map<string, ShowUpRow>();
  const total = new Map<string, ShowUpRow>();
  for (const b of bookings) {
    if (b.status !== "active" || b.startsAt.getTime() > now.getTime()) continue;
    tally(byDay, b.date, b);
    tally(byCampaign, campaignOf(b) ?? "", b);
    tally(total, "", b);
  }
  return {
    byDay: [...byDay.values()].sort((a, b) => a.key.localeCompare(b.key)),
    byCampaign: [...byCampaign.values()].sort((a, b) => b.visits - a.visits || a.key.localeCompare(b.key)),
    total: total.get("") ?? { key: "", visits: 0, arrived: 0, noShow: 0, unmarked: 0, rate: null },
  };
}
