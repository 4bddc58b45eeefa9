import "server-only";
import type { UserRecord } from "firebase-admin/auth";
import { firebaseAuth } from "@/lib/platform/firebase/auth";
import { log } from "@/lib/platform/log";
import { isListedEmail, roleOfClaims } from "./firebase";
import { grantsOf, type Grant, type Role } from "./roles";
import { type StaffAccount, normalEmail } from "../users/users";

// Staff accounts in Firebase mode: the accounts are Firebase Auth users and
// the role is their custom claim `role` ("admin" | "staff"), set here by an administrator's action
// (lib/staff/staff-actions.ts). A new person is created without a password and sets one through a
// password-reset link that the administrator passes on (we send no email). Disabling an account
// or changing its role revokes its refresh tokens, so its session cookies stop working at once
// (every request verifies with checkRevoked); the new role comes with the next sign-in. Every
// call runs under the store deadline (lib/platform/firebase/auth.ts).

/** listUsers pages walked at most (1,000 users each): a project holds a complex's staff, not its visitors. */
export const LIST_PAGE_SIZE = 1000;
export const LIST_MAX_PAGES = 10;

export type FirebaseUserView = Pick<
  UserRecord,
  "uid" | "email" | "emailVerified" | "displayName" | "disabled" | "customClaims" | "providerData"
> & {
  metadata: Pick<UserRecord["metadata"], "creationTime">;
};

/**
 * The staff account a Firebase user is, or null for a user who holds no role (a visitor's account,
 * an unverified ADMIN_EMAILS address). Without a password yet the account is "invited".
 */
export function staffAccountOf(user: FirebaseUserView, allowedEmails: readonly string[]): StaffAccount | null {
  if (!user.email) return null;
  const claims = user.customClaims ?? {};
  const role = roleOfClaims(
    { admin: claims.admin, role: claims.role, email: user.email, email_verified: user.emailVerified },
    allowedEmails,
  );
  if (!role) return null;
  const hasPassword = user.providerData.some((provider) => provider.providerId === "password");
  return {
    id: user.uid,
    email: normalEmail(user.email),
    name: user.displayName?.trim() || normalEmail(user.email),
    role,
    grants: grantsOf(claims.grants),
    status: user.disabled ? "disabled" : hasPassword ? "active" : "invited",
    inviteExpiresAt: null,
    configured: user.emailVerified && isListedEmail(user.email, allowedEmails),
  };
}

/** The claims with `role` set and the legacy admin=true dropped (it would outrank a new staff role); other claims are kept. */
export function claimsWithRole(claims: Record<string, unknown> | undefined, role: Role): Record<string, unknown> {
  const { admin: _legacy, ...rest } = claims ?? {};
  return { ...rest, role };
}

/** Every user holding a role, newest first; at most LIST_MAX_PAGES pages are read. */
export async function listFirebaseStaff(allowedEmails: readonly string[]): Promise<StaffAccount[]> {
  const auth = firebaseAuth();
  const found: { account: StaffAccount; created: number }[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < LIST_MAX_PAGES; page += 1) {
    const result = await auth.listUsers(LIST_PAGE_SIZE, pageToken);
    for (const user of result.users) {
      const account = staffAccountOf(user, allowedEmails);
      if (account) found.push({ account, created: Date.parse(user.metadata.creationTime) || 0 });
    }
    pageToken = result.pageToken;
    if (!pageToken) break;
  }
  if (pageToken)
    log.warn(
      `[auth] the Firebase project has more than ${LIST_PAGE_SIZE * LIST_MAX_PAGES} users: the staff list shows those of the first ${LIST_MAX_PAGES} pages`,
    );
  return found.sort((a, b) => b.created - a.created).map((f) => f.account);
}

const isNotFound = (error: unknown) => (error as { code?: string } | null)?.code === "auth/user-not-found";

async function userOrNull(lookup: Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The account of a user id, or null when unknown or holding no role (nothing here touches other users). */
export async function firebaseStaffById(uid: string, allowedEmails: readonly string[]): Promise<StaffAccount | null> {
  const user = await userOrNull(firebaseAuth().getUser(uid));
  return user ? staffAccountOf(user, allowedEmails) : null;
}

export type FirebaseInvite =
  /** new: a user made now; renewed: an invited user (no password yet) named again; granted: an existing user given a role. `link`: the password link, when the account has no password. */
  | { ok: true; kind: "new" | "renewed" | "granted"; account: StaffAccount; link: string | null }
  /** exists: the address already has an account with a role and a password; unverified: a user without a role whose address Firebase has not verified. */
  | { ok: false; reason: "exists" | "unverified" };

/**
 * Gives `input.email` the role: creates the user (no password) when there is none, names an invited
 * one again, or grants the role to an existing user whose address is verified. A user made by
 * someone else under an unverified address is refused: the web API key is public, so anyone can
 * open an account under an address before its owner is invited, and would get the role with it.
 */
export async function inviteFirebaseStaff(
  input: { email: string; name: string; role: Role },
  allowedEmails: readonly string[],
): Promise<FirebaseInvite> {
  const auth = firebaseAuth();
  const email = normalEmail(input.email);
  let user = await userOrNull(auth.getUserByEmail(email));
  const current = user ? staffAccountOf(user, allowedEmails) : null;
  let kind: "new" | "renewed" | "granted";
  if (!user) {
    user = await auth.createUser({ email, displayName: input.name });
    kind = "new";
  } else if (current && current.status !== "invited") {
    return { ok: false, reason: "exists" };
  } else if (current) {
    user = await auth.updateUser(user.uid, { displayName: input.name });
    kind = "renewed";
  } else if (!user.emailVerified) {
    return { ok: false, reason: "unverified" };
  } else {
    if (!user.displayName?.trim()) user = await auth.updateUser(user.uid, { displayName: input.name });
    kind = "granted";
  }
  const customClaims = claimsWithRole(user.customClaims, input.role);
  await auth.setCustomUserClaims(user.uid, customClaims);
  const account = staffAccountOf({ ...user, customClaims }, allowedEmails)!;
  const link = account.status === "invited" ? await auth.generatePasswordResetLink(email) : null;
  return { ok: true, kind, account, link };
}

/** Disables the account and revokes its sessions, or enables it again (its old sessions stay revoked). */
export async function setFirebaseStaffStatus(uid: string, status: "active" | "disabled"): Promise<void> {
  const auth = firebaseAuth();
  await auth.updateUser(uid, { disabled: status === "disabled" });
  if (status === "disabled") await auth.revokeRefreshTokens(uid);
}

/** Sets the role claim and revokes the account's sessions: the new role applies from its next sign-in. */
/** Sets what the user may do beyond the role (the claim `grants`) and ends their sessions: it comes with the next sign-in. */
export async function setFirebaseStaffGrants(uid: string, grants: readonly Grant[]): Promise<void> {
  const auth = firebaseAuth();
  const user = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), grants: grantsOf(grants) });
  await auth.revokeRefreshTokens(uid);
}

export async function setFirebaseStaffRole(uid: string, role: Role): Promise<void> {
  const auth = firebaseAuth();
  const user = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, claimsWithRole(user.customClaims, role));
  await auth.revokeRefreshTokens(uid);
}
