import { beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
vi.mock("@/lib/staff/auth/session", () => ({ getAdmin: vi.fn() }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next/navigation", () => ({
  redirect: vi.fn((url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  }),
}));
vi.mock("@/lib/staff/access", () => ({
  recordAccess: vi.fn(async () => undefined),
  recordRefusal: vi.fn(async () => undefined),
}));
vi.mock("@/lib/platform/log", () => ({ log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));
const setup = vi.hoisted(() => ({ mode: "firebase" as "firebase" | "embedded" }));
vi.mock("@/lib/staff/auth/config", () => ({
  signInSetup: () =>
    setup.mode === "firebase"
      ? { mode: "firebase", enabled: true, web: { apiKey: "k", projectId: "demo-presale" } }
      : { mode: "embedded", enabled: true, credentials: { email: "owner@example.com", kind: "plain", password: "x" } },
}));
vi.mock("@/lib/env", () => ({
  env: () => ({ ADMIN_EMAILS: ["listed@example.com"], SITE_URL: "https://example.org" }),
}));
vi.mock("@/lib/staff/auth/firebase-staff", () => ({
  inviteFirebaseStaff: vi.fn(),
  firebaseStaffById: vi.fn(),
  removeFirebaseStaffRole: vi.fn(async () => undefined),
  setFirebaseStaffRole: vi.fn(async () => true),
  setFirebaseStaffGrants: vi.fn(async () => true),
}));
const users = { byId: vi.fn(), setStatus: vi.fn(), setRole: vi.fn(), setGrants: vi.fn(), invite: vi.fn() };
vi.mock("@/lib/staff/users/store/index", () => ({ userStore: async () => users }));
const sessions = { endAllFor: vi.fn(async () => 1) };
vi.mock("@/lib/staff/auth/store/index", () => ({ adminSessionStore: async () => sessions }));

import { recordAccess } from "@/lib/staff/access";
import {
  firebaseStaffById,
  inviteFirebaseStaff,
  removeFirebaseStaffRole,
  setFirebaseStaffGrants,
  setFirebaseStaffRole,
} from "@/lib/staff/auth/firebase-staff";
import { getAdmin, type Admin } from "@/lib/staff/auth/session";
import { log } from "@/lib/platform/log";
import type { StaffAccount } from "@/lib/staff/users/users";
import { inviteStaff, setStaffGrant, setStaffRole, setStaffStatus } from "./staff-actions";
import { form, ending } from "@/test-support/action-forms";

// The staff actions (lib/staff/staff-actions.ts) for each role, in Firebase mode (Firebase stood in
// for; the calls themselves run on the emulator in lib/staff/auth/firebase.emulator.test.ts) and, for the
// role checks, in embedded mode too: signed out and staff are refused before anything is read.

const ADMIN: Admin = { email: "boss@example.com", role: "admin", userId: "uid-boss" };
const STAFF: Admin = { email: "staff@example.com", role: "staff", name: "김상담", userId: "uid-staff" };
const UID = "Xk3pQ9aLm2Zr7Tb1Wc8Yd4Ef6Gh0";
const ACCOUNT: StaffAccount = {
  id: UID,
  email: "new@example.com",
  name: "이직원",
  role: "staff",
  grants: [],
  status: "active",
  inviteExpiresAt: null,
  configured: false,
};

const invite = (entries: Record<string, string>) => inviteStaff({ ok: false }, form(entries));
const touched = () =>
  [
    inviteFirebaseStaff,
    firebaseStaffById,
    removeFirebaseStaffRole,
    setFirebaseStaffRole,
    setFirebaseStaffGrants,
    users.byId,
    users.setStatus,
    users.setRole,
    users.setGrants,
    users.invite,
  ].some((fn) => vi.mocked(fn).mock.calls.length > 0);

beforeEach(() => {
  vi.clearAllMocks();
  setup.mode = "firebase";
  vi.mocked(firebaseStaffById).mockResolvedValue(ACCOUNT);
});

describe.each(["firebase", "embedded"] as const)("staff actions in %s mode, by role", (mode) => {
  beforeEach(() => {
    setup.mode = mode;
  });

  it("refuse a request without a session: the invitation answers with the refusal, the forms go to the page", async () => {
    vi.mocked(getAdmin).mockResolvedValue(null);
    expect(await invite({ email: "new@example.com", name: "이직원", role: "staff" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("관리자만"),
    });
    expect(await ending(setStaffStatus(form({ id: UID, status: "disabled" })))).toBe("/admin/staff");
    expect(await ending(setStaffRole(form({ id: UID, role: "admin" })))).toBe("/admin/staff");
    expect(touched()).toBe(false);
  });

  it("refuse a staff member every staff action, before reading anything", async () => {
    vi.mocked(getAdmin).mockResolvedValue(STAFF);
    expect(await invite({ email: "new@example.com", name: "이직원", role: "admin" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("관리자만"),
    });
    expect(await ending(setStaffStatus(form({ id: UID, status: "disabled" })))).toBe("/admin/staff");
    expect(await ending(setStaffRole(form({ id: UID, role: "admin" })))).toBe("/admin/staff");
    expect(await ending(setStaffGrant(form({ id: UID, grant: "units", on: "1" })))).toBe("/admin/staff");
    expect(touched()).toBe(false);
    expect(recordAccess).not.toHaveBeenCalled();
  });

  it("answer refused input without reading anything", async () => {
    vi.mocked(getAdmin).mockResolvedValue(ADMIN);
    expect(await invite({ email: "not-an-email", name: "이직원", role: "staff" })).toMatchObject({
      ok: false,
      message: "이메일 형식이 올바르지 않습니다.",
    });
    expect(await invite({ email: "new@example.com", name: "이직원", role: "owner" })).toMatchObject({
      ok: false,
      message: "권한을 골라 주세요.",
    });
    expect(await ending(setStaffStatus(form({ id: "../x", status: "disabled" })))).toBe("/admin/staff?done=invalid");
    expect(await ending(setStaffRole(form({ id: UID, role: "owner" })))).toBe("/admin/staff?done=invalid");
    expect(await ending(setStaffGrant(form({ id: UID, grant: "press", on: "1" })))).toBe("/admin/staff?done=invalid");
    expect(touched()).toBe(false);
  });
});

describe("staff actions in Firebase mode, as an administrator", () => {
  beforeEach(() => {
    vi.mocked(getAdmin).mockResolvedValue(ADMIN);
  });

  it("invite: the new user's password link is the answer, once, and the invitation is in the access records", async () => {
    vi.mocked(inviteFirebaseStaff).mockResolvedValue({
      ok: true,
      kind: "new",
      account: { ...ACCOUNT, status: "invited" },
      link: "https://demo.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=abc",
    });
    const answer = await invite({ email: " New@Example.com ", name: "이직원", role: "staff" });
    expect(answer).toMatchObject({ ok: true, link: expect.stringContaining("mode=resetPassword") });
    expect(answer.message).toContain("비밀번호 설정 링크");
    expect(inviteFirebaseStaff).toHaveBeenCalledWith({ email: "New@Example.com", name: "이직원", role: "staff" }, [
      "listed@example.com",
    ]);
    expect(recordAccess).toHaveBeenCalledWith(ADMIN, "staff-invite", { targets: [UID], detail: "new staff" });
    // The log names the user by id, never by name or the invitee's address.
    const line = String(vi.mocked(log.info).mock.calls[0]?.[0]);
    expect(line).toContain(UID);
    expect(line).not.toMatch(/이직원|new@example\.com/i);
  });

  it("invite: an existing verified user gets the role and no link; refusals keep the typed values", async () => {
    vi.mocked(inviteFirebaseStaff).mockResolvedValue({ ok: true, kind: "granted", account: ACCOUNT, link: null });
    expect(await invite({ email: "new@example.com", name: "이직원", role: "staff" })).toEqual({
      ok: true,
      message: expect.stringContaining("지금 쓰는 비밀번호로"),
    });
    vi.mocked(inviteFirebaseStaff).mockResolvedValue({ ok: false, reason: "exists" });
    expect(await invite({ email: "new@example.com", name: "이직원", role: "staff" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("이미 계정이 있는"),
      values: { email: "new@example.com" },
    });
    vi.mocked(inviteFirebaseStaff).mockResolvedValue({ ok: false, reason: "unverified" });
    expect(await invite({ email: "new@example.com", name: "이직원", role: "staff" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("이메일 인증"),
    });
    vi.mocked(inviteFirebaseStaff).mockRejectedValue(Object.assign(new Error("down"), { code: "app/network-timeout" }));
    expect(await invite({ email: "new@example.com", name: "이직원", role: "staff" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("잠시 후"),
    });
    expect(recordAccess).toHaveBeenCalledTimes(1);
  });

  it("invite: one's own address and an ADMIN_EMAILS address are not invited", async () => {
    expect(await invite({ email: "boss@example.com", name: "나", role: "staff" })).toMatchObject({
      ok: false,
      message: "자기 계정은 초대할 수 없습니다.",
    });
    expect(await invite({ email: "Listed@example.com", name: "설정", role: "staff" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("ADMIN_EMAILS"),
    });
    expect(inviteFirebaseStaff).not.toHaveBeenCalled();
  });

  it("disable takes the role in this complex away, recorded; enabling a user the project disabled is the operator's", async () => {
    expect(await ending(setStaffStatus(form({ id: UID, status: "disabled" })))).toBe("/admin/staff?done=removed");
    expect(removeFirebaseStaffRole).toHaveBeenCalledWith(UID);
    expect(await ending(setStaffStatus(form({ id: UID, status: "active" })))).toBe(
      "/admin/staff?done=project-disabled",
    );
    expect(removeFirebaseStaffRole).toHaveBeenCalledTimes(1);
    expect(vi.mocked(recordAccess).mock.calls.map(([, action, what]) => [action, what])).toEqual([
      ["staff-status", { targets: [UID], detail: "role removed in this complex" }],
    ]);
  });

  it("a role or grant taken away meanwhile is not given back: the change answers 'missing', unrecorded", async () => {
    vi.mocked(setFirebaseStaffRole).mockResolvedValueOnce(false);
    expect(await ending(setStaffRole(form({ id: UID, role: "admin" })))).toBe("/admin/staff?done=missing");
    vi.mocked(setFirebaseStaffGrants).mockResolvedValueOnce(false);
    expect(await ending(setStaffGrant(form({ id: UID, grant: "units", on: "1" })))).toBe("/admin/staff?done=missing");
    expect(recordAccess).not.toHaveBeenCalled();
  });

  it("change a role: the notice says it applies at the next sign-in", async () => {
    expect(await ending(setStaffRole(form({ id: UID, role: "admin" })))).toBe("/admin/staff?done=role-sign-in");
    expect(setFirebaseStaffRole).toHaveBeenCalledWith(UID, "admin");
    expect(recordAccess).toHaveBeenCalledWith(ADMIN, "staff-role", { targets: [UID], detail: "admin" });
  });

  it("a grant: given and taken back as a claim, recorded; the notice says it applies at the next sign-in", async () => {
    expect(await ending(setStaffGrant(form({ id: UID, grant: "units", on: "1" })))).toBe(
      "/admin/staff?done=role-sign-in",
    );
    expect(setFirebaseStaffGrants).toHaveBeenLastCalledWith(UID, ["units"]);
    vi.mocked(firebaseStaffById).mockResolvedValueOnce({ ...ACCOUNT, grants: ["units"] });
    expect(await ending(setStaffGrant(form({ id: UID, grant: "units", on: "0" })))).toBe(
      "/admin/staff?done=role-sign-in",
    );
    expect(setFirebaseStaffGrants).toHaveBeenLastCalledWith(UID, []);
    expect(vi.mocked(recordAccess).mock.calls.map(([, action, what]) => [action, what?.detail])).toEqual([
      ["staff-grant", "units on"],
      ["staff-grant", "units off"],
    ]);
  });

  it("change nobody unknown (or holding no role here), oneself, or an operator's administrator; a Firebase failure is a notice", async () => {
    vi.mocked(firebaseStaffById).mockResolvedValueOnce(null);
    expect(await ending(setStaffStatus(form({ id: UID, status: "disabled" })))).toBe("/admin/staff?done=missing");
    vi.mocked(firebaseStaffById).mockResolvedValueOnce({
      ...ACCOUNT,
      id: "uid-boss",
      email: "boss@example.com",
      role: "admin",
    });
    expect(await ending(setStaffRole(form({ id: "uid-boss", role: "staff" })))).toBe("/admin/staff?done=self");
    vi.mocked(firebaseStaffById).mockResolvedValueOnce({
      ...ACCOUNT,
      email: "listed@example.com",
      role: "admin",
      configured: true,
    });
    expect(await ending(setStaffStatus(form({ id: UID, status: "disabled" })))).toBe("/admin/staff?done=configured");
    expect(removeFirebaseStaffRole).not.toHaveBeenCalled();
    expect(setFirebaseStaffRole).not.toHaveBeenCalled();
    vi.mocked(setFirebaseStaffRole).mockRejectedValueOnce(
      Object.assign(new Error("down"), { code: "deadline-exceeded" }),
    );
    expect(await ending(setStaffRole(form({ id: UID, role: "admin" })))).toBe("/admin/staff?done=failed");
    expect(recordAccess).not.toHaveBeenCalled();
  });
});

describe("staff actions in embedded mode, as an administrator", () => {
  beforeEach(() => {
    setup.mode = "embedded";
    vi.mocked(getAdmin).mockResolvedValue(ADMIN);
    users.byId.mockResolvedValue({
      id: UID,
      email: "new@example.com",
      name: "이직원",
      role: "staff",
      grants: [],
      status: "active",
    });
  });

  it("a grant is set on the account (the whole set), recorded; not on one's own account", async () => {
    expect(await ending(setStaffGrant(form({ id: UID, grant: "units", on: "1" })))).toBe("/admin/staff?done=role");
    expect(users.setGrants).toHaveBeenCalledWith(UID, ["units"], expect.any(Date));
    expect(recordAccess).toHaveBeenCalledWith(ADMIN, "staff-grant", { targets: [UID], detail: "units on" });
    users.byId.mockResolvedValueOnce({
      id: "u-boss",
      email: "boss@example.com",
      role: "admin",
      grants: [],
      status: "active",
    });
    expect(await ending(setStaffGrant(form({ id: "u-boss", grant: "units", on: "1" })))).toBe("/admin/staff?done=self");
    expect(users.setGrants).toHaveBeenCalledTimes(1);
  });
});
