import { recordAccess, privateHeaders, privateText as text, routeAccess } from "@/lib/staff";
import { sourceCounts, DEFAULT_PERIOD, sourceExportSchema, sourceCsv } from "@/lib/office";
import { kstDay } from "@/lib/platform/time/kst";

export const dynamic = "force-dynamic";

/** One source table of the dashboard as CSV (?by=campaign|referrer|landing|platform&days=1|7|30|90), for an administrator only. */
export async function GET(request: Request): Promise<Response> {
  const access = await routeAccess("admin", "/admin/sources.csv");
  if (!access.ok) return access.response;
  const parsed = sourceExportSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return text(400, `조회 조건을 확인해 주세요: ${parsed.error.issues.map((i) => i.message).join(" ")}`);
  const days = parsed.data.days ?? DEFAULT_PERIOD;
  const now = new Date();
  const table = await sourceCounts(now, days, parsed.data.by);
  // Counts only, no person: recorded because every export is.
  await recordAccess(access.admin, "source-export", { detail: `by=${parsed.data.by}&days=${days}` });
  const day = kstDay(now.getTime());
  return new Response(sourceCsv(table), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sources-${parsed.data.by}-${days}d-${day}.csv"`,
    },
  });
}
