import { parseSite } from "@/lib/site/routes/site";
import { log } from "@/lib/platform/log";
import { pressRepository, pressIdSchema, recordView } from "@/lib/press";

// POST /api/press/{site}/{id}/views: the view of a client-side navigation to an article, sent by
// the article's view counter island (components/press/article-views.tsx; what counts as a view:
// lib/press/views.ts). No body. Answers the count including this view, or { views: null } when the
// store could not count it (logged): counting never makes the reader see an error.
const NO_STORE = { "Cache-Control": "no-store" };

export async function POST(request: Request, { params }: { params: Promise<{ site: string; id: string }> }) {
  // Another site's page cannot add views through its visitors' browsers.
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    return Response.json({ message: "다른 사이트에서 보낸 요청은 받지 않습니다." }, { status: 403, headers: NO_STORE });
  }
  const raw = await params;
  const site = parseSite(raw.site);
  const id = pressIdSchema.safeParse(raw.id);
  if (!site || !id.success)
    return Response.json({ message: "보도자료를 찾을 수 없습니다." }, { status: 404, headers: NO_STORE });
  const result = await recordView(await pressRepository(), site, id.data, (message, error) =>
    log.error(String(message).replace(/:$/, ""), { error }),
  );
  if (result.status === "missing")
    return Response.json({ message: "보도자료를 찾을 수 없습니다." }, { status: 404, headers: NO_STORE });
  return Response.json({ views: result.status === "counted" ? result.views : null }, { headers: NO_STORE });
}
