import { after } from "next/server";
import { handleLead, methodNotAllowed } from "@/lib/leads";
import { visitDeps, drainSoon, visitBookingAfterStore } from "@/lib/visits";

/** POST /api/visit-booking: the lead first (stored, forwarded), then the place in the slot (or, with SMS on, the one-time code first). */
export async function POST(request: Request) {
  return handleLead("visit-booking", request, after, {
    afterStore: async () => {
      const deps = await visitDeps();
      return visitBookingAfterStore(
        deps.verify ? { ...deps, verify: { ...deps.verify, sendSoon: () => drainSoon(after) } } : deps,
      );
    },
  });
}

export function GET() {
  return methodNotAllowed();
}
