import { z } from "zod";
import { queryValue } from "@/lib/platform/http/query";
import type { LeadRecord } from "@/lib/leads/outbox";
import type { Role } from "@/lib/staff";
import { mayWork } from "./access";
import { STAGES, untouched, type LeadCourse } from "./course";

// The inbox's sales-desk filters: stage, assignee, campaign and a search by name
// or phone, on top of the form and period the store filters by. Applied to one period's leads in
// memory (a complex's inbox holds thousands, not millions), with the staff scope: a staff member
// sees the leads assigned to them and the unassigned ones.

const text = (max: number) => z.preprocess(queryValue, z.string().max(max).optional());

export const deskQuerySchema = z.object({
  stage: z.preprocess(queryValue, z.enum(STAGES, { error: "알 수 없는 진행 단계입니다." }).optional()),
  /** "me", "none", or an account's email. */
  assignee: text(254),
  campaign: text(100),
  q: text(50),
});

export type DeskQuery = Partial<z.output<typeof deskQuerySchema>>;

export function parseDeskQuery(params: Record<string, string | string[] | undefined>) {
  return deskQuerySchema.safeParse({
    stage: params.stage,
    assignee: params.assignee,
    campaign: params.campaign,
    q: params.q,
  });
}

/** The campaign a lead came with: utm_campaign, else utm_source; null without either. */
export const campaignOf = (lead: Pick<LeadRecord, "utm">): string | null =>
  lead.utm?.utm_campaign ?? lead.utm?.utm_source ?? null;

/** True when `lead` matches the search: part of the name, or three or more digits of the phone number. */
export function matchesSearch(lead: Pick<LeadRecord, "name" | "phone">, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  if (lead.name.toLowerCase().includes(needle)) return true;
  const digits = needle.replace(/\D/g, "");
  return (
    digits.length >= 3 &&
    digits.length === needle.replace(/[\s-]/g, "").length &&
    lead.phone.replace(/\D/g, "").includes(digits)
  );
}

/** The leads `viewer` may see that match `query`, in the given order. */
export function deskView(
  leads: readonly LeadRecord[],
  courses: ReadonlyMap<string, LeadCourse>,
  query: DeskQuery,
  viewer: { email: string; role: Role },
): LeadRecord[] {
  const me = viewer.email.trim().toLowerCase();
  return leads.filter((lead) => {
    const course = courses.get(lead.id) ?? untouched(lead.id, lead.createdAt);
    if (!mayWork(viewer, course)) return false;
    if (query.stage && course.stage !== query.stage) return false;
    if (query.assignee) {
      const wanted = query.assignee === "me" ? me : query.assignee === "none" ? null : query.assignee.toLowerCase();
      if (course.assignee !== wanted) return false;
    }
    if (query.campaign && campaignOf(lead) !== query.campaign) return false;
    if (query.q && !matchesSearch(lead, query.q)) return false;
    return true;
  });
}
