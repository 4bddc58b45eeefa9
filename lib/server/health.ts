import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { oldestPendingLeadAt } from "@/lib/leads";
import { log } from "@/lib/platform/log";
import { isReady, isStopping } from "@/lib/platform/runtime/lifecycle";
import { cronAuthorized } from "./jobs/cron-route";

// GET /api/health: 200 once startup has finished and a read of the lead store answers; 503 before
// that, during shutdown, or when the read fails or takes longer than STORE_READ_DEADLINE_MS. Anyone
// may ask, and hears only `{"status":"ok"}` or `{"status":"not ok"}`: whether delivery is stalling
// is nobody else's business. With `Authorization: Bearer $CRON_SECRET` (the operator's uptime check)
// the answer says why: the backend, the build id and the age of the oldest lead still waiting for
// delivery. Neither names a lead or a person, and neither is cached.

export const STORE_READ_DEADLINE_MS = 3_000;

export type HealthBody = {
  status: "ok" | "starting" | "stopping" | "store-unavailable";
  backend: "sqlite" | "firestore";
  buildId: string;
  /** Seconds since the oldest pending lead arrived; null when none is pending (or unknown). */
  oldestPendingLeadAgeSeconds: number | null;
};

export type HealthDeps = {
  ready: () => boolean;
  stopping: () => boolean;
  oldestPendingLeadAt: () => Promise<Date | null>;
  backend: HealthBody["backend"];
  buildId: string;
  now: () => Date;
  deadlineMs: number;
};

export async function healthReport(deps: HealthDeps): Promise<{ status: number; body: HealthBody }> {
  const body: HealthBody = {
    status: "ok",
    backend: deps.backend,
    buildId: deps.buildId,
    oldestPendingLeadAgeSeconds: null,
  };
  if (deps.stopping()) return { status: 503, body: { ...body, status: "stopping" } };
  if (!deps.ready()) return { status: 503, body: { ...body, status: "starting" } };
  let timer: NodeJS.Timeout | undefined;
  try {
    const oldest = await Promise.race([
      deps.oldestPendingLeadAt(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer from the lead store within ${deps.deadlineMs} ms`)),
          deps.deadlineMs,
        );
      }),
    ]);
    const age = oldest ? Math.max(0, Math.floor((deps.now().getTime() - oldest.getTime()) / 1000)) : null;
    return { status: 200, body: { ...body, oldestPendingLeadAgeSeconds: age } };
  } catch (error) {
    log.warn("[health] the lead store read failed", { error });
    return { status: 503, body: { ...body, status: "store-unavailable" } };
  } finally {
    clearTimeout(timer);
  }
}

let inFlight: Promise<{ status: number; body: HealthBody }> | null = null;

/** The report with the server's own state and store; concurrent probes share one store read. */
export function serverHealth(): Promise<{ status: number; body: HealthBody }> {
  inFlight ??= healthReport({
    ready: isReady,
    stopping: isStopping,
    oldestPendingLeadAt: () => oldestPendingLeadAt(),
    backend: env().DATA_BACKEND,
    buildId: buildId(),
    now: () => new Date(),
    deadlineMs: STORE_READ_DEADLINE_MS,
  }).finally(() => (inFlight = null));
  return inFlight;
}

/** What anyone hears: ok or not ok, nothing more. */
export type PublicHealthBody = { status: "ok" | "not ok" };

/** GET /api/health: the public answer, or the operator's (CRON_SECRET) with its details. */
export async function handleHealthGet(request: Request): Promise<Response> {
  const { status, body } = await serverHealth();
  const answer: HealthBody | PublicHealthBody = cronAuthorized(request)
    ? body
    : { status: body.status === "ok" ? "ok" : "not ok" };
  return Response.json(answer, { status, headers: { "Cache-Control": "no-store" } });
}

let cachedBuildId: string | undefined;

/** The id `next build` wrote (.next/BUILD_ID beside the server's working folder); "development" without one. */
export function buildId(): string {
  if (cachedBuildId === undefined) {
    try {
      cachedBuildId = readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim() || "unknown";
    } catch {
      cachedBuildId = "development";
    }
  }
  return cachedBuildId;
}
