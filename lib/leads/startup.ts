import "server-only";

/** Lead-capture work at server start (the outbox drainer). Filled in by the lead-capture issue. */
export async function startLeads(): Promise<void> {}
