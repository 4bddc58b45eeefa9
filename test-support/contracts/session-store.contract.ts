import { describe, expect, it } from "vitest";
import type { EmbeddedCredentials } from "@/lib/staff/auth/config";
import {
  closeEmbeddedSession,
  embeddedAdmin,
  openEmbeddedSession,
  storedSessionId,
} from "@/lib/staff/auth/embedded-session";
import type { AdminSessionStore } from "@/lib/staff/auth/sessions";
import { newSessionId, SESSION_TTL_SECONDS, signSessionToken } from "@/lib/staff/auth/session-token";

// One behaviour, two stores: the SQLite and the Firestore session store both run this suite.
// `fresh` gives an empty store for each case.

const t0 = new Date("2026-11-23T09:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;
const key = new TextEncoder().encode("contract-session-key-".repeat(3));
const credentials: EmbeddedCredentials = {
  email: "Admin@Example.com",
  kind: "hash",
  hash: "scrypt$32768$8$1$c2FsdA$aGFzaA",
};

export function adminSessionStoreContract(name: string, fresh: () => Promise<AdminSessionStore>) {
  describe(`admin sessions: ${name}`, () => {
    it("knows a session from its creation until it expires", async () => {
      const store = await fresh();
      await store.create({ id: "s1", email: "admin@example.com", createdAt: t0, expiresAt: at(8 * HOUR) });
      expect(await store.isActive("s1", t0)).toBe(true);
      expect(await store.isActive("s1", at(8 * HOUR - 1))).toBe(true);
      expect(await store.isActive("s1", at(8 * HOUR))).toBe(false);
      expect(await store.isActive("unknown", t0)).toBe(false);
    });

    it("ends a session left unused for the idle limit, and keeps one in use open until its absolute end", async () => {
      const store = await fresh();
      const MIN = 60_000;
      await store.create({ id: "idle", email: "admin@example.com", createdAt: t0, expiresAt: at(8 * HOUR) });
      await store.create({ id: "busy", email: "admin@example.com", createdAt: t0, expiresAt: at(8 * HOUR) });
      // Unused since its creation: open just before the limit, refused at it.
      expect(await store.touch("idle", at(30 * MIN - 1), 30 * MIN)).toBe(true);
      // That touch counted as a use: the limit now runs from it.
      expect(await store.touch("idle", at(59 * MIN), 30 * MIN)).toBe(true);
      expect(await store.touch("idle", at(89 * MIN), 30 * MIN)).toBe(false);
      // A request every 20 minutes keeps a session open until its absolute expiry, not past it.
      for (let m = 20; m < 8 * 60; m += 20) expect(await store.touch("busy", at(m * MIN), 30 * MIN)).toBe(true);
      expect(await store.touch("busy", at(8 * HOUR), 30 * MIN)).toBe(false);
      // A use within the minute is not written again, and does not move the limit.
      await store.create({ id: "quick", email: "admin@example.com", createdAt: t0, expiresAt: at(8 * HOUR) });
      expect(await store.touch("quick", at(30 * 1000), 30 * MIN)).toBe(true);
      expect(await store.touch("quick", at(30 * MIN + 1000), 30 * MIN)).toBe(false);
      expect(await store.touch("unknown", t0, 30 * MIN)).toBe(false);
      await store.end("busy");
      expect(await store.touch("busy", at(HOUR), 30 * MIN)).toBe(false);
    });

    it("ends one session and leaves the others open; ending an unknown one is harmless", async () => {
      const store = await fresh();
      await store.create({ id: "a", email: "admin@example.com", createdAt: t0, expiresAt: at(8 * HOUR) });
      await store.create({ id: "b", email: "admin@example.com", createdAt: t0, expiresAt: at(8 * HOUR) });
      await store.end("a");
      await store.end("never-was");
      expect(await store.isActive("a", t0)).toBe(false);
      expect(await store.isActive("b", t0)).toBe(true);
    });

    it("drops expired sessions at the next sign-in, and on prune", async () => {
      const store = await fresh();
      await store.create({ id: "old-1", email: "admin@example.com", createdAt: t0, expiresAt: at(HOUR) });
      await store.create({ id: "old-2", email: "admin@example.com", createdAt: t0, expiresAt: at(2 * HOUR) });
      await store.create({ id: "new", email: "admin@example.com", createdAt: at(HOUR), expiresAt: at(9 * HOUR) });
      // The sign-in at t0+1h dropped old-1 (expired at that instant); old-2 is still running.
      expect(await store.prune(at(HOUR))).toBe(0);
      expect(await store.prune(at(3 * HOUR))).toBe(1);
      expect(await store.isActive("old-2", at(HOUR))).toBe(false);
      expect(await store.isActive("new", at(3 * HOUR))).toBe(true);
    });

    it("sign-in, then logout: a copy of the cookie taken before logout is refused", async () => {
      const store = await fresh();
      const ctx = { credentials, key, store, now: t0 };
      const cookie = await openEmbeddedSession(ctx);
      const copy = cookie;
      expect(await embeddedAdmin(copy, ctx)).toEqual({ email: "admin@example.com", role: "admin" });
      await closeEmbeddedSession(cookie, ctx);
      expect(await embeddedAdmin(copy, ctx)).toBeNull();
      expect(await embeddedAdmin(copy, { ...ctx, now: at(HOUR) })).toBeNull();
    });

    it("a cookie whose session sat unused past the idle limit signs nobody in, though its signature still holds", async () => {
      const store = await fresh();
      const idleMs = 30 * 60_000;
      const ctx = { credentials, key, store, now: t0, idleMs };
      const cookie = await openEmbeddedSession(ctx);
      expect(await embeddedAdmin(cookie, { ...ctx, now: at(idleMs - 1000) })).toEqual({
        email: "admin@example.com",
        role: "admin",
      });
      expect(await embeddedAdmin(cookie, { ...ctx, now: at(2 * idleMs) })).toBeNull();
    });

    it("logout ends only its own session: another sign-in stays open", async () => {
      const store = await fresh();
      const ctx = { credentials, key, store, now: t0 };
      const laptop = await openEmbeddedSession(ctx);
      const phone = await openEmbeddedSession(ctx);
      await closeEmbeddedSession(laptop, ctx);
      expect(await embeddedAdmin(laptop, ctx)).toBeNull();
      expect(await embeddedAdmin(phone, ctx)).toEqual({ email: "admin@example.com", role: "admin" });
    });

    it("refuses a correctly signed token whose session the store never opened, and keeps the 8-hour expiry", async () => {
      const store = await fresh();
      const ctx = { credentials, key, store, now: t0 };
      const unrecorded = await signSessionToken(credentials, key, newSessionId(), t0);
      expect(await embeddedAdmin(unrecorded, ctx)).toBeNull();
      const cookie = await openEmbeddedSession(ctx);
      expect(await embeddedAdmin(cookie, { ...ctx, now: at(SESSION_TTL_SECONDS * 1000 - 1000) })).not.toBeNull();
      expect(await embeddedAdmin(cookie, { ...ctx, now: at(SESSION_TTL_SECONDS * 1000 + 1000) })).toBeNull();
    });

    it("stores a hash of the session id, and a forged cookie ends nothing", async () => {
      const store = await fresh();
      const ctx = { credentials, key, store, now: t0 };
      const sessionId = newSessionId();
      const cookie = await signSessionToken(credentials, key, sessionId, t0);
      await store.create({
        id: storedSessionId(sessionId),
        email: "admin@example.com",
        createdAt: t0,
        expiresAt: at(8 * HOUR),
      });
      expect(await store.isActive(sessionId, t0)).toBe(false);
      expect(await embeddedAdmin(cookie, ctx)).not.toBeNull();
      const forged = await signSessionToken(
        credentials,
        new TextEncoder().encode("another-key-".repeat(4)),
        sessionId,
        t0,
      );
      await closeEmbeddedSession(forged, ctx);
      expect(await embeddedAdmin(cookie, ctx)).not.toBeNull();
    });
  });
}
