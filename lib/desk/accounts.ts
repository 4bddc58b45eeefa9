import "server-only";
import { signInSetup } from "@/lib/auth/config";
import { normalEmail } from "@/lib/auth/users";
import { userStore } from "@/lib/auth/users-runtime";

export type DeskAccount = { email: string; name: string };

/** Who a lead can be assigned to: the configured administrator and every active account. */
export async function deskAccounts(): Promise<DeskAccount[]> {
  const setup = signInSetup();
  const owner = setup.enabled && setup.mode === "embedded" ? [{ email: normalEmail(setup.credentials.email), name: "관리자" }] : [];
  const staff = (await (await userStore()).list()).filter((u) => u.status === "active").map((u) => ({ email: u.email, name: u.name }));
  return [...owner, ...staff.filter((s) => !owner.some((o) => o.email === s.email))];
}
