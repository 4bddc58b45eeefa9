import "server-only";
import { z } from "zod";
import { signInSetup, holdsRole, recordRefusal, requireAdmin, staffAccounts } from "@/lib/staff";
import { STAFF_NOTICES, type StaffListData } from "@/components/admin/staff-list";

// What /admin/staff shows, loaded here: the session (administrators only), the sign-in's mode and
// every staff account.

const doneParam = z.enum(STAFF_NOTICES);

export async function loadStaffList(
  searchParams: Record<string, string | string[] | undefined>,
): Promise<StaffListData> {
  const admin = await requireAdmin();
  if (!holdsRole(admin.role, "admin")) {
    await recordRefusal(admin, "view-refused", "/admin/staff needs admin");
    return { kind: "refused" };
  }
  const done = doneParam.safeParse(searchParams.done);
  return {
    kind: "staff",
    mode: signInSetup().mode,
    users: await staffAccounts(),
    notice: done.success ? done.data : null,
    now: new Date(),
  };
}
