import { recordAccess, privateHeaders, privateText as text, routeAccess } from "@/lib/staff";
import { exportOnlyByPost, leadQueryString, leadsExport, leadInbox, readExportRequest } from "@/lib/office";
import { EXPORT_ROW_LIMIT } from "@/lib/leads";
import { kstDay } from "@/lib/platform/time/kst";

export const dynamic = "force-dynamic";

/**
 * The inbox as CSV (same filters as the page), for a signed-in administrator only, posted from the
 * inbox's own form with a reason (lib/office/export-request.ts). At most EXPORT_ROW_LIMIT rows: a
 * longer one starts with a line that says it is cut, carries `X-Export-Truncated: 1` and a file
 * name that says "일부".
 */
export async function POST(request: Request): Promise<Response> {
  const access = await routeAccess("admin", "/admin/leads/export.csv");
  if (!access.ok) return access.response;
  const asked = await readExportRequest(request);
  if (!asked.ok) return text(asked.status, asked.message);
  const leads = await leadInbox().list({ ...asked.lead.filter, limit: EXPORT_ROW_LIMIT + 1 });
  const { csv, truncated } = leadsExport(leads, EXPORT_ROW_LIMIT);
  // No record, no file (lib/staff/access): every row it holds, by id, with the filter and the reason.
  await recordAccess(access.admin, "lead-export", {
    targets: leads.slice(0, EXPORT_ROW_LIMIT).map((l) => l.id),
    detail: `${leadQueryString(asked.lead.query)} 사유: ${asked.reason}`,
  });
  const day = kstDay(Date.now());
  const part = truncated ? "-partial" : "";
  return new Response(csv, {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}${part}.csv"; filename*=UTF-8''${encodeURIComponent(`상담신청-${day}${truncated ? "-일부" : ""}.csv`)}`,
      ...(truncated ? { "X-Export-Truncated": "1" } : {}),
    },
  });
}

export const GET = exportOnlyByPost;
