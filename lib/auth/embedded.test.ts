import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword), safeEqual: vi.fn(actual.safeEqual) };
});
import { checkEmbeddedCredentials } from "./embedded";
import { hashPassword, safeEqual, verifyPassword } from "./password";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("checkEmbeddedCredentials", async () => {
  const hashed = { email: "admin@example.com", kind: "hash", hash: await hashPassword("correct horse", FAST) } as const;
  const plain = { email: "admin@example.com", kind: "plain", password: "correct horse" } as const;

  it("accepts the typed email (any case, outer spaces) and password, with a hash or a plain password", async () => {
    expect(await checkEmbeddedCredentials(" Admin@Example.COM ", "correct horse", hashed)).toBe(true);
    expect(await checkEmbeddedCredentials("admin@example.com", "correct horse", plain)).toBe(true);
  });

  it("refuses a wrong password, a wrong email, or both", async () => {
    for (const credentials of [hashed, plain]) {
      expect(await checkEmbeddedCredentials("admin@example.com", "correct hors", credentials)).toBe(false);
      expect(await checkEmbeddedCredentials("admin@example.org", "correct horse", credentials)).toBe(false);
      expect(await checkEmbeddedCredentials("intruder@example.com", "guess", credentials)).toBe(false);
      expect(await checkEmbeddedCredentials("admin@example.com", "", credentials)).toBe(false);
    }
  });

  it("checks the password even when the email is wrong: no early return reveals which one failed", async () => {
    vi.mocked(verifyPassword).mockClear();
    vi.mocked(safeEqual).mockClear();
    await checkEmbeddedCredentials("intruder@example.com", "guess", hashed);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(safeEqual).mock.calls).toEqual([["intruder@example.com", "admin@example.com"]]);

    vi.mocked(safeEqual).mockClear();
    await checkEmbeddedCredentials("intruder@example.com", "guess", plain);
    expect(vi.mocked(safeEqual).mock.calls).toEqual([
      ["intruder@example.com", "admin@example.com"],
      ["guess", "correct horse"],
    ]);
  });
});
