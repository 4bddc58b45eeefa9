import { recordAccess, privateHeaders, privateText as text, routeAccess } from "@/lib/staff";
import { leadQueryString, parseLeadQuery, leadInbox, marketingAudienceCsv } from "@/lib/office";
import { LIST_LIMIT_MAX } from "@/lib/leads";
import { kstDay } from "@/lib/platform/time/kst";

export const dynamic = "force-dynamic";

/**
 * Who may receive advertisements (lib/office/marketing-audience.ts): one row per person whose
 * newest lead carries a marketing consent, for a signed-in administrator only. The inbox's
 * filters apply (a period, a form).
 */
export async function GET(request: Request): Promise<Response> {
  const access = await routeAccess("admin");
  if (!access.ok) return access.response;
  const parsed = parseLeadQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return text(400, `조회 조건을 확인해 주세요: ${parsed.error}`);
  // Every lead of the period (not only the consenting ones): a person's newest lead decides.
  const leads = await leadInbox().list({ ...parsed.filter, limit: LIST_LIMIT_MAX });
  if (leads.length >= LIST_LIMIT_MAX)
    return text(413, "조건에 맞는 신청이 너무 많습니다. 기간을 나눠 내려받아 주세요.");
  await recordAccess(access.admin, "marketing-export", {
    targets: leads.map((l) => l.id),
    detail: leadQueryString(parsed.query),
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
