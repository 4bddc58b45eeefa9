import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { isAdminClaims } from "./firebase";

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
