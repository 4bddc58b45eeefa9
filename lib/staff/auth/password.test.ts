import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { hashPassword, parsePasswordHash, safeEqual, verifyPassword } from "./password";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("scrypt password hashes", () => {
  it("prints scrypt$N$r$p$salt$hash and verifies the same password only", async () => {
    const encoded = await hashPassword("분양-관리자!2026", FAST);
    expect(encoded).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword("분양-관리자!2026", encoded)).toBe(true);
    expect(await verifyPassword("분양-관리자!2027", encoded)).toBe(false);
    expect(await verifyPassword("", encoded)).toBe(false);
  });

  it("salts every hash, so the same password never hashes twice the same way", async () => {
    const [a, b] = await Promise.all([hashPassword("same", FAST), hashPassword("same", FAST)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same", a)).toBe(true);
    expect(await verifyPassword("same", b)).toBe(true);
  });

  it("uses the default cost (N=2^15) and verifies it", async () => {
    const encoded = await hashPassword("default-cost");
    expect(encoded.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(await verifyPassword("default-cost", encoded)).toBe(true);
  });

  it("treats Unicode-equivalent spellings of a password as the same password", async () => {
    const composed = "관리자"; // NFC
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed, FAST))).toBe(true);
  });

  it("rejects malformed or dangerous hashes instead of throwing or burning memory", async () => {
    expect(parsePasswordHash("scrypt$nope")).toBeNull();
    expect(parsePasswordHash("bcrypt$10$abc")).toBeNull();
    expect(parsePasswordHash("scrypt$1000$8$1$c2FsdHNhbHRzYWx0$" + "a".repeat(43))).toBeNull(); // N not a power of two
    expect(parsePasswordHash("scrypt$4294967296$8$1$c2FsdHNhbHRzYWx0$" + "a".repeat(43))).toBeNull(); // N too large
    expect(await verifyPassword("x", "scrypt$garbage")).toBe(false);
  });
});

describe("safeEqual", () => {
  it("compares strings of any length without throwing", () => {
    expect(safeEqual("admin@example.com", "admin@example.com")).toBe(true);
    expect(safeEqual("admin@example.com", "admin@example.co")).toBe(false);
    expect(safeEqual("", "a-much-longer-string")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
  });
});
