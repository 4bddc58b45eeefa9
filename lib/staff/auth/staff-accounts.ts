import "server-only";
import { env } from "@/lib/env";
import { signInSetup } from "./config";
import type { StaffAccount } from "../users/users";
import { userStore } from "../users/store/index";

// The staff accounts of whichever sign-in the server uses, as the staff page and the sales desk see
// them: embedded, the accounts of the user store (users.ts); Firebase, the Firebase Auth users who
// hold a role (firebase-staff.ts, loaded only in that mode).

/** Every account, newest first. */
export async function staffAccounts(): Promise<StaffAccount[]> {
  const setup = signInSetup();
  if (setup.mode === "firebase") {
    if (!setup.enabled) return [];
    const { listFirebaseStaff } = await import("./firebase-staff");
    return listFirebaseStaff(env().ADMIN_EMAILS);
  }
  return (await (await userStore()).list()).map((user) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    grants: user.grants,
    status: user.status,
    inviteExpiresAt: user.status === "invited" ? (user.invite?.expiresAt ?? null) : null,
    configured: false,
  }));
}
