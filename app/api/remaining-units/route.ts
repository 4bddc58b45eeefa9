import { log } from "@/lib/platform/log";
import { publicBoard, unitsBoard } from "@/lib/leads";

// The remaining-units board as visitors see it (the price page's and the home page's island): the
// figures the desk has set, as of when. Cached 30 s by browsers and a CDN, read from the store
// otherwise, so every instance shows a change within a minute. 404 while the content hides the
// board or the desk has set nothing.
export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const board = publicBoard(await (await unitsBoard()).figures());
    if (!board)
      return Response.json({ ok: false }, { status: 404, headers: { "Cache-Control": "public, max-age=30" } });
    return Response.json(board, { headers: { "Cache-Control": "public, max-age=30, s-maxage=30" } });
  } catch (error) {
    log.error("[units] the board could not be read", { error });
    return Response.json({ ok: false }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
