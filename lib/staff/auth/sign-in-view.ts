import "server-only";
import { signInSetup, type SignInView } from "./config";
import { getAdmin } from "./session";

/** The signed-in administrator and the login form's setup; `live` false reads no session (a cached page). */
export async function signInView(live = true): Promise<SignInView> {
  return { admin: live ? await getAdmin() : null, setup: signInSetup() };
}
