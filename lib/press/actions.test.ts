import { beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
vi.mock("@/lib/staff/auth/session", async () => {
  class AdminRequiredError extends Error {
    constructor() {
      super("관리자 로그인이 필요합니다. 다시 로그인해 주세요.");
    }
  }
  return { getAdmin: vi.fn(), requireAdmin: vi.fn(), AdminRequiredError };
});
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next/navigation", () => ({
  redirect: vi.fn((url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  }),
}));
const repository = { create: vi.fn(), update: vi.fn(), remove: vi.fn() };
vi.mock("@/lib/press/store/index", () => ({ pressRepository: () => repository }));

import { AdminRequiredError, getAdmin, requireAdmin } from "@/lib/staff/auth/session";
import { complex } from "@/lib/site/content";
import { createArticle, deleteArticle, updateArticle, type PressFormState } from "./actions";
import { form } from "@/test-support/action-forms";

// The press actions' answers: refused without a session, a forged site or id, the fields' messages,
// and what reaches the store.

const site = complex.sites[0]!;
const initial: PressFormState = { ok: true, message: "" };
const ADMIN = { email: "admin@example.com", role: "admin" as const };
const STAFF = { email: "staff@example.com", role: "staff" as const };

function signIn(admin: typeof ADMIN | typeof STAFF | null) {
  vi.mocked(getAdmin).mockResolvedValue(admin);
  vi.mocked(requireAdmin).mockImplementation(async () => {
    if (!admin) throw new AdminRequiredError();
    return admin;
  });
}

const strip = (state: PressFormState) => ({ ...state, at: typeof state.at });

beforeEach(() => {
  for (const fn of Object.values(repository)) fn.mockReset();
});

describe("press actions", () => {
  it("refuse without a session and keep what was typed", async () => {
    signIn(null);
    const values = { title: "t", summary: "s", content: "c" };
    expect(strip(await createArticle(site, initial, form(values)))).toEqual({
      ok: false,
      message: "관리자 로그인이 필요합니다. 다시 로그인해 주세요.",
      values,
      at: "number",
    });
    expect(strip(await updateArticle(site, "a1", initial, form(values)))).toEqual({
      ok: false,
      message: "관리자 로그인이 필요합니다. 다시 로그인해 주세요.",
      values,
      at: "number",
    });
    const removed = await deleteArticle(site, "a1", initial, form({}));
    expect(strip(removed)).toEqual({
      ok: false,
      message: "관리자 로그인이 필요합니다. 다시 로그인해 주세요.",
      values: undefined,
      at: "number",
    });
    expect("values" in removed).toBe(true);
    expect(repository.create).not.toHaveBeenCalled();
    expect(repository.update).not.toHaveBeenCalled();
    expect(repository.remove).not.toHaveBeenCalled();
  });

  it("refuse a staff member (the press is the administrators') and keep what was typed", async () => {
    signIn(STAFF);
    const values = { title: "t", summary: "s", content: "c" };
    for (const state of [
      await createArticle(site, initial, form(values)),
      await updateArticle(site, "a1", initial, form(values)),
    ]) {
      expect(strip(state)).toEqual({
        ok: false,
        message: "관리자 로그인이 필요합니다. 다시 로그인해 주세요.",
        values,
        at: "number",
      });
    }
    expect((await deleteArticle(site, "a1", initial, form({}))).ok).toBe(false);
    for (const fn of Object.values(repository)) expect(fn).not.toHaveBeenCalled();
  });

  it("answer a forged site or id before the fields", async () => {
    signIn(ADMIN);
    const BAD_SITE = "사이트 주소가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.";
    expect(strip(await createArticle("nowhere", initial, form({})))).toEqual({
      ok: false,
      message: BAD_SITE,
      values: { title: "", summary: "", content: "" },
      at: "number",
    });
    expect(strip(await updateArticle(site, "../x", initial, form({ title: "t", summary: "s" })))).toEqual({
      ok: false,
      message: BAD_SITE,
      values: { title: "t", summary: "s", content: "" },
      at: "number",
    });
    const removed = await deleteArticle(site, 42 as unknown as string, initial, form({}));
    expect(strip(removed)).toEqual({ ok: false, message: BAD_SITE, at: "number" });
    expect("values" in removed).toBe(false);
  });

  it("answer the fields' messages, the first one as the message", async () => {
    signIn(ADMIN);
    const state = await createArticle(site, initial, form({ title: " ", summary: "s".repeat(501) }));
    expect(strip(state)).toEqual({
      ok: false,
      message: "제목/요약은 필수입니다!",
      values: { title: " ", summary: "s".repeat(501), content: "" },
      fieldErrors: {
        title: "제목/요약은 필수입니다!",
        summary: "요약은 500자 이내로 입력해 주세요.",
        content: undefined,
      },
      at: "number",
    });
    // Not a form at all: empty fields.
    expect((await createArticle(site, initial, "x" as unknown as FormData)).message).toBe("제목/요약은 필수입니다!");
  });

  it("store the parsed fields only, and answer the store's verdict", async () => {
    signIn(ADMIN);
    repository.create.mockResolvedValue({ id: "new1" });
    expect(strip(await createArticle(site, initial, form({ title: " t ", summary: "s", extra: "x" })))).toEqual({
      ok: true,
      message: "보도자료가 등록되었습니다.",
      at: "number",
    });
    expect(repository.create).toHaveBeenCalledWith(site, { title: "t", summary: "s", content: "" });

    repository.update.mockResolvedValue(null);
    expect((await updateArticle(site, "a1", initial, form({ title: "t", summary: "s" }))).message).toBe(
      "보도자료를 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.",
    );
    expect(repository.update).toHaveBeenCalledWith(site, "a1", { title: "t", summary: "s", content: "" });

    repository.remove.mockRejectedValue(new Error("down"));
    expect(strip(await deleteArticle(site, "a1", initial, form({})))).toEqual({
      ok: false,
      message: "저장하지 못했습니다. 잠시 후 다시 시도해 주세요.",
      at: "number",
    });
    repository.remove.mockResolvedValue(true);
    await expect(deleteArticle(site, "a1", initial, form({}))).rejects.toThrow(`NEXT_REDIRECT /${site}/press`);
  });
});
