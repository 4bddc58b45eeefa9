import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { logPass, parseJobsQuery, runScheduledJobs } from "./index";

// POST /api/cron/run (and its older name /api/cron/drain): a scheduler runs every scheduled job
// with `Authorization: Bearer $CRON_SECRET`. Without CRON_SECRET the route does not exist (404).
// 200 when every job ran (or had nothing to do); 503 when one failed or ran out of time: the body
// still lists every job, and the scheduler marks the attempt failed, so it shows up in its logs
// and alerts. Running again is always safe (drains claim, purges are gated and idempotent), and a
// failed gated job is not counted as run, so the next call tries it again.

const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };
const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...headers, ...extra } });

/** True when the request carries `Authorization: Bearer $CRON_SECRET` (and the secret is set). */
export function cronAuthorized(request: Request): boolean {
  const secret = env().CRON_SECRET;
  return secret ? authorized(request.headers.get("authorization"), secret) : false;
}

function authorized(header: string | null, secret: string): boolean {
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const notFound = () => json(404, { ok: false, message: "Not Found" });

export async function handleCronPost(request: Request): Promise<Response> {
  const secret = env().CRON_SECRET;
  if (!secret) return notFound();
  if (!authorized(request.headers.get("authorization"), secret))
    return json(401, { ok: false, message: "인증 정보가 올바르지 않습니다. (Authorization: Bearer <CRON_SECRET>)" });
  const query = parseJobsQuery(new URL(request.url).searchParams);
  if (!query.ok) return json(400, { ok: false, message: query.message });
  const report = await runScheduledJobs({ only: query.only });
  logPass(report);
  return json(report.ok ? 200 : 503, report);
}

export function handleCronOther(): Response {
  return env().CRON_SECRET
    ? json(405, { ok: false, message: "POST로 호출해 주세요. (use POST)" }, { Allow: "POST" })
    : notFound();
}
