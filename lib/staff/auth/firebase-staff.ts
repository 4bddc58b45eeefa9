import "server-only";
import type { UserRecord } from "firebase-admin/auth";
import { firebaseAuth } from "@/lib/platform/firebase/auth";
import { log } from "@/lib/platform/log";
import { claimEntries, grantsInComplex, isOperatorAdmin, roleInComplex, roleOfClaims } from "./firebase";
import { grantsOf, type Grant, type Role } from "./roles";
import { thisComplex } from "./this-complex";
import { type StaffAccount, normalEmail } from "../users/users";

// Staff accounts in Firebase mode: the accounts are Firebase Auth users, shared by every complex
// of the project, and a person's role in a complex is that complex's entry of the custom claims
// `roles` and `grants` (firebase.ts RoleClaims), set here by an administrator's action
// (lib/staff/staff-actions.ts) for this complex only (thisComplex()): every write keeps the other
// complexes' entries. A new person is created without a password and sets one through a
// password-reset link that the administrator passes on (we send no email). Taking the role away
// or changing it revokes the user's refresh tokens, so their session cookies stop working at once
// (every request verifies with checkRevoked) on every complex, and the new roles come with the
// next sign-in. Every call runs under the store deadline (lib/platform/firebase/auth.ts).
// Claims are read, changed and written whole (Firebase has no conditional write for them): two
// administrators changing the same person in the same instant on two complexes may lose one change.

/** listUsers pages walked at most (1,000 users each): a project holds a complex's staff, not its visitors. */
export const LIST_PAGE_SIZE = 1000;
export const LIST_MAX_PAGES = 10;

export type FirebaseUserView = Pick<
  UserRecord,
  "uid" | "email" | "emailVerified" | "displayName" | "disabled" | "customClaims" | "providerData"
> & {
  metadata: Pick<UserRecord["metadata"], "creationTime">;
};

/** The claims a user record carries, as roleOfClaims reads them. */
function claimsOf(user: FirebaseUserView): Parameters<typeof roleOfClaims>[0] {
  const claims = user.customClaims ?? {};
  return {
    admin: claims.admin,
    roles: claims.roles,
    grants: claims.grants,
    email: user.email,
    email_verified: user.emailVerified,
  };
}

/**
 * The staff account a Firebase user is in `complex`, or null for a user who holds no role there (a
 * visitor's account, another complex's staff, an unverified ADMIN_EMAILS address). Without a
 * password yet the account is "invited"; "disabled" is the project's setting (an operator's, in
 * the Firebase console), which this site does not change. `configured`: an operator's
 * administrator (ADMIN_EMAILS or `admin: true`), which no action here changes.
 */
export function staffAccountOf(
  user: FirebaseUserView,
  allowedEmails: readonly string[],
  complex: string,
): StaffAccount | null {
  if (!user.email) return null;
  const claims = claimsOf(user);
  const role = roleOfClaims(claims, allowedEmails, complex);
  if (!role) return null;
  const hasPassword = user.providerData.some((provider) => provider.providerId === "password");
  return {
    id: user.uid,
    email: normalEmail(user.email),
    name: user.displayName?.trim() || normalEmail(user.email),
    role,
    grants: grantsInComplex(claims.grants, complex),
    status: user.disabled ? "disabled" : hasPassword ? "active" : "invited",
    inviteExpiresAt: null,
    configured: isOperatorAdmin(claims, allowedEmails),
  };
}

/**
 * The claims with `complex`'s entry set (`{ role, grants }`) or taken out (null); the other
 * complexes' entries and the claims this site does not own (`admin`, anything else) are kept. The
 * legacy project-wide `role` and a project-wide `grants` list go: they give nothing any more
 * (roleOfClaims). Empty maps are left out, to keep the claims small (Firebase caps them at 1000 bytes).
 */
export function claimsForComplex(
  claims: Record<string, unknown> | undefined,
  complex: string,
  entry: { role: Role; grants: readonly Grant[] } | null,
): Record<string, unknown> {
  const { role: _legacyRole, roles: roleClaim, grants: grantClaim, ...rest } = claims ?? {};
  const roles = { ...claimEntries(roleClaim) };
  const grants = { ...claimEntries(grantClaim) };
  delete roles[complex];
  delete grants[complex];
  if (entry) {
    roles[complex] = entry.role;
    const held = grantsOf(entry.grants);
    if (held.length) grants[complex] = held;
  }
  return {
    ...rest,
    ...(Object.keys(roles).length ? { roles } : {}),
    ...(Object.keys(grants).length ? { grants } : {}),
  };
}

/** True when an administrator set claims on the user (a role here or elsewhere, legacy ones too): a user cannot set their own. */
function vettedByAnAdministrator(claims: Record<string, unknown> | undefined): boolean {
  const { admin, role, roles } = claims ?? {};
  return admin === true || typeof role === "string" || Object.keys(claimEntries(roles)).length > 0;
}

