import { beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
vi.mock("@/lib/staff/auth/session", () => ({ getAdmin: vi.fn() }));
vi.mock("next/navigation", () => ({
  redirect: vi.fn((url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  }),
}));

import { z } from "zod";
import { getAdmin } from "@/lib/staff/auth/session";
import { adminAction, adminFormAction } from "./action";
import { form } from "@/test-support/action-forms";

const signedIn = vi.mocked(getAdmin);
const schema = z.object({ id: z.string().min(1, { error: "번호가 없습니다." }) });

describe("adminAction", () => {
  const handler = vi.fn(
    async (data: { id: string }, admin: { email: string }, prefix: string) => `${prefix}:${data.id}:${admin.email}`,
  );
  const action = adminAction(
    {
      role: "admin",
      schema,
      input: (_prefix: string, id: unknown) => ({ id }),
      refused: () => "refused",
      invalid: (error) => `invalid:${error.issues[0]!.message}`,
    },
    handler,
  );

  beforeEach(() => {
    signedIn.mockReset();
    handler.mockClear();
  });

  it("refuses without a session and never parses or runs the handler", async () => {
    signedIn.mockResolvedValue(null);
    expect(await action("p", "")).toBe("refused");
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses a staff member an action that needs an administrator, before parsing; lets an admin run a staff action", async () => {
    signedIn.mockResolvedValue({ email: "staff@example.com", role: "staff", userId: "u1" });
    expect(await action("p", "42")).toBe("refused");
    expect(handler).not.toHaveBeenCalled();
    const staffAction = adminAction(
      {
        role: "staff",
        schema,
        input: (_prefix: string, id: unknown) => ({ id }),
        refused: () => "refused",
        invalid: () => "invalid",
      },
      handler,
    );
    expect(await staffAction("p", "42")).toBe("p:42:staff@example.com");
    signedIn.mockResolvedValue({ email: "admin@example.com", role: "admin" });
    expect(await staffAction("p", "43")).toBe("p:43:admin@example.com");
  });

  it("an action that needs a grant: a staff member without it is refused, with it runs; an administrator always", async () => {
    const granted = adminAction(
      {
        role: "staff",
        grant: "units",
        schema,
        input: (_prefix: string, id: unknown) => ({ id }),
        refused: () => "refused",
        invalid: () => "invalid",
      },
      handler,
    );
    signedIn.mockResolvedValue({ email: "staff@example.com", role: "staff", userId: "u1", grants: [] });
    expect(await granted("p", "42")).toBe("refused");
    expect(handler).not.toHaveBeenCalled();
    signedIn.mockResolvedValue({ email: "staff@example.com", role: "staff", userId: "u1", grants: ["units"] });
    expect(await granted("p", "42")).toBe("p:42:staff@example.com");
    signedIn.mockResolvedValue({ email: "admin@example.com", role: "admin" });
    expect(await granted("p", "43")).toBe("p:43:admin@example.com");
  });

  it("refuses input the schema refuses, with the schema's message", async () => {
    signedIn.mockResolvedValue({ email: "admin@example.com", role: "admin" });
    expect(await action("p", "")).toBe("invalid:번호가 없습니다.");
    expect(await action("p", { toString: () => "x" })).toMatch(/^invalid:/);
    expect(handler).not.toHaveBeenCalled();
  });

  it("runs the handler with the parsed data, the administrator and the arguments", async () => {
    signedIn.mockResolvedValue({ email: "admin@example.com", role: "admin" });
    expect(await action("p", "42")).toBe("p:42:admin@example.com");
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe("adminFormAction", () => {
  const handler = vi.fn(async (_data: { id: string }) => undefined);

  beforeEach(() => {
    signedIn.mockReset();
    handler.mockClear();
  });

  it("does nothing for anything but a form, before looking at the session", async () => {
    const action = adminFormAction({ role: "admin", schema, page: "/admin/leads" }, handler);
    await action("id=1" as unknown as FormData);
    expect(signedIn).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });

  it("redirects to its page without a session", async () => {
    signedIn.mockResolvedValue(null);
    const action = adminFormAction({ role: "admin", schema, page: "/admin/leads" }, handler);
    await expect(action(form({ id: "1" }))).rejects.toThrow("NEXT_REDIRECT /admin/leads");
    expect(handler).not.toHaveBeenCalled();
  });

  it("does nothing on refused input by default, or answers with `invalid`", async () => {
    signedIn.mockResolvedValue({ email: "admin@example.com", role: "admin" });
    await adminFormAction({ role: "admin", schema, page: "/admin/leads" }, handler)(form({}));
    const invalid = vi.fn();
    await adminFormAction({ role: "admin", schema, page: "/admin/leads", invalid }, handler)(form({ id: "" }));
    expect(invalid).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
  });

  it("reads the schema's keys from the form (the first value of each) and runs the handler", async () => {
    signedIn.mockResolvedValue({ email: "admin@example.com", role: "admin" });
    const data = form({ id: "7", other: "x" });
    data.append("id", "8");
    await adminFormAction({ role: "admin", schema, page: "/admin/leads" }, handler)(data);
    expect(handler).toHaveBeenCalledWith({ id: "7" }, { email: "admin@example.com", role: "admin" }, data);
  });
});
