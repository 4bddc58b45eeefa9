import type { NewLead } from "@/lib/leads/outbox";

/** A lead as intake hands it to a store: 김민준's registration from the home page, changed by `over`. */
export function newLead(over: Partial<NewLead> = {}): NewLead {
  return {
    form: "register",
    fields: { name: "김민준", phone: "01055556666", message: null, birthDate: null, email: null, visitDate: null },
    page: "/",
    referrer: null,
    utm: null,
    consentAt: new Date(),
    idempotencyKey: null,
    hasDestination: true,
    ...over,
  };
}
