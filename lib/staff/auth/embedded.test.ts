import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./password")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword), safeEqual: vi.fn(actual.safeEqual) };
});
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { checkEmbeddedAccount, checkEmbeddedCredentials } from "./embedded";
import { SqliteUserStore } from "../users/store/sqlite";
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

describe("checkEmbeddedAccount: the configured administrator or an active staff account", async () => {
  const owner = { email: "admin@example.com", kind: "hash", hash: await hashPassword("owner secret", FAST) } as const;
  const users = new SqliteUserStore(
    openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "embedded-accounts-")), "site.db")),
  );
  const now = new Date("2026-11-27T09:00:00Z");
  const later = new Date(now.getTime() + 3_600_000);
  const base = { role: "staff" as const, by: "admin@example.com", now, inviteExpiresAt: later };
  await users.invite({
    ...base,
    id: "00000000-0000-4000-8000-000000000001",
    email: "kim@example.com",
    name: "김상담",
    inviteHash: "h1",
  });
  await users.acceptInvite({ inviteHash: "h1", passwordHash: await hashPassword("staff secret", FAST), now });
  await users.invite({
    ...base,
    id: "00000000-0000-4000-8000-000000000002",
    email: "invited@example.com",
    name: "이초대",
    inviteHash: "h2",
  });
  await users.invite({
    ...base,
    id: "00000000-0000-4000-8000-000000000003",
    email: "gone@example.com",
    name: "박중지",
    inviteHash: "h3",
  });
  await users.acceptInvite({ inviteHash: "h3", passwordHash: await hashPassword("gone secret", FAST), now });
  await users.setStatus("00000000-0000-4000-8000-000000000003", "disabled", now);

  it("signs in the administrator and an active staff member, each with their own credentials", async () => {
    expect(await checkEmbeddedAccount("Admin@example.com", "owner secret", owner, users)).toBe(owner);
    expect(await checkEmbeddedAccount(" KIM@example.com", "staff secret", owner, users)).toMatchObject({
      email: "kim@example.com",
      kind: "hash",
    });
  });

  it("refuses a wrong password, an invitation not accepted, a disabled account and an unknown address, with one hash check each", async () => {
    const tries: [string, string][] = [
      ["kim@example.com", "owner secret"],
      ["invited@example.com", ""],
      ["gone@example.com", "gone secret"],
      ["nobody@example.com", "owner secret"],
      ["admin@example.com", "staff secret"],
    ];
    for (const [email, password] of tries) {
      vi.mocked(verifyPassword).mockClear();
      expect(await checkEmbeddedAccount(email, password, owner, users)).toBeNull();
      expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
    }
    closeAllDbs();
  });
});
