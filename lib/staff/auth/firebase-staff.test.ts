import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { claimsWithRole, staffAccountOf, type FirebaseUserView } from "./firebase-staff";

// The Firebase users as staff accounts (lib/staff/auth/firebase-staff.ts), without Firebase: which user
// holds which role and status, and what a role change writes into the claims. The calls to
// Firebase themselves run on the Auth emulator (firebase.emulator.test.ts).

const password = [
  { providerId: "password", uid: "x", toJSON: () => ({}) },
] as unknown as FirebaseUserView["providerData"];

function user(over: Partial<FirebaseUserView> = {}): FirebaseUserView {
  return {
    uid: "uid-1",
    email: "Staff@Example.com",
    emailVerified: false,
    displayName: "김상담",
    disabled: false,
    customClaims: { role: "staff" },
    providerData: password,
    metadata: { creationTime: "Fri, 27 Nov 2026 09:00:00 GMT" },
    ...over,
  };
}

describe("staffAccountOf", () => {
  it("makes a user with the claim role=staff and a password an active staff account", () => {
    expect(staffAccountOf(user(), [])).toEqual({
      id: "uid-1",
      email: "staff@example.com",
      name: "김상담",
      role: "staff",
      grants: [],
      status: "active",
      inviteExpiresAt: null,
      configured: false,
    });
  });

  it("reads the grants a staff member holds from the claim `grants`, known ones only", () => {
    expect(
      staffAccountOf(user({ customClaims: { role: "staff", grants: ["units", "nonsense"] } }), [])?.grants,
    ).toEqual(["units"]);
    expect(staffAccountOf(user({ customClaims: { role: "staff", grants: "units" } }), [])?.grants).toEqual([]);
  });

  it("says invited until a password is set, disabled whatever else", () => {
    expect(staffAccountOf(user({ providerData: [] }), [])?.status).toBe("invited");
    expect(staffAccountOf(user({ disabled: true }), [])?.status).toBe("disabled");
    expect(staffAccountOf(user({ disabled: true, providerData: [] }), [])?.status).toBe("disabled");
  });

  it("reads admin from role=admin, the legacy admin=true, and a verified ADMIN_EMAILS address (configured)", () => {
    expect(staffAccountOf(user({ customClaims: { role: "admin" } }), [])).toMatchObject({
      role: "admin",
      configured: false,
    });
    expect(staffAccountOf(user({ customClaims: { admin: true } }), [])).toMatchObject({
      role: "admin",
      configured: false,
    });
    expect(staffAccountOf(user({ customClaims: undefined, emailVerified: true }), ["staff@example.com"])).toMatchObject(
      { role: "admin", configured: true },
    );
  });

  it("leaves out users who hold no role: no claim, an unknown claim, an unverified listed address, no email", () => {
    expect(staffAccountOf(user({ customClaims: undefined }), [])).toBeNull();
    expect(staffAccountOf(user({ customClaims: { role: "owner" } }), [])).toBeNull();
    expect(staffAccountOf(user({ customClaims: {}, emailVerified: false }), ["staff@example.com"])).toBeNull();
    expect(staffAccountOf(user({ email: undefined }), [])).toBeNull();
  });

  it("names the account by its address when the user has no display name", () => {
    expect(staffAccountOf(user({ displayName: undefined }), [])?.name).toBe("staff@example.com");
    expect(staffAccountOf(user({ displayName: "  " }), [])?.name).toBe("staff@example.com");
  });
});

describe("claimsWithRole", () => {
  it("sets the role and drops the legacy admin=true, which would outrank it", () => {
    expect(claimsWithRole({ admin: true }, "staff")).toEqual({ role: "staff" });
    expect(claimsWithRole({ role: "staff" }, "admin")).toEqual({ role: "admin" });
    expect(claimsWithRole(undefined, "staff")).toEqual({ role: "staff" });
  });

  it("keeps claims it does not own", () => {
    expect(claimsWithRole({ admin: true, tenant: "seon" }, "staff")).toEqual({ tenant: "seon", role: "staff" });
  });
});
