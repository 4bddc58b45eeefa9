import type { SourceDimension, SourceOrigin, TimeRange } from "../stats";

// Taps on the phone link and the KakaoTalk channel's button, counted per Korean
// day and source like the leads themselves (stats.ts sourceKeys: campaign, referrer, landing page,
// ad platform), so that the dashboard shows which source makes people call or chat, not only
// register. A count holds no person: no number, no address, only the source of the visit.
// SQLite (contact_clicks) or Firestore (contact_rollups), picked in index.ts.

export const CONTACT_KINDS = ["tel", "kakao"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export type ContactClick = SourceOrigin & { kind: ContactKind; at: Date };

/** A source row's taps in a period, per kind; keyed by the stored key (stats.ts sourceKeys). */
export type ContactCounts = Map<string, Record<ContactKind, number>>;

export interface ContactClickStore {
  /** Counts one tap in every source row it belongs to. */
  add(click: ContactClick): Promise<void>;
  /** The period's taps per row of one dimension (the Korean days it touches). */
  bySource(range: TimeRange, dimension: SourceDimension): Promise<ContactCounts>;
}

export const noClicks = (): Record<ContactKind, number> => ({ tel: 0, kakao: 0 });
