import { recordAccess, privateHeaders, privateText as text, routeAccess } from "@/lib/staff";
import { exportOnlyByPost, leadInbox, marketingAudienceCsv, phonesOf, readExportRequest } from "@/lib/office";
import { LIST_LIMIT_MAX, optedOut as optedOutNumbers } from "@/lib/leads";
import { kstDay } from "@/lib/platform/time/kst";

export const dynamic = "force-dynamic";

/**
 * Who may receive advertisements (lib/office/marketing-audience.ts): one row per person whose
 * newest lead, of every lead and form, carries a marketing consent under two years old, and whose
 * number is not on the 수신거부 list; for a signed-in administrator only, posted from the inbox's own
 * form with a reason (lib/office/export-request.ts). The inbox's filters do not narrow it: a
 * withdrawal outside the view must still count.
 */
export async function POST(request: Request): Promise<Response> {
  const access = await routeAccess("admin", "/admin/leads/marketing.csv");
  if (!access.ok) return access.response;
  const asked = await readExportRequest(request);
  if (!asked.ok) return text(asked.status, asked.message);
  // Every lead (not only the consenting ones, nor only the view's): a person's newest lead decides.
  const leads = await leadInbox().list({ limit: LIST_LIMIT_MAX });
  if (leads.length >= LIST_LIMIT_MAX)
    return text(413, "신청이 너무 많아 한 번에 내려받을 수 없습니다. 관리자에게 문의해 주세요.");
  const optedOut = await optedOutNumbers(phonesOf(leads));
  await recordAccess(access.admin, "marketing-export", {
    targets: leads.map((l) => l.id),
    detail: `전체 사유: ${asked.reason}`,
  });
  const day = kstDay(Date.now());
  return new Response(marketingAudienceCsv(leads, { optedOut }), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="marketing-audience-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`마케팅수신동의-${day}.csv`)}`,
    },
  });
}

export const GET = exportOnlyByPost;
