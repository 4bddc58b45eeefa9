// Runs inside the Firebase Auth emulator: `npm run test:firebase-auth`. Without the emulator
// (plain `vitest run`) the suite is skipped, since there is nothing to sign in against.
import { describe, expect, it, vi, beforeAll } from "vitest";
vi.mock("server-only", () => ({}));

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const PROJECT_ID = "demo-presale";
if (emulatorHost) {
  Object.assign(process.env, { AUTH_BACKEND: "firebase", FIREBASE_PROJECT_ID: PROJECT_ID, ADMIN_EMAILS: "listed@example.com,unverified@example.com" });
}

const PASSWORD = "emulator-password-1";
const users = { claim: "claim@example.com", listed: "listed@example.com", unverified: "unverified@example.com", visitor: "visitor@example.com" } as const;

describe.skipIf(!emulatorHost)("Firebase sign-in against the Auth emulator", () => {
  const uids: Record<string, string> = {};

  beforeAll(async () => {
    const { getAuth } = await import("firebase-admin/auth");
    const { firebaseApp } = await import("@/lib/firebase/admin");
    for (const [role, email] of Object.entries(users)) {
      // Users are created through the emulator's REST API, as an operator's console would.
      const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
      });
      const body = (await response.json()) as { localId?: string; error?: { message: string } };
      if (!body.localId) throw new Error(`signUp ${email}: ${body.error?.message}`);
      uids[role] = body.localId;
    }
    await getAuth(firebaseApp()).setCustomUserClaims(uids.claim!, { admin: true });
    // The listed administrator has verified the address; "unverified" is listed too but has not.
    await getAuth(firebaseApp()).updateUser(uids.listed!, { emailVerified: true });
  });

  async function idToken(email: string, password = PASSWORD) {
    const { firebaseIdToken } = await import("./firebase-client");
    const { signInSetup } = await import("./config");
    const setup = signInSetup();
    if (!setup.enabled || setup.mode !== "firebase") throw new Error("Firebase sign-in is not set up");
    return firebaseIdToken(setup.web, email, password);
  }

  it("is set up in Firebase mode with the emulator's address for the browser", async () => {
    const { signInSetup } = await import("./config");
    expect(signInSetup()).toMatchObject({ mode: "firebase", enabled: true, web: { projectId: PROJECT_ID, emulatorUrl: `http://${emulatorHost}` } });
  });

  it("turns a fresh ID token of a user with admin=true into an 8-hour session cookie that names them", async () => {
    const { exchangeIdToken, verifyFirebaseSession } = await import("./firebase");
    const result = await exchangeIdToken(await idToken(users.claim));
    expect(result).toMatchObject({ ok: true, email: users.claim });
    if (!result.ok) return;
    const claims = JSON.parse(Buffer.from(result.cookie.split(".")[1]!, "base64url").toString()) as { iss: string; exp: number; iat: number };
    expect(claims.iss).toBe(`https://session.firebase.google.com/${PROJECT_ID}`);
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(await verifyFirebaseSession(result.cookie)).toEqual({ email: users.claim, role: "admin" });
  });

  it("admits an email listed in ADMIN_EMAILS without the claim", async () => {
    const { exchangeIdToken } = await import("./firebase");
    expect(await exchangeIdToken(await idToken(users.listed))).toMatchObject({ ok: true, email: users.listed });
  });

  it("refuses a listed email whose owner never verified it (an account made under a free listed address)", async () => {
    const { exchangeIdToken } = await import("./firebase");
    expect(await exchangeIdToken(await idToken(users.unverified))).toEqual({ ok: false, reason: "not-admin" });
  });

  it("refuses a signed-in user who is not an administrator", async () => {
    const { exchangeIdToken } = await import("./firebase");
    expect(await exchangeIdToken(await idToken(users.visitor))).toEqual({ ok: false, reason: "not-admin" });
  });

  it("refuses an ID token from a sign-in older than 5 minutes", async () => {
    const { exchangeIdToken } = await import("./firebase");
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await exchangeIdToken(await idToken(users.claim), later)).toEqual({ ok: false, reason: "stale" });
  });

  it("refuses a token naming a user the project does not have (revocation check reaches the server)", async () => {
    const { exchangeIdToken } = await import("./firebase");
    const real = await idToken(users.claim);
    const [header, payload] = real.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const ghost = Buffer.from(JSON.stringify({ ...claims, sub: "ghost-user", user_id: "ghost-user", admin: true })).toString("base64url");
    expect(await exchangeIdToken(`${header}.${ghost}.`)).toEqual({ ok: false, reason: "invalid" });
    expect(await exchangeIdToken("not.a.token")).toEqual({ ok: false, reason: "invalid" });
  });

  it("says '이메일 또는 비밀번호가 올바르지 않습니다.' for a wrong password", async () => {
    const { firebaseErrorMessage } = await import("./firebase-client");
    const error = await idToken(users.claim, "wrong-password").catch((e: unknown) => e);
    expect(firebaseErrorMessage(error)).toBe("이메일 또는 비밀번호가 올바르지 않습니다.");
  });

  it("ends the session on logout: revoked cookies stop working", async () => {
    const { exchangeIdToken, revokeFirebaseSessions, verifyFirebaseSession } = await import("./firebase");
    const result = await exchangeIdToken(await idToken(users.listed));
    if (!result.ok) throw new Error("sign-in failed");
    expect(await verifyFirebaseSession(result.cookie)).toEqual({ email: users.listed, role: "admin" });
    // Revocation has one-second resolution: a cookie from the same second would outlive it.
    await new Promise((r) => setTimeout(r, 1100));
    await revokeFirebaseSessions(result.cookie);
    expect(await verifyFirebaseSession(result.cookie)).toBeNull();
  });
});
