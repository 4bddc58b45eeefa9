import { parseLeadQuery } from "@/lib/admin/lead-filter";
import { leadsCsv } from "@/lib/admin/lead-format";
import { leadInbox } from "@/lib/admin/lead-inbox";
import { getAdmin } from "@/lib/auth/session";
import { LIST_LIMIT_MAX } from "@/lib/leads/outbox";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** The inbox as CSV (same filters as the page), for a signed-in administrator only. */
export async function GET(request: Request): Promise<Response> {
  if (!(await getAdmin())) {
    return new Response("관리자 로그인이 필요합니다.", { status: 401, headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const parsed = parseLeadQuery(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return new Response(`조회 조건을 확인해 주세요: ${parsed.error}`, { status: 400, headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const leads = await leadInbox().list({ ...parsed.filter, limit: LIST_LIMIT_MAX });
  const day = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  return new Response(leadsCsv(leads), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`상담신청-${day}.csv`)}`,
    },
  });
}
