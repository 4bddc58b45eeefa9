import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { parseEnv } from "@/lib/env";
import { checkVisitSettings } from "./startup";
import { DEV_VISIT_TOKEN_SECRET, MissingVisitTokenSecretError, manageTokenExpiry, signManageToken, verifyManageToken, visitTokenKey } from "./token";

const key = visitTokenKey({ NODE_ENV: "production", VISIT_TOKEN_SECRET: "k".repeat(40) });
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
    expect(verifyManageToken(key, [v, "V-1126-4828", exp, sig].join("."), now)).toEqual({ ok: false, reason: "bad-signature" });
    const later = (parseInt(exp, 36) + 86_400 * 365).toString(36);
    expect(verifyManageToken(key, [v, id, later, sig].join("."), now)).toEqual({ ok: false, reason: "bad-signature" });
    const flipped = sig.slice(0, 10) + (sig[10] === "A" ? "B" : "A") + sig.slice(11);
    expect(verifyManageToken(key, [v, id, exp, flipped].join("."), now)).toEqual({ ok: false, reason: "bad-signature" });
    // The last character's two spare bits: another spelling of the same signature is not the link.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(sig.at(-1)!);
    for (const spare of [1, 2, 3]) {
      const respelled = sig.slice(0, -1) + alphabet[(last & ~3) | ((last + spare) & 3)]!;
      expect(verifyManageToken(key, [v, id, exp, respelled].join("."), now)).toEqual({ ok: false, reason: "bad-signature" });
    }
    const other = visitTokenKey({ NODE_ENV: "production", VISIT_TOKEN_SECRET: "o".repeat(40) });
    expect(verifyManageToken(other, token, now)).toEqual({ ok: false, reason: "bad-signature" });
    // An expired token is not revived by a forged later expiry: the signature no longer matches.
    const old = signManageToken(key, id, new Date(now.getTime() - 1000));
    expect(verifyManageToken(key, old, now)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses malformed input before any HMAC work", () => {
    for (const bad of [undefined, 42, "", "v1", "v2.V-1126-4827.abc.xxx", "v1.V-1126-4827.abc." + "a".repeat(42), "v1.../etc/passwd", "x".repeat(500)]) {
      expect(verifyManageToken(key, bad, now)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("a link lasts until a day after the visit starts", () => {
    expect(manageTokenExpiry(new Date("2026-11-26T01:00:00Z"))).toEqual(new Date("2026-11-27T01:00:00Z"));
  });
});

describe("the manage-link key", () => {
  it("production requires VISIT_TOKEN_SECRET; development and tests fall back to a public default", () => {
    expect(() => visitTokenKey({ NODE_ENV: "production", VISIT_TOKEN_SECRET: undefined })).toThrow(MissingVisitTokenSecretError);
    expect(visitTokenKey({ NODE_ENV: "development", VISIT_TOKEN_SECRET: undefined }).toString()).toBe(DEV_VISIT_TOKEN_SECRET);
    expect(visitTokenKey({ NODE_ENV: "test", VISIT_TOKEN_SECRET: undefined }).toString()).toBe(DEV_VISIT_TOKEN_SECRET);
    expect(() => visitTokenKey({ NODE_ENV: "development", VISIT_TOKEN_SECRET: "short" })).toThrow(/32/);
  });

  it("the start check stops production without the secret and warns about half an SMS setup", () => {
    expect(() => checkVisitSettings(parseEnv({ NODE_ENV: "production", SITE_URL: "https://www.example.test" }))).toThrow(MissingVisitTokenSecretError);
    // A production server only this machine can reach (the README's `npm start`) starts without it.
    expect(() => checkVisitSettings(parseEnv({ NODE_ENV: "production" }))).not.toThrow();
    const warnings: string[] = [];
    checkVisitSettings(parseEnv({ NODE_ENV: "production", VISIT_TOKEN_SECRET: "s".repeat(32), SOLAPI_API_KEY: "key" }), (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringMatching(/SMS_SENDER_NUMBER/)]);
    const none: string[] = [];
    checkVisitSettings(parseEnv({ NODE_ENV: "development" }), (m) => none.push(m));
    expect(none).toEqual([]);
  });
});
