// Runs inside the Firebase Auth emulator: `npm run test:firebase-auth`. Without the emulator
// (plain `vitest run`) the suite is skipped, since there is nothing to sign in against.
import { describe, expect, it, vi, beforeAll } from "vitest";
vi.mock("server-only", () => ({}));

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const PROJECT_ID = "demo-presale";
if (emulatorHost) {
  Object.assign(process.env, {
    AUTH_BACKEND: "firebase",
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_EMAILS: "listed@example.com,unverified@example.com",
  });
}

const PASSWORD = "emulator-password-1";
const users = {
  claim: "claim@example.com",
  listed: "listed@example.com",
  unverified: "unverified@example.com",
  visitor: "visitor@example.com",
} as const;

describe.skipIf(!emulatorHost)("Firebase sign-in against the Auth emulator", () => {
  const uids: Record<string, string> = {};

  beforeAll(async () => {
    const { getAuth } = await import("firebase-admin/auth");
    const { firebaseApp } = await import("@/lib/platform/firebase/admin");
    for (const [role, email] of Object.entries(users)) {
      // Users are created through the emulator's REST API, as an operator's console would.
      const response = await fetch(
        `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
        },
      );
      const body = (await response.json()) as { localId?: string; error?: { message: string } };
      if (!body.localId) throw new Error(`signUp ${email}: ${body.error?.message}`);
      uids[role] = body.localId;
    }
    await getAuth(firebaseApp()).setCustomUserClaims(uids.claim!, { admin: true });
    // The listed administrator has verified the address; "unverified" is listed too but has not.
    await getAuth(firebaseApp()).updateUser(uids.listed!, { emailVerified: true });
    // Generous: the first import of firebase-admin and four sign-ups take a while on a busy machine.
  }, 30_000);

  async function idToken(email: string, password = PASSWORD) {
    const { firebaseIdToken } = await import("./firebase-client");
    const { signInSetup } = await import("./config");
    const setup = signInSetup();
    if (!setup.enabled || setup.mode !== "firebase") throw new Error("Firebase sign-in is not set up");
    return firebaseIdToken(setup.web, email, password);
  }

  it("is set up in Firebase mode with the emulator's address for the browser", async () => {
    const { signInSetup } = await import("./config");
    expect(signInSetup()).toMatchObject({
      mode: "firebase",
      enabled: true,
      web: { projectId: PROJECT_ID, emulatorUrl: `http://${emulatorHost}` },
    });
  });

  it("turns a fresh ID token of a user with admin=true into an 8-hour session cookie that names them", async () => {
    const { exchangeIdToken, verifyFirebaseSession } = await import("./firebase");
    const result = await exchangeIdToken(await idToken(users.claim));
    expect(result).toMatchObject({ ok: true, email: users.claim });
    if (!result.ok) return;
    const claims = JSON.parse(Buffer.from(result.cookie.split(".")[1]!, "base64url").toString()) as {
      iss: string;
      exp: number;
      iat: number;
    };
    expect(claims.iss).toBe(`https://session.firebase.google.com/${PROJECT_ID}`);
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    expect(await verifyFirebaseSession(result.cookie)).toEqual({
      email: users.claim,
      role: "admin",
      userId: uids.claim,
    });
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
    const ghost = Buffer.from(
      JSON.stringify({ ...claims, sub: "ghost-user", user_id: "ghost-user", admin: true }),
    ).toString("base64url");
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
    expect(await verifyFirebaseSession(result.cookie)).toEqual({
      email: users.listed,
      role: "admin",
      userId: uids.listed,
    });
    // Revocation has one-second resolution: a cookie from the same second would outlive it.
    await new Promise((r) => setTimeout(r, 1100));
    await revokeFirebaseSessions(result.cookie);
    expect(await verifyFirebaseSession(result.cookie)).toBeNull();
  });

  describe("staff accounts (lib/staff/auth/firebase-staff.ts)", () => {
    const staffEmail = "new-staff@example.com";
    const STAFF_PASSWORD = "staff-password-22";
    // Revocation has one-second resolution: a cookie from the same second would outlive it.
    const nextSecond = () => new Promise((r) => setTimeout(r, 1100));

    /** Follows the emulator's password-reset link as the invitee would, choosing `password`. */
    async function setPassword(link: string, password: string) {
      const response = await fetch(`${link}&newPassword=${encodeURIComponent(password)}`);
      expect(response.status).toBe(200);
    }

    async function session(email: string, password: string) {
      const { exchangeIdToken } = await import("./firebase");
      const result = await exchangeIdToken(await idToken(email, password));
      if (!result.ok) throw new Error(`sign-in refused: ${result.reason}`);
      return result;
    }

    it("invites a new person: the user is made without a password, the link sets one, the claim role=staff signs them in as staff with their name", async () => {
      const { inviteFirebaseStaff, listFirebaseStaff } = await import("./firebase-staff");
      const { verifyFirebaseSession } = await import("./firebase");
      const invited = await inviteFirebaseStaff({ email: staffEmail, name: "김상담", role: "staff" }, [
        "listed@example.com",
      ]);
      expect(invited).toMatchObject({
        ok: true,
        kind: "new",
        account: { email: staffEmail, name: "김상담", role: "staff", status: "invited" },
      });
      if (!invited.ok || !invited.link) throw new Error("no link");
      uids.staff = invited.account.id;
      expect(invited.link).toContain("mode=resetPassword");
      // Invited again before the password is set: the same user, named anew, a new link.
      const renewed = await inviteFirebaseStaff({ email: staffEmail, name: "김상담 주임", role: "staff" }, []);
      expect(renewed).toMatchObject({
        ok: true,
        kind: "renewed",
        account: { id: uids.staff, name: "김상담 주임", status: "invited" },
      });
      if (!renewed.ok || !renewed.link) throw new Error("no link");
      await setPassword(renewed.link, STAFF_PASSWORD);

      const result = await session(staffEmail, STAFF_PASSWORD);
      expect(result.role).toBe("staff");
      expect(await verifyFirebaseSession(result.cookie)).toEqual({
        email: staffEmail,
        role: "staff",
        name: "김상담 주임",
        userId: uids.staff,
      });
      // Now an account with a password: a third invitation is refused, and the list shows it active.
      expect(await inviteFirebaseStaff({ email: staffEmail, name: "김상담", role: "admin" }, [])).toEqual({
        ok: false,
        reason: "exists",
      });
      const listed = await listFirebaseStaff(["listed@example.com"]);
      expect(listed.find((a) => a.email === staffEmail)).toMatchObject({
        role: "staff",
        status: "active",
        configured: false,
      });
      expect(listed.find((a) => a.email === users.claim)).toMatchObject({ role: "admin", configured: false });
      expect(listed.find((a) => a.email === users.listed)).toMatchObject({ role: "admin", configured: true });
      expect(listed.map((a) => a.email)).not.toContain(users.visitor);
      expect(listed.map((a) => a.email)).not.toContain(users.unverified);
    });

    it("refuses to give a role to an account someone opened under an unverified address, and grants it to a verified one without a new password", async () => {
      const { inviteFirebaseStaff } = await import("./firebase-staff");
      const { getAuth } = await import("firebase-admin/auth");
      const { firebaseApp } = await import("@/lib/platform/firebase/admin");
      expect(await inviteFirebaseStaff({ email: users.visitor, name: "방문자", role: "staff" }, [])).toEqual({
        ok: false,
        reason: "unverified",
      });
      expect((await getAuth(firebaseApp()).getUser(uids.visitor!)).customClaims ?? {}).not.toHaveProperty("role");
      await getAuth(firebaseApp()).updateUser(uids.visitor!, { emailVerified: true });
      expect(await inviteFirebaseStaff({ email: users.visitor, name: "방문자", role: "staff" }, [])).toMatchObject({
        ok: true,
        kind: "granted",
        link: null,
        account: { role: "staff", status: "active" },
      });
      expect(await session(users.visitor, PASSWORD)).toMatchObject({ role: "staff" });
    });

    it("disabling ends the account's session at once; enabled again, the old cookie stays dead and a new sign-in works", async () => {
      const { setFirebaseStaffStatus, firebaseStaffById } = await import("./firebase-staff");
      const { verifyFirebaseSession } = await import("./firebase");
      const before = await session(staffEmail, STAFF_PASSWORD);
      expect(await verifyFirebaseSession(before.cookie)).toMatchObject({ role: "staff" });
      await nextSecond();
      await setFirebaseStaffStatus(uids.staff!, "disabled");
      expect(await verifyFirebaseSession(before.cookie)).toBeNull();
      expect(await firebaseStaffById(uids.staff!, [])).toMatchObject({ status: "disabled" });
      const { firebaseErrorMessage } = await import("./firebase-client");
      expect(firebaseErrorMessage(await idToken(staffEmail, STAFF_PASSWORD).catch((e: unknown) => e))).toBe(
        "사용이 중지된 계정입니다.",
      );

      await setFirebaseStaffStatus(uids.staff!, "active");
      expect(await verifyFirebaseSession(before.cookie)).toBeNull();
      await nextSecond();
      expect(await verifyFirebaseSession((await session(staffEmail, STAFF_PASSWORD)).cookie)).toMatchObject({
        role: "staff",
      });
    });

    it("a role change ends the sessions, and the next sign-in carries the new role; it also demotes a legacy admin=true", async () => {
      const { setFirebaseStaffRole } = await import("./firebase-staff");
      const { verifyFirebaseSession } = await import("./firebase");
      await nextSecond();
      const before = await session(staffEmail, STAFF_PASSWORD);
      await nextSecond();
      await setFirebaseStaffRole(uids.staff!, "admin");
      expect(await verifyFirebaseSession(before.cookie)).toBeNull();
      await nextSecond();
      expect(await verifyFirebaseSession((await session(staffEmail, STAFF_PASSWORD)).cookie)).toMatchObject({
        role: "admin",
      });

      await setFirebaseStaffRole(uids.claim!, "staff");
      await nextSecond();
      expect(await session(users.claim, PASSWORD)).toMatchObject({ role: "staff" });
      await setFirebaseStaffRole(uids.claim!, "admin");
    });

    it("a grant ends the sessions, the next sign-in carries it, and the account lists it; taken back, it is gone", async () => {
      const { setFirebaseStaffGrants, setFirebaseStaffRole, firebaseStaffById } = await import("./firebase-staff");
      const { verifyFirebaseSession } = await import("./firebase");
      await setFirebaseStaffRole(uids.staff!, "staff");
      await nextSecond();
      const before = await session(staffEmail, STAFF_PASSWORD);
      await nextSecond();
      await setFirebaseStaffGrants(uids.staff!, ["units"]);
      expect(await verifyFirebaseSession(before.cookie)).toBeNull();
      await nextSecond();
      expect(await verifyFirebaseSession((await session(staffEmail, STAFF_PASSWORD)).cookie)).toMatchObject({
        role: "staff",
        grants: ["units"],
      });
      expect((await firebaseStaffById(uids.staff!, []))?.grants).toEqual(["units"]);
      await setFirebaseStaffGrants(uids.staff!, []);
      await nextSecond();
      const after = await verifyFirebaseSession((await session(staffEmail, STAFF_PASSWORD)).cookie);
      expect(after).toMatchObject({ role: "staff" });
      expect(after?.grants ?? []).toEqual([]);
    });

    it("a user holding no role is not an account to change", async () => {
      const { firebaseStaffById } = await import("./firebase-staff");
      expect(await firebaseStaffById(uids.unverified!, [])).toBeNull();
      expect(await firebaseStaffById("no-such-user", [])).toBeNull();
    });
  });
});
