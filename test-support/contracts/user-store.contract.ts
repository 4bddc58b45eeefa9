import { describe, expect, it } from "vitest";
import type { EmbeddedCredentials } from "@/lib/staff/auth/config";
import { embeddedAdmin, openEmbeddedSession, staffCredentials } from "@/lib/staff/auth/embedded-session";
import type { AdminSessionStore } from "@/lib/staff/auth/sessions";
import type { InviteInput, UserStore } from "@/lib/staff/users/users";

// One behaviour, two stores: the SQLite and the Firestore user store both run this suite, each with
// the session store of the same backend. `fresh` gives empty stores for each case.

const t0 = new Date("2026-11-27T09:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;
const key = new TextEncoder().encode("contract-user-key-".repeat(3));
const owner: EmbeddedCredentials = { email: "owner@example.com", kind: "hash", hash: "scrypt$32768$8$1$c2FsdA$aGFzaA" };
const HASH = "scrypt$1024$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";

let ids = 0;
const invite = (over: Partial<InviteInput> = {}): InviteInput => ({
  id: `00000000-0000-4000-8000-${String(++ids).padStart(12, "0")}`,
  email: "Kim@Example.com ",
  name: "김상담",
  role: "staff",
  inviteHash: `hash-${ids}`,
  inviteExpiresAt: at(72 * HOUR),
  by: "Owner@Example.com",
  now: t0,
  ...over,
});

export function userStoreContract(
  name: string,
  fresh: () => Promise<{ users: UserStore; sessions: AdminSessionStore }>,
) {
  describe(`staff accounts: ${name}`, () => {
    it("invites an address once, keeps it in lower case, and finds the open invitation by its hash", async () => {
      const { users } = await fresh();
      const first = await users.invite(invite({ inviteHash: "h-first" }));
      expect(first).toMatchObject({
        ok: true,
        renewed: false,
        user: {
          email: "kim@example.com",
          name: "김상담",
          role: "staff",
          status: "invited",
          passwordHash: null,
          createdBy: "owner@example.com",
        },
      });
      expect(await users.byInvite("h-first", t0)).toMatchObject({ email: "kim@example.com" });
      expect(await users.byInvite("h-first", at(72 * HOUR))).toBeNull();
      expect(await users.byInvite("unknown", t0)).toBeNull();
      expect(await users.byEmail(" KIM@example.com")).toMatchObject({ status: "invited" });
    });

    it("renews an invitation not yet accepted: the old link stops working, the name and role are the new ones", async () => {
      const { users } = await fresh();
      const first = await users.invite(invite({ inviteHash: "h-old" }));
      const again = await users.invite(invite({ inviteHash: "h-new", name: "김상담2", role: "admin", now: at(HOUR) }));
      expect(again).toMatchObject({ ok: true, renewed: true, user: { name: "김상담2", role: "admin" } });
      expect(again.ok && first.ok && again.user.id).toBe(first.ok && first.user.id);
      expect(await users.byInvite("h-old", at(HOUR))).toBeNull();
      expect(await users.acceptInvite({ inviteHash: "h-old", passwordHash: HASH, now: at(HOUR) })).toBeNull();
      expect((await users.list()).length).toBe(1);
    });

    it("accepts a link once, before it expires; then the address has an account and cannot be invited again", async () => {
      const { users } = await fresh();
      await users.invite(invite({ inviteHash: "h-late", email: "late@example.com" }));
      expect(await users.acceptInvite({ inviteHash: "h-late", passwordHash: HASH, now: at(72 * HOUR) })).toBeNull();
      await users.invite(invite({ inviteHash: "h-ok" }));
      const accepted = await users.acceptInvite({ inviteHash: "h-ok", passwordHash: HASH, now: at(HOUR) });
      expect(accepted).toMatchObject({ status: "active", passwordHash: HASH, invite: null });
      expect(await users.acceptInvite({ inviteHash: "h-ok", passwordHash: "scrypt$other", now: at(HOUR) })).toBeNull();
      expect((await users.byEmail("kim@example.com"))?.passwordHash).toBe(HASH);
      expect(await users.invite(invite({ inviteHash: "h-again" }))).toEqual({ ok: false, reason: "exists" });
    });

    it("two uses of one link at the same moment make one password", async () => {
      const { users } = await fresh();
      await users.invite(invite({ inviteHash: "h-race" }));
      const both = await Promise.all([
        users.acceptInvite({ inviteHash: "h-race", passwordHash: "scrypt$a", now: at(HOUR) }),
        users.acceptInvite({ inviteHash: "h-race", passwordHash: "scrypt$b", now: at(HOUR) }),
      ]);
      expect(both.filter((u) => u !== null)).toHaveLength(1);
      expect(["scrypt$a", "scrypt$b"]).toContain((await users.byEmail("kim@example.com"))?.passwordHash);
    });

    it("disables and enables an account; disabling an invitation withdraws its link; an account without a password is not enabled", async () => {
      const { users } = await fresh();
      const pending = await users.invite(invite({ inviteHash: "h-pending", email: "pending@example.com" }));
      await users.invite(invite({ inviteHash: "h-active" }));
      const active = (await users.acceptInvite({ inviteHash: "h-active", passwordHash: HASH, now: t0 }))!;
      expect(await users.setStatus(active.id, "disabled", at(HOUR))).toMatchObject({ status: "disabled" });
      expect(await users.setStatus(active.id, "active", at(2 * HOUR))).toMatchObject({
        status: "active",
        passwordHash: HASH,
      });
      const pendingId = pending.ok ? pending.user.id : "";
      expect(await users.setStatus(pendingId, "disabled", at(HOUR))).toMatchObject({
        status: "disabled",
        invite: null,
      });
      expect(await users.byInvite("h-pending", at(HOUR))).toBeNull();
      expect(await users.setStatus(pendingId, "active", at(HOUR))).toMatchObject({ status: "disabled" });
      // Invited again, the account without a password gets a new link.
      expect(
        await users.invite(invite({ inviteHash: "h-pending-2", email: "pending@example.com", now: at(2 * HOUR) })),
      ).toMatchObject({ ok: true, renewed: true, user: { status: "invited" } });
      expect(await users.setStatus("00000000-0000-4000-8000-999999999999", "disabled", t0)).toBeNull();
    });

    it("changes a role, lists the newest first", async () => {
      const { users } = await fresh();
      const a = await users.invite(invite({ email: "a@example.com", now: t0 }));
      const b = await users.invite(invite({ email: "b@example.com", now: at(HOUR) }));
      expect((await users.list()).map((u) => u.email)).toEqual(["b@example.com", "a@example.com"]);
      expect(await users.setRole(a.ok ? a.user.id : "", "admin", at(HOUR))).toMatchObject({ role: "admin" });
      expect(await users.setRole("00000000-0000-4000-8000-999999999999", "admin", t0)).toBeNull();
      expect(b.ok).toBe(true);
    });

    it("an account starts with no grant; a grant is set and taken back whole, unknown ones dropped", async () => {
      const { users } = await fresh();
      const a = await users.invite(invite({ email: "g@example.com", now: t0 }));
      const id = a.ok ? a.user.id : "";
      expect((await users.byId(id))?.grants).toEqual([]);
      expect(await users.setGrants(id, ["units"], at(HOUR))).toMatchObject({ grants: ["units"] });
      expect((await users.byEmail("g@example.com"))?.grants).toEqual(["units"]);
      expect(await users.setGrants(id, ["units", "press" as never], at(HOUR))).toMatchObject({ grants: ["units"] });
      expect(await users.setGrants(id, [], at(HOUR))).toMatchObject({ grants: [] });
      expect(await users.setGrants("00000000-0000-4000-8000-999999999999", ["units"], t0)).toBeNull();
    });

    it("a staff session carries the account's role, ends the moment the account is disabled, and follows a role change", async () => {
      const { users, sessions } = await fresh();
      await users.invite(invite({ inviteHash: "h-s" }));
      const user = (await users.acceptInvite({ inviteHash: "h-s", passwordHash: HASH, now: t0 }))!;
      const ctx = { credentials: owner, key, store: sessions, users, now: t0 };
      const cookie = await openEmbeddedSession(ctx, staffCredentials(user)!);
      const ownerCookie = await openEmbeddedSession(ctx);
      expect(await embeddedAdmin(cookie, ctx)).toEqual({
        email: "kim@example.com",
        role: "staff",
        name: "김상담",
        userId: user.id,
        grants: [],
      });
      // A grant applies to the next request, as a role does.
      await users.setGrants(user.id, ["units"], t0);
      expect(await embeddedAdmin(cookie, ctx)).toMatchObject({ role: "staff", grants: ["units"] });
      await users.setRole(user.id, "admin", t0);
      expect(await embeddedAdmin(cookie, ctx)).toMatchObject({ role: "admin" });
      await users.setStatus(user.id, "disabled", t0);
      expect(await embeddedAdmin(cookie, ctx)).toBeNull();
      expect(await sessions.endAllFor("KIM@example.com")).toBe(1);
      await users.setStatus(user.id, "active", t0);
      // Enabled again, the old cookie's session is gone: a new sign-in is needed.
      expect(await embeddedAdmin(cookie, ctx)).toBeNull();
      expect(await embeddedAdmin(ownerCookie, ctx)).toEqual({ email: "owner@example.com", role: "admin" });
      // Without the user store (or for an unknown address) a staff cookie names no one.
      expect(
        await embeddedAdmin(await openEmbeddedSession(ctx, staffCredentials(user)!), { ...ctx, users: undefined }),
      ).toBeNull();
    });

    it("a new password (a new account under the same address) ends the sessions of the old one", async () => {
      const { users, sessions } = await fresh();
      await users.invite(invite({ inviteHash: "h-p" }));
      const user = (await users.acceptInvite({ inviteHash: "h-p", passwordHash: HASH, now: t0 }))!;
      const ctx = { credentials: owner, key, store: sessions, users, now: t0 };
      const forged = await openEmbeddedSession(ctx, {
        email: user.email,
        kind: "hash",
        hash: "scrypt$1024$8$1$c2FsdHNhbHQ$b3RoZXJvdGhlcm90aGVyb3RoZXI",
      });
      expect(await embeddedAdmin(forged, ctx)).toBeNull();
    });
  });
}
