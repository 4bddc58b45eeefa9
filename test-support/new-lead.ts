import type { LeadRecord, NewLead } from "@/lib/leads/outbox";

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

/** A lead as a store gives it back (the admin's formats and lists read these): delivered, no extras, changed by `over`. */
export function storedLead(over: Partial<LeadRecord> = {}): LeadRecord {
  const at = new Date("2026-11-23T07:04:05Z");
  return {
    id: "l0",
    form: "register",
    name: "김분양",
    phone: "01012345678",
    message: null,
    birthDate: null,
    email: null,
    visitDate: null,
    page: "/",
    referrer: null,
    utm: null,
    clickIds: null,
    consents: null,
    firstLeadId: null,
    consentAt: at,
    createdAt: at,
    status: "delivered",
    attempts: 1,
    lastError: null,
    deliveredAt: null,
    nextAttemptAt: null,
    ...over,
  };
}
