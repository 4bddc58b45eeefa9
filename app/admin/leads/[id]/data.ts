import "server-only";
import { z } from "zod";
import { recordAccess, requireAdmin } from "@/lib/staff";
import { leadInbox } from "@/lib/office";
import { leadDesk, untouched, mayWork, deskAccounts } from "@/lib/leads";
import { welcomeOf } from "@/lib/visits";
import type { LeadCourseData } from "@/components/admin/lead-course";

// What /admin/leads/<id> shows, loaded here and nowhere else: the session, the lead, whether the
// viewer may work it, its course and history, the desk's accounts and the welcome message; a view
// is recorded in the access records. The component (components/admin/lead-course.tsx) only shows it.

const savedParam = z.enum(["1", "same", "invalid", "forbidden", "assignee"]);

export async function loadLeadCourse(
  id: string,
  searchParams: Record<string, string | string[] | undefined>,
): Promise<LeadCourseData> {
  const viewer = await requireAdmin();
  const parsedId = z.uuid().safeParse(id);
  const lead = parsedId.success ? await leadInbox().get(parsedId.data) : null;
  if (!lead) return { kind: "missing" };
  const desk = await leadDesk();
  const stored = (await desk.courses([lead.id])).get(lead.id);
  if (!mayWork(viewer, stored)) return { kind: "refused" };
  const [events, accounts, welcome] = await Promise.all([
    desk.events(lead.id),
    deskAccounts(),
    // A store that cannot answer shows as such on the page; the rest of it still does.
    welcomeOf(lead.id).catch(() => undefined),
  ]);
  await recordAccess(viewer, "lead-view", { targets: [lead.id] });
  const saved = savedParam.safeParse(searchParams.saved);
  return {
    kind: "lead",
    viewer,
    lead,
    course: stored ?? untouched(lead.id, lead.createdAt),
    events,
    accounts,
    welcome,
    saved: saved.success ? saved.data : null,
  };
}
