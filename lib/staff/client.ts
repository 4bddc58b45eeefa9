// The browser's door of lib/staff: what the back office's client components may load (no
// server-only code). Roles and grants, the sign-in form's state and its server actions, and the
// Firebase sign-in SDK, loaded only when an administrator submits the form.

export { type Grant, grantLabel, GRANTS, holdsRole, mayDo, type Role, roleLabel, ROLES } from "./auth/roles";
export {
  type FirebaseWebConfig,
  initialSignInState,
  type SecondStepState,
  type SignInState,
} from "./auth/sign-in-state";
export { signIn, signInWithIdToken } from "./auth/actions";
export { secondStep } from "./auth/second-factor-actions";
export type { AcceptState } from "./auth/invite-actions";
export type { InviteState } from "./staff-actions";

/** The Firebase client SDK's sign-in, as its own chunk: it never reaches a visitor's bundle. */
export const firebaseClient = () => import("./auth/firebase-client");
