import "server-only";
import type { Grant, Role } from "../auth/roles";

// Staff accounts of the embedded sign-in. The administrator invites a person
// by email with a role; the invitation is a link that holds a random token (only its SHA-256 hash
// is stored) and expires; the invitee chooses a password there (kept as a scrypt hash) and the
// account is active. An administrator can disable an account, which ends its sessions at once
// (every request reads the account: lib/staff/auth/embedded-session.ts). SQLite (table staff_users) or
// Firestore (collection staffUsers), picked by DATA_BACKEND in store/index.ts.

export type StaffStatus = "invited" | "active" | "disabled";

export type StaffUser = {
  id: string;
  /** Lower case, trimmed: one account per address. */
  email: string;
  name: string;
  role: Role;
  /** What the account may do beyond its role (roles.ts GRANTS); empty for most. */
  grants: Grant[];
  status: StaffStatus;
  /** scrypt hash (lib/staff/auth/password.ts); null until the invitation is accepted. */
  passwordHash: string | null;
  /** The open invitation: the hash of its token and when it expires; null once accepted. */
  invite: { hash: string; expiresAt: Date } | null;
  createdAt: Date;
  /** The email of the administrator who invited the person. */
  createdBy: string;
  updatedAt: Date;
};

export type InviteInput = {
  id: string;
  email: string;
  name: string;
  role: Role;
  inviteHash: string;
  inviteExpiresAt: Date;
  by: string;
  now: Date;
};

export type InviteResult = { ok: true; user: StaffUser; renewed: boolean } | { ok: false; reason: "exists" };

export interface UserStore {
  /**
   * Invites a new address, or renews the invitation of one that has not accepted yet (new token,
   * new expiry, the name and role given now; the old link stops working). An address with an
   * active or disabled account is refused ("exists").
   */
  invite(input: InviteInput): Promise<InviteResult>;
  /**
   * Accepts the invitation whose token hashes to `inviteHash` if it is still open at `now`: sets the
   * password hash, activates the account and forgets the token, in one step (a link works once).
   * Null for an unknown, used or expired link.
   */
  acceptInvite(input: { inviteHash: string; passwordHash: string; now: Date }): Promise<StaffUser | null>;
  /** The open invitation a token hash names (not expired at `now`), for the invitation page. */
  byInvite(inviteHash: string, now: Date): Promise<StaffUser | null>;
  byEmail(email: string): Promise<StaffUser | null>;
  byId(id: string): Promise<StaffUser | null>;
  /** Every account, newest first. */
  list(): Promise<StaffUser[]>;
  /** Disables an account, or enables a disabled one again; an invited account can only be disabled. Null when unknown. */
  setStatus(id: string, status: "active" | "disabled", now: Date): Promise<StaffUser | null>;
  /** Changes the role. Null when unknown. */
  setRole(id: string, role: Role, now: Date): Promise<StaffUser | null>;
  /** Sets what the account may do beyond its role (the whole set). Null when unknown. */
  setGrants(id: string, grants: readonly Grant[], now: Date): Promise<StaffUser | null>;
}

export const normalEmail = (email: string): string => email.trim().toLowerCase();

export type StaffAccount = {
  /** The store's account id, or the Firebase user id. */
  id: string;
  email: string;
  name: string;
  role: Role;
  /** What the account may do beyond its role (roles.ts GRANTS). */
  grants: Grant[];
  /** Firebase: "invited" until the person has set a password. */
  status: StaffStatus;
  /** Embedded: when the open invitation's link expires; null otherwise. */
  inviteExpiresAt: Date | null;
  /** Firebase: an operator's administrator, by ADMIN_EMAILS or the claim admin=true (a setting, which no action here changes). */
  configured: boolean;
};
