import "server-only";
import { signInSetup, staffAccounts, normalEmail } from "@/lib/staff";

export type DeskAccount = { email: string; name: string };

/**
 * Who a lead can be assigned to: every active account (embedded: the store's, and the configured
 * administrator; Firebase: the users who hold a role, lib/staff/auth/firebase-staff.ts).
 */
export async function deskAccounts(): Promise<DeskAccount[]> {
  const setup = signInSetup();
  const owner =
    setup.enabled && setup.mode === "embedded" ? [{ email: normalEmail(setup.credentials.email), name: "관리자" }] : [];
  const staff = (await staffAccounts())
    .filter((a) => a.status === "active")
    .map((a) => ({ email: a.email, name: a.name }));
  return [...owner, ...staff.filter((s) => !owner.some((o) => o.email === s.email))];
}
