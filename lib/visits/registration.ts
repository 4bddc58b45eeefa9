import "server-only";
import { handleLead, type LeadForm } from "@/lib/leads";
import { drainSoon } from "./drain-soon";
import { welcomeDeps } from "./runtime";
import { queueWelcome } from "./welcome";

/**
 * POST /api/register, /api/visit and /api/inquiry: the lead (lib/leads), then the registrant's
 * welcome message when SMS is on (lib/visits/welcome.ts), queued before the answer, which says
 * whether it is on its way; one SMS pass right after the answer sends it in seconds.
 */
export function handleRegistration(
  form: Exclude<LeadForm, "visit-booking">,
  request: Request,
  after: (task: () => Promise<unknown>) => void,
): Promise<Response> {
  return handleLead(form, request, after, {
    welcome: async () => {
      const deps = await welcomeDeps();
      if (!deps) return undefined;
      return async (lead, now) => {
        const answer = await queueWelcome(deps, lead, now);
        if (answer === "now" && lead.created) drainSoon(after);
        return answer;
      };
    },
  });
}
