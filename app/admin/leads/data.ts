import "server-only";
import { z } from "zod";
import { recordAccess, holdsRole, maskedTerm, requireAdmin } from "@/lib/staff";
import { leadQueryString, parseLeadQuery, leadInbox, personNotes } from "@/lib/office";
import {
  leadDesk,
  type LeadCourse,
  deskAccounts,
  deskView,
  parseDeskQuery,
  type DeskQuery,
  LIST_LIMIT_MAX,
} from "@/lib/leads";
import { INBOX_PAGE_LIMIT, type LeadInboxData } from "@/components/admin/lead-inbox";

// What /admin/leads shows, loaded here and nowhere else: the session and its role, the query, the
// period's leads narrowed by the desk's filters and a staff member's scope, their courses, bookings
// and people, the lead to delete; the view is recorded in the access records before it is shown.
// The component (components/admin/lead-inbox.tsx) only shows it.

const deleteParam = z.uuid();

/** The access record's detail of one view: `?form=..&from=..`, the desk's filters, `q=` masked. */
function viewDetail(query: Parameters<typeof leadQueryString>[0], desk: DeskQuery): string {
  const params = new URLSearchParams(leadQueryString(query));
  if (desk.stage) params.set("stage", desk.stage);
  if (desk.assignee) params.set("assignee", desk.assignee);
  if (desk.campaign) params.set("campaign", desk.campaign);
  if (desk.q) params.set("q", maskedTerm(desk.q));
  const s = params.toString();
  return s ? `?${s}` : "";
}
const deletedParam = z.enum(["1", "0", "invalid"]);
const optOutParam = z.enum(["added", "already", "invalid"]);
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function loadLeadInbox(
  searchParams: Record<string, string | string[] | undefined>,
): Promise<LeadInboxData> {
  // Staff work the leads; exports and erasure are for administrators (lib/staff/auth/roles.ts), and their actions check it again.
  const viewer = await requireAdmin();
  const mayAdminister = holdsRole(viewer.role, "admin");
  const parsed = parseLeadQuery(searchParams);
  const query = parsed.ok ? parsed.query : {};
  const desk = parseDeskQuery(searchParams);
  const deskQuery: DeskQuery = desk.success ? desk.data : {};
  // The sales desk's filters and a staff member's scope (their leads and the unassigned) apply to the
  // period's leads (lib/leads/desk/filter.ts); without them the store's newest INBOX_PAGE_LIMIT are the page.
  const narrowed = !mayAdminister || Object.values(deskQuery).some(Boolean);
  const period =
    parsed.ok && desk.success
      ? await leadInbox().list({ ...parsed.filter, limit: narrowed ? LIST_LIMIT_MAX : INBOX_PAGE_LIMIT })
      : [];
  const store = await leadDesk();
  const periodCourses = narrowed ? await store.courses(period.map((l) => l.id)) : new Map<string, LeadCourse>();
  const leads = (narrowed ? deskView(period, periodCourses, deskQuery, viewer) : period).slice(0, INBOX_PAGE_LIMIT);
  const courses = narrowed ? periodCourses : await store.courses(leads.map((l) => l.id));
  const [accounts, bookings] = await Promise.all([deskAccounts(), leadInbox().bookingsOf(leads)]);
  const deleteId = deleteParam.safeParse(first(searchParams.delete));
  const toDelete = deleteId.success && mayAdminister ? await leadInbox().get(deleteId.data) : null;
  const deleted = deletedParam.safeParse(first(searchParams.deleted));
  // The names and phones this view shows, recorded before they are (lib/staff/access).
  // With the view's whole query: the period and form, the desk's filters, and a search term masked.
  await recordAccess(viewer, "lead-list", {
    targets: [...leads.map((l) => l.id), ...(toDelete ? [toDelete.id] : [])],
    detail: viewDetail(query, deskQuery),
  });
  return {
    mayAdminister,
    problem: !parsed.ok
      ? parsed.error
      : !desk.success
        ? (desk.error.issues[0]?.message ?? "조회 조건이 올바르지 않습니다.")
        : null,
    exportable: parsed.ok,
    query,
    deskQuery,
    leads,
    courses,
    accounts,
    bookings,
    people: personNotes(leads),
    toDelete,
    deleted: deleted.success ? deleted.data : null,
    optOut: optOutParam.safeParse(first(searchParams.optout)).data ?? null,
    deleteAsked: searchParams.delete !== undefined,
  };
}
