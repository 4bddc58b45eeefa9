"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signInSetup } from "@/lib/auth/config";
import { inviteSchema, invitePath, issueInvite } from "@/lib/auth/invite";
import { ROLE_REFUSED, ROLES } from "@/lib/auth/roles";
import { adminSessionStore } from "@/lib/auth/session-runtime";
import { normalEmail } from "@/lib/auth/users";
import { userStore } from "@/lib/auth/users-runtime";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { recordAccess } from "@/lib/access";
import { adminAction, adminFormAction } from "./action";

// The administrator's staff accounts (/admin/staff, issue 27 item 1): invite a person with a role,
// disable or enable an account, change its role. Administrators only; every action reads the
// session and the role on the server (lib/admin/action.ts). Log lines name accounts by id.

export type InviteState = { ok: boolean; message?: string; link?: string; values?: { email: string; name: string; role: string } };

const field = (formData: FormData, key: string) => {
  const value = formData.get(key);
  return typeof value === "string" ? value : "";
};

/** Makes an invitation and answers with its link, shown once to the administrator to pass on. */
export const inviteStaff = adminAction<[InviteState, FormData], typeof inviteSchema, InviteState>(
  {
    role: "admin",
    schema: inviteSchema,
    input: (_previous, formData) => (formData instanceof FormData ? { email: formData.get("email"), name: formData.get("name"), role: formData.get("role") } : null),
    refused: () => ({ ok: false, message: ROLE_REFUSED }),
    invalid: (error, _previous, formData) => ({
      ok: false,
      message: error.issues[0]?.message ?? "입력값을 확인해 주세요.",
      values: formData instanceof FormData ? { email: field(formData, "email").slice(0, 254), name: field(formData, "name").slice(0, 40), role: field(formData, "role") } : undefined,
    }),
  },
  async (data, admin) => {
    const setup = signInSetup();
    if (!setup.enabled || setup.mode !== "embedded") return { ok: false, message: "이 사이트는 Firebase 계정으로 로그인합니다. 직원 초대는 내장 로그인에서만 할 수 있습니다." };
    if (normalEmail(data.email) === normalEmail(setup.credentials.email)) return { ok: false, message: "설정 파일로 지정된 관리자 이메일입니다. 다른 이메일로 초대해 주세요.", values: data };
    const { result, token } = await issueInvite(await userStore(), data, admin.email, new Date());
    if (!result.ok) return { ok: false, message: "이미 계정이 있는 이메일입니다. 아래 목록에서 계정을 다시 사용하도록 바꿀 수 있습니다.", values: data };
    await recordAccess(admin, "staff-invite", { targets: [result.user.id], detail: `${result.renewed ? "renewed" : "new"} ${data.role}` });
    log.info(`[admin] ${admin.email} ${result.renewed ? "renewed the invitation of" : "invited"} staff account ${result.user.id} (${data.role})`);
    revalidatePath("/admin/staff");
    return {
      ok: true,
      link: new URL(invitePath(token), env().SITE_URL).toString(),
      message: `${data.name} 님의 초대 링크를 만들었습니다. 72시간 안에 한 번만 쓸 수 있으니 본인에게 직접 전달해 주세요. 이 화면을 떠나면 다시 볼 수 없습니다.`,
    };
  },
);

const statusSchema = z.object({ id: z.uuid(), status: z.enum(["active", "disabled"]) });
const roleSchema = z.object({ id: z.uuid(), role: z.enum(ROLES) });
const invalid = () => redirect("/admin/staff?done=invalid");

/** Disables an account (its sessions end at once) or enables it again. Not one's own. */
export const setStaffStatus = adminFormAction({ role: "admin", schema: statusSchema, page: "/admin/staff", invalid }, async (data, admin) => {
  const users = await userStore();
  const user = await users.byId(data.id);
  if (!user) redirect("/admin/staff?done=missing");
  if (user.email === normalEmail(admin.email)) redirect("/admin/staff?done=self");
  const changed = await users.setStatus(data.id, data.status, new Date());
  // The account is read on every request, so it is already signed out; its session rows go too.
  const ended = data.status === "disabled" ? await (await adminSessionStore()).endAllFor(user.email) : 0;
  await recordAccess(admin, "staff-status", { targets: [data.id], detail: changed?.status ?? "unchanged" });
  log.info(`[admin] ${admin.email} set staff account ${data.id} ${changed?.status ?? "unchanged"} (${ended} session(s) ended)`);
  revalidatePath("/admin/staff");
  redirect(`/admin/staff?done=${changed?.status === data.status ? data.status : "no-password"}`);
});

/** Changes an account's role (applies from its next request). Not one's own. */
export const setStaffRole = adminFormAction({ role: "admin", schema: roleSchema, page: "/admin/staff", invalid }, async (data, admin) => {
  const users = await userStore();
  const user = await users.byId(data.id);
  if (!user) redirect("/admin/staff?done=missing");
  if (user.email === normalEmail(admin.email)) redirect("/admin/staff?done=self");
  await users.setRole(data.id, data.role, new Date());
  await recordAccess(admin, "staff-role", { targets: [data.id], detail: data.role });
  log.info(`[admin] ${admin.email} gave staff account ${data.id} the role ${data.role}`);
  revalidatePath("/admin/staff");
  redirect("/admin/staff?done=role");
});
