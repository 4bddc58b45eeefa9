import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import type { EmbeddedCredentials } from "./config";
import { MissingSessionSecretError, SECRET_FILE, sessionKeyOf } from "./secret";
import {
  credentialVersion,
  newSessionId,
  SESSION_TTL_SECONDS,
  sessionIdOfToken,
  signSessionToken,
  verifySessionToken,
} from "./session-token";

const key = new TextEncoder().encode("k".repeat(40));
const otherKey = new TextEncoder().encode("o".repeat(40));
const admin: EmbeddedCredentials = { email: "Admin@Example.com", kind: "hash", hash: "scrypt$32768$8$1$c2FsdA$aGFzaA" };
const t0 = new Date("2026-11-23T00:00:00Z");
const sid = newSessionId();

describe("session tokens", () => {
  it("sign and verify to the administrator's email and the session id", async () => {
    const token = await signSessionToken(admin, key, sid, t0);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newSessionId()).not.toBe(sid);
    expect(await verifySessionToken(token, key, admin, t0)).toEqual({ email: "admin@example.com", sessionId: sid });
    expect(await sessionIdOfToken(token, key, t0)).toBe(sid);
  });

  it("refuse a validly signed token without a session id (one from before server-side sessions)", async () => {
    const token = await new SignJWT({ cv: credentialVersion(admin, key) })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("admin@example.com")
      .setIssuer("presale-site")
      .setAudience("presale-admin")
      .setIssuedAt(Math.floor(t0.getTime() / 1000))
      .setExpirationTime(Math.floor(t0.getTime() / 1000) + 3600)
      .sign(key);
    expect(await verifySessionToken(token, key, admin, t0)).toBeNull();
    expect(await sessionIdOfToken(token, key, t0)).toBeNull();
  });

  it("expire after 8 hours", async () => {
    const token = await signSessionToken(admin, key, sid, t0);
    const justBefore = new Date(t0.getTime() + (SESSION_TTL_SECONDS - 1) * 1000);
    const after = new Date(t0.getTime() + (SESSION_TTL_SECONDS + 1) * 1000);
    expect(await verifySessionToken(token, key, admin, justBefore)).not.toBeNull();
    expect(await verifySessionToken(token, key, admin, after)).toBeNull();
  });

  it("refuse a token signed with another key", async () => {
    const token = await signSessionToken(admin, otherKey, sid, t0);
    expect(await verifySessionToken(token, key, admin, t0)).toBeNull();
  });

  it("refuse a tampered payload or signature", async () => {
    const token = await signSessionToken(admin, key, sid, t0);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "intruder@example.com" })).toString("base64url");
    expect(await verifySessionToken(`${header}.${forged}.${signature}`, key, admin, t0)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
    expect(await verifySessionToken(`${header}.${payload}.${flipped}`, key, admin, t0)).toBeNull();
    expect(await verifySessionToken("not-a-token", key, admin, t0)).toBeNull();
  });

  it("refuse an unsigned (alg none) token that names the administrator", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const body = Buffer.from(
      JSON.stringify({ sub: "admin@example.com", iss: "presale-site", aud: "presale-admin", exp: 2e9 }),
    ).toString("base64url");
    expect(await verifySessionToken(`${header}.${body}.`, key, admin, t0)).toBeNull();
  });

  it("refuse a validly signed token without the credential fingerprint", async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("admin@example.com")
      .setIssuer("presale-site")
      .setAudience("presale-admin")
      .setIssuedAt(Math.floor(t0.getTime() / 1000))
      .setExpirationTime(Math.floor(t0.getTime() / 1000) + 3600)
      .sign(key);
    expect(await verifySessionToken(token, key, admin, t0)).toBeNull();
  });

  it("end when the administrator's password or email changes", async () => {
    const token = await signSessionToken(admin, key, sid, t0);
    expect(await verifySessionToken(token, key, { ...admin, hash: "scrypt$32768$8$1$c2FsdA$bmV3" }, t0)).toBeNull();
    expect(await verifySessionToken(token, key, { ...admin, email: "new@example.com" }, t0)).toBeNull();
    expect(await verifySessionToken(token, key, { email: admin.email, kind: "plain", password: "pw" }, t0)).toBeNull();
  });
});

describe("session key", () => {
  it("uses SESSION_SECRET when set", () => {
    const secret = "s".repeat(32);
    expect(
      new TextDecoder().decode(
        sessionKeyOf({ NODE_ENV: "production", SESSION_SECRET: secret, DATA_DIR: "/nonexistent" }),
      ),
    ).toBe(secret);
  });

  it("refuses to sign in production without SESSION_SECRET", () => {
    expect(() => sessionKeyOf({ NODE_ENV: "production", SESSION_SECRET: undefined, DATA_DIR: "/nonexistent" })).toThrow(
      MissingSessionSecretError,
    );
  });

  it("generates one into DATA_DIR in development, mode 600, and reuses it", () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "auth-secret-")), "nested");
    const first = sessionKeyOf({ NODE_ENV: "development", SESSION_SECRET: undefined, DATA_DIR: dir });
    const second = sessionKeyOf({ NODE_ENV: "test", SESSION_SECRET: undefined, DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const file = path.join(dir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(new TextDecoder().decode(first));
  });
});
