// Runs inside the Firebase Auth emulator: `npm run test:firebase-auth`. Without the emulator
// (plain `vitest run`) the suite is skipped, since there is nothing to sign in against.
import { describe, expect, it, vi, beforeAll, beforeEach } from "vitest";
vi.mock("server-only", () => ({}));

// Two complexes on the one emulator project: the server's complex (thisComplex) is switched per test.
const A = "complex-a";
const B = "complex-b";
const here = vi.hoisted(() => ({ complex: "complex-a" }));
vi.mock("./this-complex", () => ({ thisComplex: () => here.complex }));

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
  onlyA: "only-a@example.com",
  onlyB: "only-b@example.com",
  both: "both@example.com",
  legacy: "legacy@example.com",
} as const;

describe.skipIf(!emulatorHost)("Firebase sign-in against the Auth emulator", () => {
  const uids: Record<string, string> = {};

  beforeEach(() => {
    here.complex = A;
  });

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
    const auth = getAuth(firebaseApp());
    await auth.setCustomUserClaims(uids.claim!, { admin: true });
    // The listed administrator has verified the address; "unverified" is listed too but has not.
    await auth.updateUser(uids.listed!, { emailVerified: true });
    // Staff of complex A only, of B only, and of both (staff with a grant in A, administrator in B);
    // "legacy" holds the project-wide claim of before roles were kept per complex.
    await auth.setCustomUserClaims(uids.onlyA!, { roles: { [A]: "staff" } });
    await auth.setCustomUserClaims(uids.onlyB!, { roles: { [B]: "staff" } });
    await auth.setCustomUserClaims(uids.both!, { roles: { [A]: "staff", [B]: "admin" }, grants: { [A]: ["units"] } });
    await auth.setCustomUserClaims(uids.legacy!, { role: "staff", grants: ["units"] });
    // Generous: the first import of firebase-admin and eight sign-ups take a while on a busy machine.
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

  describe("two complexes on one project: a role holds in its own complex only", () => {
    const nextSecond = () => new Promise((r) => setTimeout(r, 1100));

    async function signInOn(complex: string, email: string) {
      here.complex = complex;
      const { exchangeIdToken } = await import("./firebase");
      return exchangeIdToken(await idToken(email));
    }

    async function claimsOf(uid: string) {
      const { getAuth } = await import("firebase-admin/auth");
      const { firebaseApp } = await import("@/lib/platform/firebase/admin");
      return (await getAuth(firebaseApp()).getUser(uid)).customClaims ?? {};
    }

    it("signs a complex's staff in on that complex and refuses them on the other", async () => {
      expect(await signInOn(A, users.onlyA)).toMatchObject({ ok: true, role: "staff" });
      expect(await signInOn(B, users.onlyA)).toEqual({ ok: false, reason: "not-admin" });
      expect(await signInOn(B, users.onlyB)).toMatchObject({ ok: true, role: "staff" });
      expect(await signInOn(A, users.onlyB)).toEqual({ ok: false, reason: "not-admin" });
      expect(await signInOn(A, users.both)).toMatchObject({ ok: true, role: "staff" });
      expect(await signInOn(B, users.both)).toMatchObject({ ok: true, role: "admin" });
    });

    it("refuses on complex B a session cookie made on complex A: the same project signed it, B gave no role", async () => {
      const { verifyFirebaseSession } = await import("./firebase");
      const onA = await signInOn(A, users.onlyA);
      if (!onA.ok) throw new Error("sign-in on A refused");
      expect(await verifyFirebaseSession(onA.cookie)).toEqual({
        email: users.onlyA,
        role: "staff",
        userId: uids.onlyA,
      });
      here.complex = B;
      expect(await verifyFirebaseSession(onA.cookie)).toBeNull();
    });

    it("gives a person of both complexes each complex's own role and grants", async () => {
      const { verifyFirebaseSession } = await import("./firebase");
      const result = await signInOn(A, users.both);
      if (!result.ok) throw new Error("sign-in refused");
      expect(await verifyFirebaseSession(result.cookie)).toEqual({
        email: users.both,
        role: "staff",
        grants: ["units"],
        userId: uids.both,
      });
      here.complex = B;
      // A's grant does not come along to B.
      expect(await verifyFirebaseSession(result.cookie)).toEqual({
        email: users.both,
        role: "admin",
        userId: uids.both,
      });
    });

    it("admits the operator's administrators (admin=true, a verified ADMIN_EMAILS address) on both, and the legacy project-wide role on neither", async () => {
      for (const complex of [A, B]) {
        expect(await signInOn(complex, users.claim)).toMatchObject({ ok: true, role: "admin" });
        expect(await signInOn(complex, users.listed)).toMatchObject({ ok: true, role: "admin" });
        expect(await signInOn(complex, users.legacy)).toEqual({ ok: false, reason: "not-admin" });
      }
    });

    it("lists on each complex only the users holding a role there, with that complex's role", async () => {
      const { listFirebaseStaff } = await import("./firebase-staff");
      const allowed = ["listed@example.com"];
      const onA = await listFirebaseStaff(allowed);
      here.complex = B;
      const onB = await listFirebaseStaff(allowed);
      const emails = (list: typeof onA) => list.map((a) => a.email);
      expect(emails(onA)).toEqual(expect.arrayContaining([users.onlyA, users.both, users.claim, users.listed]));
      expect(emails(onA)).not.toEqual(expect.arrayContaining([users.onlyB]));
      expect(emails(onB)).toEqual(expect.arrayContaining([users.onlyB, users.both, users.claim, users.listed]));
      expect(emails(onB)).not.toEqual(expect.arrayContaining([users.onlyA]));
      for (const list of [onA, onB]) {
        expect(emails(list)).not.toContain(users.legacy);
        expect(emails(list)).not.toContain(users.visitor);
        expect(list.find((a) => a.email === users.claim)).toMatchObject({ role: "admin", configured: true });
      }
      expect(onA.find((a) => a.email === users.both)).toMatchObject({ role: "staff", grants: ["units"] });
      expect(onB.find((a) => a.email === users.both)).toMatchObject({ role: "admin", grants: [] });
    });

    it("invites B's staff member on A without a new password and keeps B's role; disabled on A, they are still B's", async () => {
      const { inviteFirebaseStaff, removeFirebaseStaffRole, firebaseStaffById } = await import("./firebase-staff");
      const { verifyFirebaseSession } = await import("./firebase");
      // The address was never verified, but an administrator gave its user a role: it is not a stranger's.
      here.complex = A;
      expect(await inviteFirebaseStaff({ email: users.onlyB, name: "이직원", role: "staff" }, [])).toMatchObject({
        ok: true,
        kind: "granted",
        link: null,
        account: { id: uids.onlyB, role: "staff", status: "active" },
      });
      expect(await claimsOf(uids.onlyB!)).toEqual({ roles: { [B]: "staff", [A]: "staff" } });
      // Now both complexes' staff: invited again on either, the address is taken.
      expect(await inviteFirebaseStaff({ email: users.onlyB, name: "이직원", role: "admin" }, [])).toEqual({
        ok: false,
        reason: "exists",
      });
      here.complex = B;
      expect(await inviteFirebaseStaff({ email: users.onlyB, name: "이직원", role: "admin" }, [])).toEqual({
        ok: false,
        reason: "exists",
      });
      const onB = await signInOn(B, users.onlyB);
      if (!onB.ok) throw new Error("sign-in on B refused");
      expect(await signInOn(A, users.onlyB)).toMatchObject({ ok: true, role: "staff" });

      await nextSecond();
      here.complex = A;
      await removeFirebaseStaffRole(uids.onlyB!);
      expect(await claimsOf(uids.onlyB!)).toEqual({ roles: { [B]: "staff" } });
      expect(await firebaseStaffById(uids.onlyB!, [])).toBeNull();
      expect(await signInOn(A, users.onlyB)).toEqual({ ok: false, reason: "not-admin" });
      // Revocation is the user's, for the whole project: the old cookie of B ends too, and a new
      // sign-in on B works with B's role.
      here.complex = B;
      expect(await verifyFirebaseSession(onB.cookie)).toBeNull();
      expect(await firebaseStaffById(uids.onlyB!, [])).toMatchObject({ role: "staff", status: "active" });
      await nextSecond();
      expect(await signInOn(B, users.onlyB)).toMatchObject({ ok: true, role: "staff" });
    });

    it("changes a role or a grant on one complex and leaves the other complex's entry as it was", async () => {
      const { setFirebaseStaffGrants, setFirebaseStaffRole } = await import("./firebase-staff");
      here.complex = B;
      expect(await setFirebaseStaffRole(uids.both!, "staff")).toBe(true);
      expect(await setFirebaseStaffGrants(uids.both!, ["units"])).toBe(true);
      expect(await claimsOf(uids.both!)).toEqual({
        roles: { [A]: "staff", [B]: "staff" },
        grants: { [A]: ["units"], [B]: ["units"] },
      });
      here.complex = A;
      expect(await setFirebaseStaffGrants(uids.both!, [])).toBe(true);
      expect(await setFirebaseStaffRole(uids.both!, "admin")).toBe(true);
      expect(await claimsOf(uids.both!)).toEqual({ roles: { [A]: "admin", [B]: "staff" }, grants: { [B]: ["units"] } });
      await nextSecond();
      expect(await signInOn(A, users.both)).toMatchObject({ ok: true, role: "admin" });
      expect(await signInOn(B, users.both)).toMatchObject({ ok: true, role: "staff" });
    });

    it("writes nothing for a user who holds no role on this complex (a role taken away meanwhile is not given back)", async () => {
      const { setFirebaseStaffGrants, setFirebaseStaffRole } = await import("./firebase-staff");
      here.complex = B;
      expect(await setFirebaseStaffRole(uids.onlyA!, "admin")).toBe(false);
      expect(await setFirebaseStaffGrants(uids.onlyA!, ["units"])).toBe(false);
      // An operator's admin=true is no complex's entry: a complex's role change does not touch it.
      expect(await setFirebaseStaffRole(uids.claim!, "staff")).toBe(false);
      expect(await claimsOf(uids.onlyA!)).toEqual({ roles: { [A]: "staff" } });
      expect(await claimsOf(uids.claim!)).toEqual({ admin: true });
    });
    it("moves a legacy project-wide role into the complex that invites its user again, and drops the old claims", async () => {
      const { inviteFirebaseStaff } = await import("./firebase-staff");
      here.complex = A;
      expect(await inviteFirebaseStaff({ email: users.legacy, name: "옛직원", role: "staff" }, [])).toMatchObject({
        ok: true,
        kind: "granted",
        link: null,
      });
      expect(await claimsOf(uids.legacy!)).toEqual({ roles: { [A]: "staff" } });
      expect(await signInOn(A, users.legacy)).toMatchObject({ ok: true, role: "staff" });
      expect(await signInOn(B, users.legacy)).toEqual({ ok: false, reason: "not-admin" });
    });
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

    it("invites a new person: the user is made without a password, the link sets one, the role staff in this complex signs them in as staff with their name", async () => {
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
      expect(listed.find((a) => a.email === users.claim)).toMatchObject({ role: "admin", configured: true });
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
      expect((await getAuth(firebaseApp()).getUser(uids.visitor!)).customClaims ?? {}).not.toHaveProperty("roles");
      await getAuth(firebaseApp()).updateUser(uids.visitor!, { emailVerified: true });
      expect(await inviteFirebaseStaff({ email: users.visitor, name: "방문자", role: "staff" }, [])).toMatchObject({
        ok: true,
        kind: "granted",
        link: null,
        account: { role: "staff", status: "active" },
      });
      expect(await session(users.visitor, PASSWORD)).toMatchObject({ role: "staff" });
    });

    it("disabling takes the role here away and ends the session at once; invited again, the same password signs in", async () => {
      const { removeFirebaseStaffRole, firebaseStaffById, inviteFirebaseStaff } = await import("./firebase-staff");
      const { exchangeIdToken, verifyFirebaseSession } = await import("./firebase");
      const before = await session(staffEmail, STAFF_PASSWORD);
      expect(await verifyFirebaseSession(before.cookie)).toMatchObject({ role: "staff" });
      await nextSecond();
      await removeFirebaseStaffRole(uids.staff!);
      expect(await verifyFirebaseSession(before.cookie)).toBeNull();
      expect(await firebaseStaffById(uids.staff!, [])).toBeNull();
      expect(await exchangeIdToken(await idToken(staffEmail, STAFF_PASSWORD))).toEqual({
        ok: false,
        reason: "not-admin",
      });

      // Setting the password verified the address, so a new invitation only gives the role back.
      expect(await inviteFirebaseStaff({ email: staffEmail, name: "김상담", role: "staff" }, [])).toMatchObject({
        ok: true,
        kind: "granted",
        link: null,
      });
      await nextSecond();
      expect(await verifyFirebaseSession((await session(staffEmail, STAFF_PASSWORD)).cookie)).toMatchObject({
        role: "staff",
      });
    });

    it("an invitation nobody took up, taken back on its last complex, goes with its user; invited again, it is made anew", async () => {
      const { removeFirebaseStaffRole, inviteFirebaseStaff } = await import("./firebase-staff");
      const { getAuth } = await import("firebase-admin/auth");
      const { firebaseApp } = await import("@/lib/platform/firebase/admin");
      const email = "never-came@example.com";
      const invited = await inviteFirebaseStaff({ email, name: "박초대", role: "staff" }, []);
      if (!invited.ok) throw new Error("invitation refused");
      await removeFirebaseStaffRole(invited.account.id);
      const gone = await getAuth(firebaseApp())
        .getUser(invited.account.id)
        .catch((e: { code?: string }) => e.code);
      expect(gone).toBe("auth/user-not-found");
      expect(await inviteFirebaseStaff({ email, name: "박초대", role: "staff" }, [])).toMatchObject({
        ok: true,
        kind: "new",
      });
    });

    it("a user the operator disabled in the project is signed out at once and listed as disabled; this site leaves that setting alone", async () => {
      const { firebaseStaffById } = await import("./firebase-staff");
      const { verifyFirebaseSession } = await import("./firebase");
      const { getAuth } = await import("firebase-admin/auth");
      const { firebaseApp } = await import("@/lib/platform/firebase/admin");
      const auth = getAuth(firebaseApp());
      await nextSecond();
      const before = await session(staffEmail, STAFF_PASSWORD);
      await auth.updateUser(uids.staff!, { disabled: true });
      expect(await verifyFirebaseSession(before.cookie)).toBeNull();
      expect(await firebaseStaffById(uids.staff!, [])).toMatchObject({ status: "disabled" });
      const { firebaseErrorMessage } = await import("./firebase-client");
      expect(firebaseErrorMessage(await idToken(staffEmail, STAFF_PASSWORD).catch((e: unknown) => e))).toBe(
        "사용이 중지된 계정입니다.",
      );
      await auth.updateUser(uids.staff!, { disabled: false });
    });

    it("a role change ends the sessions, and the next sign-in carries the new role", async () => {
      const { setFirebaseStaffRole } = await import("./firebase-staff");
      const { verifyFirebaseSession } = await import("./firebase");
      await nextSecond();
      const before = await session(staffEmail, STAFF_PASSWORD);
      await nextSecond();
      expect(await setFirebaseStaffRole(uids.staff!, "admin")).toBe(true);
      expect(await verifyFirebaseSession(before.cookie)).toBeNull();
      await nextSecond();
      expect(await verifyFirebaseSession((await session(staffEmail, STAFF_PASSWORD)).cookie)).toMatchObject({
        role: "admin",
      });
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
