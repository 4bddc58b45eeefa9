import type { Role } from "@/lib/staff";
import type { LeadCourse } from "./course";

// Who may work which lead (staff see the leads assigned to them or unassigned; an
// administrator sees all). Pure, so the pages, the action and their tests agree.

type Viewer = { email: string; role: Role };

/** True when `viewer` may see and work the lead whose course is `course` (none: never touched, unassigned). */
export function mayWork(viewer: Viewer, course: Pick<LeadCourse, "assignee"> | undefined): boolean {
  if (viewer.role === "admin") return true;
  const assignee = course?.assignee ?? null;
  return assignee === null || assignee === viewer.email.trim().toLowerCase();
}

/**
 * Whether `viewer` may set the assignee from `current` to `next` (null: unassigned): an
 * administrator assigns anyone among `accounts`; a staff member takes an unassigned lead or gives
 * back their own.
 */
export function mayAssign(
  viewer: Viewer,
  current: string | null,
  next: string | null,
  accounts: readonly string[],
): boolean {
  if (next === current) return true;
  if (viewer.role === "admin") return next === null || accounts.includes(next);
  const me = viewer.email.trim().toLowerCase();
  return (current === null && next === me) || (current === me && next === null);
}
