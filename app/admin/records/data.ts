import "server-only";
import {
  accessRecords,
  recordAccess,
  recordRefusal,
  parseAccessQuery,
  type AccessFilter,
  holdsRole,
  requireAdmin,
} from "@/lib/staff";
import { DAY_MS, kstMidnight } from "@/lib/platform/time/kst";
import { RECORDS_PAGE_LIMIT, type AccessRecordsData } from "@/components/admin/access-records";

// What /admin/records shows, loaded here: the session (administrators only), the query, the records;
// reading them is itself recorded.

export async function loadAccessRecords(
  searchParams: Record<string, string | string[] | undefined>,
): Promise<AccessRecordsData> {
  const admin = await requireAdmin();
  if (!holdsRole(admin.role, "admin")) {
    await recordRefusal(admin, "view-refused", "/admin/records needs admin");
    return { kind: "refused" };
  }
  const parsed = parseAccessQuery(searchParams);
  const filter: Partial<AccessFilter> = parsed.success ? parsed.data : {};
  const records = parsed.success
    ? await (
        await accessRecords()
      ).list({
        from: filter.from ? kstMidnight(filter.from) : undefined,
        to: filter.to ? new Date(kstMidnight(filter.to).getTime() + DAY_MS) : undefined,
        actor: filter.actor,
        action: filter.action,
        limit: RECORDS_PAGE_LIMIT,
      })
    : [];
  await recordAccess(admin, "records-view", {
    count: records.length,
    detail: new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]).toString(),
  });
  return {
    kind: "records",
    filter,
    records,
    problem: parsed.success ? null : (parsed.error.issues[0]?.message ?? "조회 조건이 올바르지 않습니다."),
  };
}
