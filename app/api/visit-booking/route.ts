import { after } from "next/server";
import { handleLead, methodNotAllowed } from "@/lib/leads";
import { visitDeps } from "@/lib/visit";
import { visitBookingAfterStore } from "@/lib/visit/lead-booking";

/** POST /api/visit-booking: the lead first (stored, forwarded), then the place in the slot. */
export async function POST(request: Request) {
  return handleLead("visit-booking", request, after, async () => visitBookingAfterStore(await visitDeps()));
}

export function GET() {
  return methodNotAllowed();
}