/** Every user holding a role in this complex, newest first; at most LIST_MAX_PAGES pages are read. */
export async function listFirebaseStaff(allowedEmails: readonly string[]): Promise<StaffAccount[]> {
  const auth = firebaseAuth();
  const complex = thisComplex();
  const found: { account: StaffAccount; created: number }[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < LIST_MAX_PAGES; page += 1) {
    const result = await auth.listUsers(LIST_PAGE_SIZE, pageToken);
    for (const user of result.users) {
      const account = staffAccountOf(user, allowedEmails, complex);
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

/** The account of a user id in this complex, or null when unknown or holding no role here (nothing here touches other users). */
export async function firebaseStaffById(uid: string, allowedEmails: readonly string[]): Promise<StaffAccount | null> {
  const user = await userOrNull(firebaseAuth().getUser(uid));
  return user ? staffAccountOf(user, allowedEmails, thisComplex()) : null;
}

export type FirebaseInvite =
  /** new: a user made now; renewed: an invited user (no password yet) named again; granted: an existing user given a role here. `link`: the password link, when the account has no password. */
  | { ok: true; kind: "new" | "renewed" | "granted"; account: StaffAccount; link: string | null }
  /** exists: the address already has an account with a role here and a password; unverified: a user no administrator has given a role, whose address Firebase has not verified. */
  | { ok: false; reason: "exists" | "unverified" };

/**
 * Gives `input.email` the role in this complex: creates the user (no password) when there is none,
 * names one invited here again, or grants the role to an existing user whose address is verified
 * or whom an administrator has given a role before (another complex's staff, a legacy role). A
 * user made by someone else under an unverified address is refused: the web API key is public, so
 * anyone can open an account under an address before its owner is invited, and would get the role
 * with it. The other complexes' roles stay as they are.
 */
export async function inviteFirebaseStaff(
  input: { email: string; name: string; role: Role },
  allowedEmails: readonly string[],
): Promise<FirebaseInvite> {
  const auth = firebaseAuth();
  const complex = thisComplex();
  const email = normalEmail(input.email);
  let user = await userOrNull(auth.getUserByEmail(email));
  const current = user ? staffAccountOf(user, allowedEmails, complex) : null;
  let kind: "new" | "renewed" | "granted";
  if (!user) {
    user = await auth.createUser({ email, displayName: input.name });
    kind = "new";
  } else if (current && (current.status !== "invited" || current.configured)) {
    return { ok: false, reason: "exists" };
  } else if (current) {
    user = await auth.updateUser(user.uid, { displayName: input.name });
    kind = "renewed";
  } else if (!user.emailVerified && !vettedByAnAdministrator(user.customClaims)) {
    return { ok: false, reason: "unverified" };
  } else {
    if (!user.displayName?.trim()) user = await auth.updateUser(user.uid, { displayName: input.name });
    kind = "granted";
  }
  // A renewed invitation keeps the grants given here; a new or granted one starts without any.
  const customClaims = claimsForComplex(user.customClaims, complex, {
    role: input.role,
    grants: current?.grants ?? [],
  });
  await auth.setCustomUserClaims(user.uid, customClaims);
  const account = staffAccountOf({ ...user, customClaims }, allowedEmails, complex)!;
  const link = account.status === "invited" ? await auth.generatePasswordResetLink(email) : null;
  return { ok: true, kind, account, link };
}

/**
 * Takes away the user's role in this complex (and its grants) and revokes their sessions: they are
 * no longer staff here, and keep the roles other complexes gave them (which come back with their
 * next sign-in there). The user itself stays, as the project's users are every complex's; but an
 * invitation nobody took up (no password, no sign-in method) that held its last role here goes
 * with its user: nothing can use it any more, and a user left behind under an unverified address
 * could not be invited again (inviteFirebaseStaff refuses those), where a new invitation makes it anew.
 */
export async function removeFirebaseStaffRole(uid: string): Promise<void> {
  const auth = firebaseAuth();
  const user = await auth.getUser(uid);
  const claims = claimsForComplex(user.customClaims, thisComplex(), null);
  if (user.providerData.length === 0 && Object.keys(claims).length === 0) {
    await auth.deleteUser(uid);
    return;
  }
  await auth.setCustomUserClaims(uid, claims);
  await auth.revokeRefreshTokens(uid);
}

/**
 * Sets what the user may do here beyond the role (this complex's entry of `grants`) and ends their
 * sessions: it comes with the next sign-in. False when the user holds no role here (changeEntry).
 */
export async function setFirebaseStaffGrants(uid: string, grants: readonly Grant[]): Promise<boolean> {
  return changeEntry(uid, (current) => ({ role: current.role, grants }));
}

/**
 * Sets the user's role here (this complex's entry of `roles`, its grants kept) and revokes their
 * sessions: the new role applies from the next sign-in. False when the user holds no role here.
 */
export async function setFirebaseStaffRole(uid: string, role: Role): Promise<boolean> {
  return changeEntry(uid, (current) => ({ role, grants: current.grants }));
}

/**
 * Rewrites this complex's entry of a user, then revokes their sessions. The claims are read anew
 * here: when the entry is gone by now (another administrator took the role away), nothing is
 * written and the answer is false, so a change never gives back a role just taken.
 */
async function changeEntry(
  uid: string,
  next: (current: { role: Role; grants: readonly Grant[] }) => { role: Role; grants: readonly Grant[] },
): Promise<boolean> {
  const auth = firebaseAuth();
  const complex = thisComplex();
  const user = await auth.getUser(uid);
  const role = roleInComplex(user.customClaims?.roles, complex);
  if (!role) return false;
  const entry = next({ role, grants: grantsInComplex(user.customClaims?.grants, complex) });
  await auth.setCustomUserClaims(uid, claimsForComplex(user.customClaims, complex, entry));
  await auth.revokeRefreshTokens(uid);
  return true;
}
