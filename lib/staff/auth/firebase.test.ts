import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { grantsInComplex, isOperatorAdmin, roleOfClaims, type RoleClaims } from "./firebase";

// Two complexes on one Firebase project: their roles are entries of the claim `roles` by slug.
const A = "complex-a";
const B = "complex-b";

describe("isOperatorAdmin", () => {
  it("admits the custom claim admin=true, whatever the email", () => {
    expect(isOperatorAdmin({ admin: true, email: "someone@example.com" }, [])).toBe(true);
    expect(isOperatorAdmin({ admin: true, email: undefined }, [])).toBe(true);
  });

  it("admits a verified email listed in ADMIN_EMAILS, case-insensitively", () => {
    expect(isOperatorAdmin({ email: "Editor@Example.com", email_verified: true }, ["editor@example.com"])).toBe(true);
  });

  it("refuses a listed email that Firebase has not verified (anyone can sign up under a free address)", () => {
    expect(isOperatorAdmin({ email: "editor@example.com", email_verified: false }, ["editor@example.com"])).toBe(false);
    expect(isOperatorAdmin({ email: "editor@example.com" }, ["editor@example.com"])).toBe(false);
  });

  it("refuses everyone else, including truthy look-alikes of the claim and a complex's admin role", () => {
    expect(isOperatorAdmin({ email: "visitor@example.com", email_verified: true }, ["editor@example.com"])).toBe(false);
    expect(isOperatorAdmin({ admin: "true", email: "visitor@example.com" }, [])).toBe(false);
    expect(isOperatorAdmin({ admin: 1, email: "visitor@example.com" }, [])).toBe(false);
    expect(isOperatorAdmin({ email: undefined, email_verified: true }, [""])).toBe(false);
    expect(isOperatorAdmin({ roles: { [A]: "admin" }, email: "boss@example.com" }, [])).toBe(false);
  });
});

describe("roleOfClaims", () => {
  it("reads the complex's own entry of `roles`, and nothing from another complex's", () => {
    const claims = { roles: { [A]: "staff", [B]: "admin" }, email: "both@example.com" };
    expect(roleOfClaims(claims, [], A)).toBe("staff");
    expect(roleOfClaims(claims, [], B)).toBe("admin");
    expect(roleOfClaims({ roles: { [A]: "staff" }, email: "a@example.com" }, [], B)).toBeNull();
    expect(roleOfClaims({ roles: { [B]: "admin" }, email: "b@example.com" }, [], A)).toBeNull();
  });

  it("makes the operator's administrators (admin=true, a verified ADMIN_EMAILS address) admin in every complex, over an entry", () => {
    expect(roleOfClaims({ admin: true, roles: { [A]: "staff" } }, [], A)).toBe("admin");
    expect(roleOfClaims({ admin: true }, [], B)).toBe("admin");
    const listed = { roles: { [A]: "staff" }, email: "editor@example.com" };
    expect(roleOfClaims({ ...listed, email_verified: true }, ["editor@example.com"], A)).toBe("admin");
    // Unverified, the listing gives nothing, but the complex's entry still holds.
    expect(roleOfClaims({ ...listed, email_verified: false }, ["editor@example.com"], A)).toBe("staff");
    expect(roleOfClaims({ ...listed, email_verified: false }, ["editor@example.com"], B)).toBeNull();
  });

  it("gives nothing for the legacy project-wide role claim, which names no complex", () => {
    const legacy = (role: string): RoleClaims & { role: string } => ({ role, email: "staff@example.com" });
    expect(roleOfClaims(legacy("staff"), [], A)).toBeNull();
    expect(roleOfClaims(legacy("admin"), [], A)).toBeNull();
  });

  it("gives no role for a missing, unknown or look-alike entry, nor for a `roles` claim of another shape", () => {
    expect(roleOfClaims({ email: "visitor@example.com", email_verified: true }, ["editor@example.com"], A)).toBeNull();
    expect(roleOfClaims({ roles: { [A]: "owner" } }, [], A)).toBeNull();
    expect(roleOfClaims({ roles: { [A]: "Staff" } }, [], A)).toBeNull();
    expect(roleOfClaims({ roles: { [A]: ["staff"] } }, [], A)).toBeNull();
    expect(roleOfClaims({ roles: "staff" }, [], A)).toBeNull();
    expect(roleOfClaims({ roles: ["staff"] }, [], A)).toBeNull();
    expect(roleOfClaims({ roles: null }, [], A)).toBeNull();
    expect(roleOfClaims({ admin: "true", roles: true }, [], A)).toBeNull();
    // An inherited property is no entry.
    expect(roleOfClaims({ roles: {} }, [], "constructor")).toBeNull();
  });
});

describe("grantsInComplex", () => {
  it("reads the complex's own entry, known grants only; a project-wide list gives nothing", () => {
    const grants = { [A]: ["units", "nonsense"], [B]: [] };
    expect(grantsInComplex(grants, A)).toEqual(["units"]);
    expect(grantsInComplex(grants, B)).toEqual([]);
    expect(grantsInComplex({ [A]: ["units"] }, B)).toEqual([]);
    expect(grantsInComplex(["units"], A)).toEqual([]);
    expect(grantsInComplex({ [A]: "units" }, A)).toEqual([]);
    expect(grantsInComplex(undefined, A)).toEqual([]);
  });
});
