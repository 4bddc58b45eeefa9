import { serverHealth } from "@/lib/server";

// Readiness for load balancers, uptime checks and the deploy: see lib/server/health.ts.
export const dynamic = "force-dynamic";

export async function GET() {
  const { status, body } = await serverHealth();
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
