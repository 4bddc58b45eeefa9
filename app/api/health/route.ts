import { handleHealthGet } from "@/lib/server";

// Readiness for load balancers, uptime checks and the deploy: see lib/server/health.ts.
export const dynamic = "force-dynamic";

export const GET = (request: Request) => handleHealthGet(request);
