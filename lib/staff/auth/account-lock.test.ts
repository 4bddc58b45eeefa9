import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import type { QuotaStore } from "@/lib/platform/quota";
import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";
import { FirestoreQuotaStore } from "@/lib/platform/quota/store/firestore";
import { firestoreForFile } from "@/test-support/firestore";
import { ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MS, quotaAccountLock } from "./account-lock";
import type { EmbeddedCredentials } from "./config";
import { HashGate } from "./hash-gate";
import { hashPassword } from "./password";
import { signInEmbedded } from "./sign-in";
import { LoginThrottle } from "./throttle";

// The per-account lockout across instances: two server instances (each its own throttle in memory
// and its own connection to the shared store) take guesses at one account from a new address each
// time. Whichever instance and address, ACCOUNT_MAX_FAILURES wrong passwords lock the account in
// the shared store, on a SQLite file and on the Firestore emulator alike.

const FAST = { N: 2 ** 10, r: 8, p: 1 };
const SECRET = new TextEncoder().encode("a-session-secret-of-at-least-32-bytes!");
afterEach(() => closeAllDbs());

type Instances = () => Promise<[QuotaStore, QuotaStore]>;

function lockoutAcrossInstances(open: Instances) {
  it("locks the account for every address and instance after its failures, the right password too, until the windows pass", async () => {
    const credentials: EmbeddedCredentials = {
      email: "admin@example.com",
      kind: "hash",
      hash: await hashPassword("correct horse battery", FAST),
    };
    const [one, two] = await open();
    const instances = [one, two].map((store) => ({
      throttle: new LoginThrottle(),
      gate: new HashGate(100),
      accountLock: async () => quotaAccountLock(store, SECRET),
    }));
    const start = Date.UTC(2026, 11, 2, 3, 0, 0);
    const attempt = (i: number, password: string, at: number) =>
      signInEmbedded(
        {
          address: `198.51.100.${i}`,
          email: i % 3 === 0 ? " Admin@Example.com" : "admin@example.com",
          password,
          credentials,
        },
        { ...instances[i % 2]!, now: () => at },
      );

    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect(await attempt(i, `guess-${i}`, start + i * 1000)).toEqual({ ok: false, reason: "wrong" });
    }
    // Each address and each throttle saw only a few tries; the account has had its share.
    const locked = await attempt(50, "correct horse battery", start + 20_000);
    expect(locked).toMatchObject({ ok: false, reason: "throttled" });
    expect(locked.ok === false && locked.reason === "throttled" && locked.retryAfterMs).toBeGreaterThan(0);
    expect(await attempt(51, "correct horse battery", start + 21_000)).toMatchObject({ reason: "throttled" });

    // Another account is not affected.
    const other = await signInEmbedded(
      { address: "198.51.100.60", email: "staff@example.com", password: "guess", credentials },
      { ...instances[0]!, now: () => start + 22_000 },
    );
    expect(other).toEqual({ ok: false, reason: "wrong" });

    // Two windows later the failures have aged out, and the right password signs in.
    const later = (Math.floor(start / ACCOUNT_WINDOW_MS) + 2) * ACCOUNT_WINDOW_MS + 1000;
    expect(await attempt(52, "correct horse battery", later)).toMatchObject({ ok: true });
  });

  it("refuses every guess, without checking it, when the shared store does not answer", async () => {
    const credentials: EmbeddedCredentials = {
      email: "admin@example.com",
      kind: "hash",
      hash: await hashPassword("x", FAST),
    };
    const check = vi.fn();
    const result = await signInEmbedded(
      { address: "198.51.100.70", email: "admin@example.com", password: "x", credentials },
      {
        throttle: new LoginThrottle(),
        gate: new HashGate(100),
        check,
        accountLock: () => Promise.reject(new Error("down")),
      },
    );
    expect(result).toEqual({ ok: false, reason: "unavailable" });
    expect(check).not.toHaveBeenCalled();
  });
}

describe("account lockout: SQLite", () => {
  lockoutAcrossInstances(async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lock-")), "site.db");
    const first = new SqliteQuotaStore(openDb(file));
    const db = new Database(file);
    db.pragma("busy_timeout = 5000");
    return [first, new SqliteQuotaStore(db)];
  });
});

describe("account lockout: Firestore (emulator)", () => {
  const firestore = firestoreForFile("account-lock");
  lockoutAcrossInstances(async () => {
    const project = firestore.project();
    return [new FirestoreQuotaStore(firestore.client(project)), new FirestoreQuotaStore(firestore.client(project))];
  });
});
