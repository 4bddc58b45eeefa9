import { serverHealth } from "@/lib/runtime/health";

// Readiness for load balancers, uptime checks and the deploy: see lib/runtime/health.ts.
export const dynamic = "force-dynamic";

export async function GET() {
  const { status, body } = await serverHealth();
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
