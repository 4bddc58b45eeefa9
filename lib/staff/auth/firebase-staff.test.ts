import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { claimsForComplex, staffAccountOf, type FirebaseUserView } from "./firebase-staff";

// The Firebase users as staff accounts (lib/staff/auth/firebase-staff.ts), without Firebase: which user
// holds which role and status in which complex, and what a change writes into the claims. The calls
// to Firebase themselves run on the Auth emulator (firebase.emulator.test.ts).

const A = "complex-a";
const B = "complex-b";

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
    customClaims: { roles: { [A]: "staff" } },
    providerData: password,
    metadata: { creationTime: "Fri, 27 Nov 2026 09:00:00 GMT" },
    ...over,
  };
}

describe("staffAccountOf", () => {
  it("makes a user with the role staff in this complex and a password an active staff account", () => {
    expect(staffAccountOf(user(), [], A)).toEqual({
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

  it("reads the grants a staff member holds here from this complex's entry of `grants`, known ones only", () => {
    const customClaims = { roles: { [A]: "staff", [B]: "staff" }, grants: { [A]: ["units", "nonsense"] } };
    expect(staffAccountOf(user({ customClaims }), [], A)?.grants).toEqual(["units"]);
    expect(staffAccountOf(user({ customClaims }), [], B)?.grants).toEqual([]);
    expect(
      staffAccountOf(user({ customClaims: { roles: { [A]: "staff" }, grants: ["units"] } }), [], A)?.grants,
    ).toEqual([]);
  });

  it("is staff only in the complexes that gave a role: another complex's staff is nobody here", () => {
    const onlyB = user({ customClaims: { roles: { [B]: "admin" } } });
    expect(staffAccountOf(onlyB, [], A)).toBeNull();
    expect(staffAccountOf(onlyB, [], B)).toMatchObject({ role: "admin", configured: false });
    const both = user({ customClaims: { roles: { [A]: "staff", [B]: "admin" } } });
    expect(staffAccountOf(both, [], A)?.role).toBe("staff");
    expect(staffAccountOf(both, [], B)?.role).toBe("admin");
  });

  it("says invited until a password is set, disabled whatever else", () => {
    expect(staffAccountOf(user({ providerData: [] }), [], A)?.status).toBe("invited");
    expect(staffAccountOf(user({ disabled: true }), [], A)?.status).toBe("disabled");
    expect(staffAccountOf(user({ disabled: true, providerData: [] }), [], A)?.status).toBe("disabled");
  });

  it("reads admin from this complex's role, and from the operator's admin=true and verified ADMIN_EMAILS address (configured)", () => {
    expect(staffAccountOf(user({ customClaims: { roles: { [A]: "admin" } } }), [], A)).toMatchObject({
      role: "admin",
      configured: false,
    });
    expect(staffAccountOf(user({ customClaims: { admin: true } }), [], A)).toMatchObject({
      role: "admin",
      configured: true,
    });
    expect(staffAccountOf(user({ customClaims: { admin: true } }), [], B)).toMatchObject({ configured: true });
    expect(
      staffAccountOf(user({ customClaims: undefined, emailVerified: true }), ["staff@example.com"], A),
    ).toMatchObject({ role: "admin", configured: true });
  });

  it("leaves out users who hold no role here: no claim, an unknown one, a legacy project-wide one, an unverified listed address, no email", () => {
    expect(staffAccountOf(user({ customClaims: undefined }), [], A)).toBeNull();
    expect(staffAccountOf(user({ customClaims: { roles: { [A]: "owner" } } }), [], A)).toBeNull();
    expect(staffAccountOf(user({ customClaims: { role: "staff" } }), [], A)).toBeNull();
    expect(staffAccountOf(user({ customClaims: { role: "admin" } }), [], A)).toBeNull();
    expect(staffAccountOf(user({ customClaims: {}, emailVerified: false }), ["staff@example.com"], A)).toBeNull();
    expect(staffAccountOf(user({ email: undefined }), [], A)).toBeNull();
  });

  it("names the account by its address when the user has no display name", () => {
    expect(staffAccountOf(user({ displayName: undefined }), [], A)?.name).toBe("staff@example.com");
    expect(staffAccountOf(user({ displayName: "  " }), [], A)?.name).toBe("staff@example.com");
  });
});

describe("claimsForComplex", () => {
  it("sets this complex's role and grants, keeping the other complexes' entries", () => {
    const claims = { roles: { [B]: "admin" }, grants: { [B]: ["units"] } };
    expect(claimsForComplex(claims, A, { role: "staff", grants: ["units"] })).toEqual({
      roles: { [B]: "admin", [A]: "staff" },
      grants: { [B]: ["units"], [A]: ["units"] },
    });
    expect(claimsForComplex(claims, B, { role: "staff", grants: [] })).toEqual({ roles: { [B]: "staff" } });
    expect(claimsForComplex(undefined, A, { role: "staff", grants: [] })).toEqual({ roles: { [A]: "staff" } });
  });

  it("takes this complex's entry out, and leaves out maps that end up empty", () => {
    const claims = { roles: { [A]: "staff", [B]: "staff" }, grants: { [A]: ["units"] } };
    expect(claimsForComplex(claims, A, null)).toEqual({ roles: { [B]: "staff" } });
    expect(claimsForComplex({ roles: { [A]: "admin" } }, A, null)).toEqual({});
    // Another complex's entry is not touched, whatever it holds.
    expect(claimsForComplex({ roles: { [B]: "someday" } }, A, null)).toEqual({ roles: { [B]: "someday" } });
  });

  it("keeps the operator's admin=true and claims it does not own; drops the legacy project-wide role and grants", () => {
    expect(
      claimsForComplex({ admin: true, tenant: "x", role: "staff", grants: ["units"] }, A, {
        role: "staff",
        grants: [],
      }),
    ).toEqual({
      admin: true,
      tenant: "x",
      roles: { [A]: "staff" },
    });
  });

  it("writes only known grants, each once", () => {
    expect(claimsForComplex(undefined, A, { role: "staff", grants: ["units", "units", "press" as never] })).toEqual({
      roles: { [A]: "staff" },
      grants: { [A]: ["units"] },
    });
  });

  it("keeps a person's roles in many complexes under Firebase's 1000-byte cap for custom claims", () => {
    let claims: Record<string, unknown> = {};
    for (let i = 0; i < 15; i += 1)
      claims = claimsForComplex(claims, `complex-number-${i.toString().padStart(2, "0")}`, {
        role: "staff",
        grants: ["units"],
      });
    expect(Object.keys(claims.roles as object)).toHaveLength(15);
    expect(JSON.stringify(claims).length).toBeLessThanOrEqual(1000);
  });
});
