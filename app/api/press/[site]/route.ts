import { parseSite } from "@/lib/site/routes/site";
import { pressRepository, toListRows, pressCursorSchema } from "@/lib/press";

// GET /api/press/{site}?cursor=...: the next page of the list for the '더보기' button.
// An unknown site answers 404, a cursor that does not parse 400 (the page itself falls back to
// the first page instead); no cursor is the first page.
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = parseSite((await params).site);
  if (!site) return Response.json({ message: "존재하지 않는 사이트입니다." }, { status: 404 });
  const raw = new URL(request.url).searchParams.get("cursor");
  let cursor: string | null = null;
  let before = 0;
  if (raw !== null) {
    const parsed = pressCursorSchema.safeParse(raw);
    if (!parsed.success)
      return Response.json(
        { message: parsed.error.issues[0]?.message ?? "페이지 정보가 올바르지 않습니다." },
        { status: 400 },
      );
    cursor = raw;
    before = parsed.data.p;
  }
  const [{ items, nextCursor }, total] = await Promise.all([
    (await pressRepository()).list(site, cursor),
    (await pressRepository()).count(site),
  ]);
  return Response.json(
    { rows: toListRows(items, before, total), nextCursor },
    { headers: { "Cache-Control": "no-store" } },
  );
}
