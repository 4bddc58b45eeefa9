import "server-only";
import { z } from "zod";
import { recordAccess, holdsRole, requireAdmin } from "@/lib/staff";
import { visitCalendar } from "@/lib/site/content/visit-booking";
import { visitDeps, adminDay } from "@/lib/visits";
import { scopedDay } from "@/lib/office";
import { seoulParts } from "@/lib/site/content/visit-calendar";
import type { VisitDayData } from "@/components/admin/visit-day";

// What /admin/visits shows, loaded here: the session and its role (staff cancel and mark bookings;
// opening and closing slots is for administrators, checked again in the action), the day's slots
// and bookings; the names and phones it shows are recorded before they are (lib/staff/access).

const dayParam = z.iso.date().catch("");

export async function loadVisitDay(searchParams: Record<string, string | string[] | undefined>): Promise<VisitDayData> {
  const viewer = await requireAdmin();
  const today = seoulParts(new Date()).date;
  const day = dayParam.parse(searchParams.day) || today;
  // The desk's rule: a staff member sees the bookings of their own and unassigned leads.
  const data = await scopedDay(viewer, await adminDay((await visitDeps()).store, visitCalendar, day));
  await recordAccess(viewer, "visit-list", {
    targets: [...data.rows.flatMap((r) => r.bookings.map((b) => b.id)), ...data.elsewhere.map((b) => b.id)],
    detail: day,
  });
  return {
    day,
    mayAdminister: holdsRole(viewer.role, "admin"),
    data,
    done: typeof searchParams.done === "string" ? searchParams.done : null,
  };
}
