import { campaignKey } from "@/lib/leads/stats";
import { DAY_MS, KST_OFFSET_MS, kstDay } from "@/lib/platform/time/kst";
import { CALLED_STAGES, VISITED_STAGES, type LeadCourse } from "./course";

// The dashboard's funnel: of a period's leads, how many were called, visited
// and contracted, by campaign and by week, with the time from lead to first call. Pure: the
// dashboard passes the leads and their courses.

export type FunnelRow = {
  key: string;
  leads: number;
  called: number;
  visited: number;
  contracted: number;
  firstCallMedianMs: number | null;
  firstCallP90Ms: number | null;
};
export type Funnel = { total: FunnelRow; byCampaign: FunnelRow[]; byWeek: FunnelRow[] };

type FunnelLead = { id: string; createdAt: Date; utm: Record<string, string> | null };

/** "source / medium / campaign" of the parts present, or "직접 유입". */
export function campaignLabel(utm: Record<string, string> | null): string {
  return campaignKey(utm).filter(Boolean).join(" / ") || "직접 유입";
}

/** The Monday (Seoul) of the week of `t`, as YYYY-MM-DD. */
export function kstWeek(t: number): string {
  const day = new Date(t + KST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  return kstDay(t - ((day + 6) % 7) * DAY_MS);
}

/** The p-th percentile (nearest rank) of sorted values; null for none. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

function row(key: string, leads: readonly FunnelLead[], courses: ReadonlyMap<string, LeadCourse>): FunnelRow {
  let called = 0;
  let visited = 0;
  let contracted = 0;
  const waits: number[] = [];
  for (const lead of leads) {
    const course = courses.get(lead.id);
    if (!course) continue;
    if (CALLED_STAGES.has(course.stage) || course.firstCalledAt) called += 1;
    // Called and visited are facts of the past: a lead put on hold afterwards still counts (a course
    // saved before firstVisitedAt existed counts by its stage only).
    if (VISITED_STAGES.has(course.stage) || course.firstVisitedAt) visited += 1;
    if (course.stage === "contracted") contracted += 1;
    if (course.firstCalledAt) waits.push(Math.max(0, course.firstCalledAt.getTime() - lead.createdAt.getTime()));
  }
  waits.sort((a, b) => a - b);
  return {
    key,
    leads: leads.length,
    called,
    visited,
    contracted,
    firstCallMedianMs: percentile(waits, 0.5),
    firstCallP90Ms: percentile(waits, 0.9),
  };
}

function grouped(
  leads: readonly FunnelLead[],
  courses: ReadonlyMap<string, LeadCourse>,
  keyOf: (lead: FunnelLead) => string,
): FunnelRow[] {
  const groups = new Map<string, FunnelLead[]>();
  for (const lead of leads) {
    const key = keyOf(lead);
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  return [...groups].map(([key, list]) => row(key, list, courses));
}

export function funnelOf(leads: readonly FunnelLead[], courses: ReadonlyMap<string, LeadCourse>): Funnel {
  return {
    total: row("전체", leads, courses),
    byCampaign: grouped(leads, courses, (l) => campaignLabel(l.utm)).sort(
      (a, b) => b.leads - a.leads || a.key.localeCompare(b.key),
    ),
    byWeek: grouped(leads, courses, (l) => kstWeek(l.createdAt.getTime())).sort((a, b) => b.key.localeCompare(a.key)),
  };
}

/** 1시간 20분, 35분, 2일 3시간: a wait as a person reads it. */
export function formatWait(ms: number | null): string {
  if (ms === null) return "-";
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes}분`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}시간 ${minutes % 60}분` : `${hours}시간`;
  return hours % 24 ? `${Math.floor(hours / 24)}일 ${hours % 24}시간` : `${Math.floor(hours / 24)}일`;
}
