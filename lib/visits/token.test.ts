import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseEnv } from "@/lib/env";
import { checkVisitSettings } from "./startup";
import {
  MissingVisitTokenSecretError,
  VISIT_SECRET_FILE,
  manageTokenExpiry,
  signManageToken,
  verifyManageToken,
  visitTokenKey,
} from "./token";

const key = visitTokenKey({ NODE_ENV: "production", VISIT_TOKEN_SECRET: "k".repeat(40), DATA_DIR: "unused" });
const now = new Date("2026-11-25T03:00:00Z");
const inADay = new Date(now.getTime() + 86_400_000);

describe("manage link token", () => {
  it("round-trips the booking id and expiry, and carries nothing else", () => {
    const token = signManageToken(key, "V-1126-4827", inADay);
    expect(token).toMatch(/^v1\.V-1126-4827\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyManageToken(key, token, now)).toEqual({ ok: true, bookingId: "V-1126-4827", expiresAt: inADay });
  });

  it("refuses a token after its expiry, to the second", () => {
    const token = signManageToken(key, "V-1126-4827", inADay);
    expect(verifyManageToken(key, token, new Date(inADay.getTime() - 1000)).ok).toBe(true);
    expect(verifyManageToken(key, token, inADay)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses any change to the id, the expiry or the signature, and another key's token", () => {
    const token = signManageToken(key, "V-1126-4827", inADay);
    const [v, id, exp, sig] = token.split(".") as [string, string, string, string];
    expect(verifyManageToken(key, [v, "V-1126-4828", exp, sig].join("."), now)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    const later = (parseInt(exp, 36) + 86_400 * 365).toString(36);
    expect(verifyManageToken(key, [v, id, later, sig].join("."), now)).toEqual({ ok: false, reason: "bad-signature" });
    const flipped = sig.slice(0, 10) + (sig[10] === "A" ? "B" : "A") + sig.slice(11);
    expect(verifyManageToken(key, [v, id, exp, flipped].join("."), now)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    // The last character's two spare bits: another spelling of the same signature is not the link.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(sig.at(-1)!);
    for (const spare of [1, 2, 3]) {
      const respelled = sig.slice(0, -1) + alphabet[(last & ~3) | ((last + spare) & 3)]!;
      expect(verifyManageToken(key, [v, id, exp, respelled].join("."), now)).toEqual({
        ok: false,
        reason: "bad-signature",
      });
    }
    const other = visitTokenKey({ NODE_ENV: "production", VISIT_TOKEN_SECRET: "o".repeat(40), DATA_DIR: "unused" });
    expect(verifyManageToken(other, token, now)).toEqual({ ok: false, reason: "bad-signature" });
    // An expired token is not revived by a forged later expiry: the signature no longer matches.
    const old = signManageToken(key, id, new Date(now.getTime() - 1000));
    expect(verifyManageToken(key, old, now)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses malformed input before any HMAC work", () => {
    for (const bad of [
      undefined,
      42,
      "",
      "v1",
      "v2.V-1126-4827.abc.xxx",
      "v1.V-1126-4827.abc." + "a".repeat(42),
      "v1.../etc/passwd",
      "x".repeat(500),
    ]) {
      expect(verifyManageToken(key, bad, now)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("a link lasts until a day after the visit starts", () => {
    expect(manageTokenExpiry(new Date("2026-11-26T01:00:00Z"))).toEqual(new Date("2026-11-27T01:00:00Z"));
  });
});

describe("the manage-link key", () => {
  it("production at a public address requires VISIT_TOKEN_SECRET; every other server generates its own key into DATA_DIR, never one from the source", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "visit-key-"));
    const other = mkdtempSync(path.join(os.tmpdir(), "visit-key-"));
    try {
      expect(() =>
        visitTokenKey({
          NODE_ENV: "production",
          VISIT_TOKEN_SECRET: undefined,
          DATA_DIR: dir,
          SITE_URL: "https://www.example.test",
        }),
      ).toThrow(MissingVisitTokenSecretError);
      expect(existsSync(path.join(dir, VISIT_SECRET_FILE))).toBe(false);
      const local = visitTokenKey({
        NODE_ENV: "production",
        VISIT_TOKEN_SECRET: undefined,
        DATA_DIR: dir,
        SITE_URL: "http://localhost:3000",
      });
      const file = path.join(dir, VISIT_SECRET_FILE);
      expect(local.toString()).toBe(readFileSync(file, "utf8").trim());
      expect(local.length).toBeGreaterThanOrEqual(64);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // The same folder gives the same key (links survive a restart); another folder another key.
      expect(
        visitTokenKey({ NODE_ENV: "development", VISIT_TOKEN_SECRET: undefined, DATA_DIR: dir }).equals(local),
      ).toBe(true);
      expect(visitTokenKey({ NODE_ENV: "test", VISIT_TOKEN_SECRET: undefined, DATA_DIR: other }).equals(local)).toBe(
        false,
      );
      // The key that used to be written in the source signs nothing any more.
      const booking = "V-1126-0001";
      const forged = signManageToken(
        Buffer.from("dev-only visit token secret (never used in production)"),
        booking,
        new Date("2026-12-01T00:00:00Z"),
      );
      expect(verifyManageToken(local, forged, new Date("2026-11-26T00:00:00Z"))).toEqual({
        ok: false,
        reason: "bad-signature",
      });
      expect(() => visitTokenKey({ NODE_ENV: "development", VISIT_TOKEN_SECRET: "short", DATA_DIR: dir })).toThrow(
        /32/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("the start check stops production without the secret and warns about half an SMS setup", () => {
    expect(() =>
      checkVisitSettings(parseEnv({ NODE_ENV: "production", SITE_URL: "https://www.example.test" })),
    ).toThrow(MissingVisitTokenSecretError);
    // A production server only this machine can reach (the README's `npm start`) starts without it.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "visit-start-"));
    expect(() => checkVisitSettings(parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir }))).not.toThrow();
    expect(existsSync(path.join(dataDir, VISIT_SECRET_FILE))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
    const warnings: string[] = [];
    checkVisitSettings(
      parseEnv({ NODE_ENV: "production", VISIT_TOKEN_SECRET: "s".repeat(32), SOLAPI_API_KEY: "key" }),
      (m) => warnings.push(m),
    );
    expect(warnings).toEqual([expect.stringMatching(/SMS_SENDER_NUMBER/)]);
    const none: string[] = [];
    checkVisitSettings(parseEnv({ NODE_ENV: "development", VISIT_TOKEN_SECRET: "d".repeat(32) }), (m) => none.push(m));
    expect(none).toEqual([]);
  });
});
