import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { isAdminClaims, roleOfClaims } from "./firebase";

describe("isAdminClaims", () => {
  it("admits the custom claim admin=true, whatever the email", () => {
    expect(isAdminClaims({ admin: true, email: "someone@example.com" }, [])).toBe(true);
    expect(isAdminClaims({ admin: true, email: undefined }, [])).toBe(true);
  });

  it("admits a verified email listed in ADMIN_EMAILS, case-insensitively", () => {
    expect(isAdminClaims({ email: "Editor@Example.com", email_verified: true }, ["editor@example.com"])).toBe(true);
  });

  it("refuses a listed email that Firebase has not verified (anyone can sign up under a free address)", () => {
    expect(isAdminClaims({ email: "editor@example.com", email_verified: false }, ["editor@example.com"])).toBe(false);
    expect(isAdminClaims({ email: "editor@example.com" }, ["editor@example.com"])).toBe(false);
  });

  it("refuses everyone else, including truthy look-alikes of the claim", () => {
    expect(isAdminClaims({ email: "visitor@example.com", email_verified: true }, ["editor@example.com"])).toBe(false);
    expect(isAdminClaims({ admin: "true", email: "visitor@example.com" }, [])).toBe(false);
    expect(isAdminClaims({ admin: 1, email: "visitor@example.com" }, [])).toBe(false);
    expect(isAdminClaims({ email: undefined, email_verified: true }, [""])).toBe(false);
  });
});

describe("roleOfClaims", () => {
  it("reads the custom claim role set on /admin/staff", () => {
    expect(roleOfClaims({ role: "staff", email: "staff@example.com" }, [])).toBe("staff");
    expect(roleOfClaims({ role: "admin", email: "boss@example.com" }, [])).toBe("admin");
  });

  it("keeps the legacy claim admin=true and a verified ADMIN_EMAILS address as admin, over a staff claim", () => {
    expect(roleOfClaims({ admin: true, role: "staff" }, [])).toBe("admin");
    expect(
      roleOfClaims({ role: "staff", email: "editor@example.com", email_verified: true }, ["editor@example.com"]),
    ).toBe("admin");
    // Unverified, the listing gives nothing, but the claim still holds.
    expect(
      roleOfClaims({ role: "staff", email: "editor@example.com", email_verified: false }, ["editor@example.com"]),
    ).toBe("staff");
  });

  it("gives no role without a claim or a listing, nor for an unknown or look-alike claim", () => {
    expect(roleOfClaims({ email: "visitor@example.com", email_verified: true }, ["editor@example.com"])).toBeNull();
    expect(roleOfClaims({ role: "owner", email: "visitor@example.com" }, [])).toBeNull();
    expect(roleOfClaims({ role: "Staff", email: "visitor@example.com" }, [])).toBeNull();
    expect(roleOfClaims({ role: ["staff"], email: "visitor@example.com" }, [])).toBeNull();
    expect(roleOfClaims({ admin: "true", role: true }, [])).toBeNull();
  });
});
