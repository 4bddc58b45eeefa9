import { describe, expect, it } from "vitest";
import { mayAssign, mayWork } from "./access";

const admin = { email: "owner@example.com", role: "admin" as const };
const kim = { email: "Kim@example.com", role: "staff" as const };
const accounts = ["owner@example.com", "kim@example.com", "lee@example.com"];

describe("who works which lead", () => {
  it("an administrator works every lead; a staff member their own and the unassigned", () => {
    expect(mayWork(admin, { assignee: "lee@example.com" })).toBe(true);
    expect(mayWork(kim, undefined)).toBe(true);
    expect(mayWork(kim, { assignee: null })).toBe(true);
    expect(mayWork(kim, { assignee: "kim@example.com" })).toBe(true);
    expect(mayWork(kim, { assignee: "lee@example.com" })).toBe(false);
  });

  it("an administrator assigns any account; a staff member takes an unassigned lead or gives back their own", () => {
    expect(mayAssign(admin, null, "lee@example.com", accounts)).toBe(true);
    expect(mayAssign(admin, "lee@example.com", null, accounts)).toBe(true);
    expect(mayAssign(admin, null, "stranger@example.com", accounts)).toBe(false);
    expect(mayAssign(kim, null, "kim@example.com", accounts)).toBe(true);
    expect(mayAssign(kim, "kim@example.com", null, accounts)).toBe(true);
    expect(mayAssign(kim, null, "lee@example.com", accounts)).toBe(false);
    expect(mayAssign(kim, "kim@example.com", "lee@example.com", accounts)).toBe(false);
    expect(mayAssign(kim, "lee@example.com", "lee@example.com", accounts)).toBe(true);
  });
});
