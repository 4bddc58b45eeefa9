import "server-only";
import { leadDesk, mayWork } from "@/lib/leads";
import type { Admin } from "@/lib/staff";
import type { AdminDay, VisitBooking } from "@/lib/visits";

// The sales desk's rule for visits too: a staff member sees and works the bookings whose lead is
// theirs or unassigned (lib/leads/desk/access.ts), an administrator every one. A booking without a
// lead (its lead could not be stored) is nobody's yet: anyone may work it. The page shows the
// others as a count, without name or phone; the actions refuse them.

/** The ids among `bookings` that `viewer` may see and work. */
export async function workableBookings(
  viewer: Pick<Admin, "email" | "role">,
  bookings: readonly VisitBooking[],
): Promise<Set<string>> {
  if (viewer.role === "admin") return new Set(bookings.map((b) => b.id));
  const leadIds = [...new Set(bookings.flatMap((b) => (b.leadId ? [b.leadId] : [])))];
  const courses = leadIds.length ? await (await leadDesk()).courses(leadIds) : new Map();
  return new Set(bookings.filter((b) => !b.leadId || mayWork(viewer, courses.get(b.leadId))).map((b) => b.id));
}

/** One slot as a viewer may see it: `others`, the active bookings of other staff members' leads. */
export type ScopedSlotRow = AdminDay["rows"][number] & { others: number };
export type ScopedDay = Omit<AdminDay, "rows"> & { rows: ScopedSlotRow[] };

/** The day as `viewer` may see it: others' bookings leave each slot's list and are counted instead. */
export async function scopedDay(viewer: Pick<Admin, "email" | "role">, day: AdminDay): Promise<ScopedDay> {
  const all = [...day.rows.flatMap((r) => r.bookings), ...day.elsewhere];
  const mine = await workableBookings(viewer, all);
  return {
    ...day,
    rows: day.rows.map((r) => ({
      ...r,
      bookings: r.bookings.filter((b) => mine.has(b.id)),
      others: r.bookings.filter((b) => !mine.has(b.id) && b.status === "active").length,
    })),
    elsewhere: day.elsewhere.filter((b) => mine.has(b.id)),
  };
}
