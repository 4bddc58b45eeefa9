import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import type { Admin } from "@/lib/staff/auth/session-token";
import { clientAddress } from "@/lib/platform/http/client-address";
import { log } from "@/lib/platform/log";
import { DAY_MS } from "@/lib/platform/time/kst";
import { ACCESS_KEEP_DAYS, MAX_TARGETS, type AccessAction, type AccessRecord } from "./records";
import { accessRecords } from "./store";
export { accessRecords } from "./store";

export { ACCESS_ACTIONS, ACCESS_KEEP_DAYS, type AccessAction, type AccessRecord } from "./records";

// Writing and reading access records (records.ts). A page or export that shows personal data
// records the access before it answers; when the record cannot be written the request fails
// (no record, no access), like any other store error.

/** Who acted: a signed-in account, or (a refused sign-in) the address that was typed. */
export type Actor = Pick<Admin, "email" | "role"> | { email: string; role: null };

/** The record of one access, for this request's client address. */
export function accessRecord(
  actor: Actor,
  action: AccessAction,
  what: { targets?: readonly string[]; count?: number; detail?: string } = {},
  address = "unknown",
  now = new Date(),
): AccessRecord {
  const targets = (what.targets ?? []).slice(0, MAX_TARGETS);
  return {
    id: randomUUID(),
    at: now,
    actor: actor.email.trim().toLowerCase().slice(0, 254),
    role: actor.role,
    action,
    targets,
    count: what.count ?? what.targets?.length ?? 0,
    address,
    detail: (what.detail ?? "").slice(0, 500),
  };
}

/** Records an access made in this request (server components, actions and routes). */
export async function recordAccess(
  actor: Actor,
  action: AccessAction,
  what: { targets?: readonly string[]; count?: number; detail?: string } = {},
): Promise<void> {
  const address = clientAddress(await headers());
  await (await accessRecords()).append(accessRecord(actor, action, what, address));
}

/**
 * A signed-in person was refused a page or an export (`view-refused`) or a save (`save-refused`)
 * for want of a role or a grant: recorded with what was asked and what it needs. A record that
 * cannot be written is logged; the refusal stands either way.
 */
export async function recordRefusal(
  actor: Actor,
  action: "view-refused" | "save-refused",
  detail: string,
): Promise<void> {
  await recordAccess(actor, action, { detail }).catch((error: unknown) =>
    log.error("[access] could not record a refusal", { error }),
  );
}

/**
 * A search term as the access record keeps it: its first character, the rest masked, so the record
 * shows that a person was looked for without naming them (a name, or digits of a phone number).
 */
export function maskedTerm(term: string): string {
  const chars = [...term.trim()];
  return chars.length ? chars[0] + "*".repeat(chars.length - 1) : "";
}

/** The retention job: records older than ACCESS_KEEP_DAYS go. */
export async function purgeAccessRecords(now: Date): Promise<number> {
  return (await accessRecords()).purge(new Date(now.getTime() - ACCESS_KEEP_DAYS * DAY_MS));
}
