import "server-only";
import { signInSetup, type SignInView } from "./config";
import { pendingView } from "./pending-cookie";
import { getAdmin } from "./session";

/**
 * The signed-in administrator, the login form's setup, and a sign-in waiting for its second step;
 * `live` false reads no cookie (a cached page).
 */
export async function signInView(live = true): Promise<SignInView> {
  if (!live) return { admin: null, setup: signInSetup() };
  const admin = await getAdmin();
  return { admin, setup: signInSetup(), pending: admin ? null : await pendingView() };
}
