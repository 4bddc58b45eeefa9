import "server-only";
import type { Db } from "@/lib/platform/db/sqlite";
import { dateOrNull, SqliteStore } from "@/lib/platform/db/sqlite-store";
import { grantsOf, type Grant, type Role } from "../../auth/roles";
import {
  normalEmail,
  type InviteInput,
  type InviteResult,
  type StaffStatus,
  type StaffUser,
  type UserStore,
} from "../users";

// Table staff_users of the site's SQLite file (see users.ts).

const MIGRATIONS = [
  `CREATE TABLE staff_users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    status TEXT NOT NULL,
    password_hash TEXT,
    invite_hash TEXT UNIQUE,
    invite_expires_at INTEGER,
    created_at INTEGER NOT NULL,
    created_by TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );`,
  // What an account may do beyond its role (a JSON array of roles.ts GRANTS).
  `ALTER TABLE staff_users ADD COLUMN grants TEXT NOT NULL DEFAULT '[]'`,
] as const;

type Row = {
  id: string;
  email: string;
  name: string;
  role: Role;
  grants: string;
  status: StaffStatus;
  password_hash: string | null;
  invite_hash: string | null;
  invite_expires_at: number | null;
  created_at: number;
  created_by: string;
  updated_at: number;
};

const userOf = (row: Row): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  grants: grantsOf(JSON.parse(row.grants || "[]")),
  status: row.status,
  passwordHash: row.password_hash,
  invite:
    row.invite_hash && row.invite_expires_at !== null
      ? { hash: row.invite_hash, expiresAt: new Date(row.invite_expires_at) }
      : null,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  updatedAt: dateOrNull(row.updated_at) ?? new Date(row.created_at),
});

export class SqliteUserStore extends SqliteStore implements UserStore {
  constructor(db: Db) {
    super(db, "users", MIGRATIONS);
  }

  private row(where: string, value: string): StaffUser | null {
    const row = this.sql(`SELECT * FROM staff_users WHERE ${where} = ?`).get(value) as Row | undefined;
    return row ? userOf(row) : null;
  }

  async invite(input: InviteInput): Promise<InviteResult> {
    const email = normalEmail(input.email);
    return this.db
      .transaction((): InviteResult => {
        const existing = this.row("email", email);
        if (existing && existing.passwordHash !== null) return { ok: false, reason: "exists" };
        const now = input.now.getTime();
        if (existing) {
          this.sql(
            "UPDATE staff_users SET name = ?, role = ?, status = 'invited', invite_hash = ?, invite_expires_at = ?, updated_at = ? WHERE id = ?",
          ).run(input.name, input.role, input.inviteHash, input.inviteExpiresAt.getTime(), now, existing.id);
          return { ok: true, user: this.row("id", existing.id)!, renewed: true };
        }
        this.sql(
          `INSERT INTO staff_users (id, email, name, role, status, password_hash, invite_hash, invite_expires_at, created_at, created_by, updated_at)
         VALUES (?, ?, ?, ?, 'invited', NULL, ?, ?, ?, ?, ?)`,
        ).run(
          input.id,
          email,
          input.name,
          input.role,
          input.inviteHash,
          input.inviteExpiresAt.getTime(),
          now,
          normalEmail(input.by),
          now,
        );
        return { ok: true, user: this.row("id", input.id)!, renewed: false };
      })
      .immediate();
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
    return this.db
      .transaction((): StaffUser | null => {
        const user = this.row("invite_hash", inviteHash);
        if (!user || user.status !== "invited" || !user.invite || user.invite.expiresAt.getTime() <= now.getTime())
          return null;
        this.sql(
          "UPDATE staff_users SET password_hash = ?, status = 'active', invite_hash = NULL, invite_expires_at = NULL, updated_at = ? WHERE id = ?",
        ).run(passwordHash, now.getTime(), user.id);
        return this.row("id", user.id);
      })
      .immediate();
  }

  async byInvite(inviteHash: string, now: Date): Promise<StaffUser | null> {
    const user = this.row("invite_hash", inviteHash);
    return user && user.status === "invited" && user.invite && user.invite.expiresAt.getTime() > now.getTime()
      ? user
      : null;
  }

  async byEmail(email: string): Promise<StaffUser | null> {
    return this.row("email", normalEmail(email));
  }

  async byId(id: string): Promise<StaffUser | null> {
    return this.row("id", id);
  }

  async list(): Promise<StaffUser[]> {
    return (this.sql("SELECT * FROM staff_users ORDER BY created_at DESC, id").all() as Row[]).map(userOf);
  }

  async setStatus(id: string, status: "active" | "disabled", now: Date): Promise<StaffUser | null> {
    return this.db
      .transaction((): StaffUser | null => {
        const user = this.row("id", id);
        if (!user) return null;
        // An account without a password cannot be enabled (it is re-invited instead); disabling an invitation withdraws its link.
        if (status === "active" && user.passwordHash === null) return user;
        this.sql(
          `UPDATE staff_users SET status = ?, ${status === "disabled" ? "invite_hash = NULL, invite_expires_at = NULL," : ""} updated_at = ? WHERE id = ?`,
        ).run(status, now.getTime(), id);
        return this.row("id", id);
      })
      .immediate();
  }

  async setGrants(id: string, grants: readonly Grant[], now: Date): Promise<StaffUser | null> {
    if (
      this.sql("UPDATE staff_users SET grants = ?, updated_at = ? WHERE id = ?").run(
        JSON.stringify(grantsOf(grants)),
        now.getTime(),
        id,
      ).changes === 0
    )
      return null;
    return this.row("id", id);
  }

  async setRole(id: string, role: Role, now: Date): Promise<StaffUser | null> {
    if (
      this.sql("UPDATE staff_users SET role = ?, updated_at = ? WHERE id = ?").run(role, now.getTime(), id).changes ===
      0
    )
      return null;
    return this.row("id", id);
  }
}
