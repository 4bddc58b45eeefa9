import "server-only";
import { createHash } from "node:crypto";
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { grantsOf, type Grant, type Role } from "../../auth/roles";
import {
  normalEmail,
  type InviteInput,
  type InviteResult,
  type StaffStatus,
  type StaffUser,
  type UserStore,
} from "../users";

// Collection staffUsers (document id = the account's id) and staffEmails (document id = SHA-256 of
// the address, field id): the second makes one account per address inside a transaction. Single-
// field queries only (inviteHash), so no composite index (see users.ts).

export const STAFF_COLLECTIONS = { users: "staffUsers", emails: "staffEmails" } as const;
const USERS = STAFF_COLLECTIONS.users;
const EMAILS = STAFF_COLLECTIONS.emails;

/** The id of an address's staffEmails document (its field `id` names the account). */
export const emailKey = (email: string) => createHash("sha256").update(normalEmail(email)).digest("hex");
export const staffEmailDocument = (userId: string) => ({ id: userId });

/** An account's staffUsers document (id = user.id); the invitation's fields are null once it is accepted or withdrawn. */
export const staffUserDocument = (user: StaffUser) => ({
  email: user.email,
  name: user.name,
  role: user.role,
  grants: user.grants,
  status: user.status,
  passwordHash: user.passwordHash,
  inviteHash: user.invite?.hash ?? null,
  inviteExpiresAt: user.invite ? Timestamp.fromDate(user.invite.expiresAt) : null,
  createdAt: Timestamp.fromDate(user.createdAt),
  createdBy: user.createdBy,
  updatedAt: Timestamp.fromDate(user.updatedAt),
});

function userOf(snap: DocumentSnapshot): StaffUser | null {
  if (!snap.exists) return null;
  const d = snap.data()!;
  const inviteExpiresAt = d.inviteExpiresAt instanceof Timestamp ? d.inviteExpiresAt.toDate() : null;
  return {
    id: snap.id,
    email: d.email as string,
    name: d.name as string,
    role: d.role as Role,
    grants: grantsOf(d.grants),
    status: d.status as StaffStatus,
    passwordHash: (d.passwordHash as string | null) ?? null,
    invite:
      typeof d.inviteHash === "string" && inviteExpiresAt ? { hash: d.inviteHash, expiresAt: inviteExpiresAt } : null,
    createdAt: (d.createdAt as Timestamp).toDate(),
    createdBy: d.createdBy as string,
    updatedAt: (d.updatedAt as Timestamp).toDate(),
  };
}

const openInvite = (user: StaffUser | null, inviteHash: string, now: Date): user is StaffUser =>
  !!user &&
  user.status === "invited" &&
  user.invite?.hash === inviteHash &&
  user.invite.expiresAt.getTime() > now.getTime();

export class FirestoreUserStore implements UserStore {
  constructor(private readonly db: Firestore) {}

  private get users() {
    return this.db.collection(USERS);
  }

  async invite(input: InviteInput): Promise<InviteResult> {
    const email = normalEmail(input.email);
    const emailRef = this.db.collection(EMAILS).doc(emailKey(email));
    const now = Timestamp.fromDate(input.now);
    const invite = { inviteHash: input.inviteHash, inviteExpiresAt: Timestamp.fromDate(input.inviteExpiresAt) };
    const result = await this.db.runTransaction(async (tx): Promise<{ id: string; renewed: boolean } | null> => {
      const owner = await tx.get(emailRef);
      if (owner.exists) {
        const ref = this.users.doc(owner.get("id") as string);
        const existing = userOf(await tx.get(ref));
        if (existing && existing.passwordHash !== null) return null;
        if (existing) {
          tx.update(ref, { name: input.name, role: input.role, status: "invited", ...invite, updatedAt: now });
          return { id: existing.id, renewed: true };
        }
      }
      tx.set(emailRef, staffEmailDocument(input.id));
      tx.create(
        this.users.doc(input.id),
        staffUserDocument({
          id: input.id,
          email,
          name: input.name,
          role: input.role,
          grants: [],
          status: "invited",
          passwordHash: null,
          invite: { hash: input.inviteHash, expiresAt: input.inviteExpiresAt },
          createdAt: input.now,
          createdBy: normalEmail(input.by),
          updatedAt: input.now,
        }),
      );
      return { id: input.id, renewed: false };
    });
    if (!result) return { ok: false, reason: "exists" };
    return { ok: true, user: (await this.byId(result.id))!, renewed: result.renewed };
  }

  async acceptInvite({
    inviteHash,
    passwordHash,
    now,
  }: {
    inviteHash: string;
    passwordHash: string;
    now: Date;
  }): Promise<StaffUser | null> {
    const found = await this.users.where("inviteHash", "==", inviteHash).limit(1).get();
    if (found.empty) return null;
    const ref = found.docs[0]!.ref;
    const accepted = await this.db.runTransaction(async (tx) => {
      // Read again inside the transaction: a second use of the same link finds it gone.
      if (!openInvite(userOf(await tx.get(ref)), inviteHash, now)) return false;
      tx.update(ref, {
        passwordHash,
        status: "active",
        inviteHash: null,
        inviteExpiresAt: null,
        updatedAt: Timestamp.fromDate(now),
      });
      return true;
    });
    return accepted ? this.byId(ref.id) : null;
  }

  async byInvite(inviteHash: string, now: Date): Promise<StaffUser | null> {
    const found = await this.users.where("inviteHash", "==", inviteHash).limit(1).get();
    const user = found.empty ? null : userOf(found.docs[0]!);
    return openInvite(user, inviteHash, now) ? user : null;
  }

  async byEmail(email: string): Promise<StaffUser | null> {
    const owner = await this.db.collection(EMAILS).doc(emailKey(email)).get();
    return owner.exists ? this.byId(owner.get("id") as string) : null;
  }

  async byId(id: string): Promise<StaffUser | null> {
    return userOf(await this.users.doc(id).get());
  }

  async list(): Promise<StaffUser[]> {
    const all = (await this.users.get()).docs.map(userOf).filter((u): u is StaffUser => u !== null);
    return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async setStatus(id: string, status: "active" | "disabled", now: Date): Promise<StaffUser | null> {
    const ref = this.users.doc(id);
    const found = await this.db.runTransaction(async (tx) => {
      const user = userOf(await tx.get(ref));
      if (!user) return false;
      if (status === "active" && user.passwordHash === null) return true;
      tx.update(ref, {
        status,
        ...(status === "disabled" ? { inviteHash: null, inviteExpiresAt: null } : {}),
        updatedAt: Timestamp.fromDate(now),
      });
      return true;
    });
    return found ? this.byId(id) : null;
  }

  async setGrants(id: string, grants: readonly Grant[], now: Date): Promise<StaffUser | null> {
    try {
      await this.users.doc(id).update({ grants: grantsOf(grants), updatedAt: Timestamp.fromDate(now) });
    } catch (error) {
      if ((error as { code?: number }).code === 5) return null; // NOT_FOUND
      throw error;
    }
    return this.byId(id);
  }

  async setRole(id: string, role: Role, now: Date): Promise<StaffUser | null> {
    try {
      await this.users.doc(id).update({ role, updatedAt: Timestamp.fromDate(now) });
    } catch (error) {
      if ((error as { code?: number }).code === 5) return null; // NOT_FOUND
      throw error;
    }
    return this.byId(id);
  }
}
