import { recordAccess, privateHeaders, privateText as text, routeAccess } from "@/lib/staff";
import { exportOnlyByPost, leadQueryString, leadInbox, marketingAudienceCsv, readExportRequest } from "@/lib/office";
import { LIST_LIMIT_MAX } from "@/lib/leads";
import { kstDay } from "@/lib/platform/time/kst";

export const dynamic = "force-dynamic";

/**
 * Who may receive advertisements (lib/office/marketing-audience.ts): one row per person whose
 * newest lead carries a marketing consent, for a signed-in administrator only, posted from the
 * inbox's own form with a reason (lib/office/export-request.ts). The inbox's filters apply (a
 * period, a form).
 */
export async function POST(request: Request): Promise<Response> {
  const access = await routeAccess("admin", "/admin/leads/marketing.csv");
  if (!access.ok) return access.response;
  const asked = await readExportRequest(request);
  if (!asked.ok) return text(asked.status, asked.message);
  // Every lead of the period (not only the consenting ones): a person's newest lead decides.
  const leads = await leadInbox().list({ ...asked.lead.filter, limit: LIST_LIMIT_MAX });
  if (leads.length >= LIST_LIMIT_MAX)
    return text(413, "조건에 맞는 신청이 너무 많습니다. 기간을 나눠 내려받아 주세요.");
  await recordAccess(access.admin, "marketing-export", {
    targets: leads.map((l) => l.id),
    detail: `${leadQueryString(asked.lead.query)} 사유: ${asked.reason}`,
  });
  const day = kstDay(Date.now());
  return new Response(marketingAudienceCsv(leads), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="marketing-audience-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`마케팅수신동의-${day}.csv`)}`,
    },
  });
}

export const GET = exportOnlyByPost;
