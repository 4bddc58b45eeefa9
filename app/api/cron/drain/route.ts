import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { drainLeads, methodNotAllowed } from "@/lib/leads";

// For hosts without a long-running process: a scheduler calls this with the shared secret.
// Without CRON_SECRET the route does not exist (404).

function authorized(header: string | null, secret: string): boolean {
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } });

export async function POST(request: Request) {
  const secret = env().CRON_SECRET;
  if (!secret) return json(404, { ok: false, message: "Not Found" });
  if (!authorized(request.headers.get("authorization"), secret)) return json(401, { ok: false, message: "인증 정보가 올바르지 않습니다." });
  try {
    return json(200, { ok: true, ...(await drainLeads()) });
  } catch (error) {
    console.error("[leads] cron drain failed:", error);
    return json(503, { ok: false, message: "전달 작업을 실행하지 못했습니다. 잠시 후 다시 시도해 주세요." });
  }
}

export function GET() {
  return env().CRON_SECRET ? methodNotAllowed() : json(404, { ok: false, message: "Not Found" });
}
