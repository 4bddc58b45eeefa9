"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signInSetup } from "@/lib/staff/auth/config";
import { isListedEmail } from "@/lib/staff/auth/firebase";
import {
  firebaseStaffById,
  inviteFirebaseStaff,
  removeFirebaseStaffRole,
  setFirebaseStaffGrants,
  setFirebaseStaffRole,
} from "@/lib/staff/auth/firebase-staff";
import { inviteSchema, invitePath, issueInvite } from "@/lib/staff/auth/invite";
import { GRANTS, ROLE_REFUSED, ROLES } from "@/lib/staff/auth/roles";
import type { Admin } from "@/lib/staff/auth/session";
import { type StaffAccount, normalEmail } from "@/lib/staff/users/users";
import { adminSessionStore } from "@/lib/staff/auth/store/index";
import { userStore } from "@/lib/staff/users/store/index";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import { recordAccess } from "@/lib/staff/access";
import { adminAction, adminFormAction } from "./action";

// The administrator's staff accounts (/admin/staff): invite a person with a role,
// disable or enable an account, change its role. Administrators only; every action reads the
// session and the role on the server (lib/staff/action.ts). Log lines name accounts by id. In
// Firebase mode the accounts are Firebase Auth users shared by the project's complexes and the
// role is this complex's entry of a custom claim (lib/staff/auth/firebase-staff.ts): every action
// here changes this complex's entry only; the invitation's link is Firebase's password-reset link.

export type InviteState = {
  ok: boolean;
  message?: string;
  link?: string;
  values?: { email: string; name: string; role: string };
};

const FIREBASE_FAILED = "Firebase 인증 서버가 응답하지 않아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.";

/** The error code of a failed Firebase call, for the log line (its message may name the address). */
const codeOf = (error: unknown): string =>
  String((error as { code?: unknown } | null)?.code ?? (error as Error | null)?.name ?? "unknown");

const field = (formData: FormData, key: string) => {
  const value = formData.get(key);
  return typeof value === "string" ? value : "";
};

/** Makes an invitation and answers with its link, shown once to the administrator to pass on. */
export const inviteStaff = adminAction<[InviteState, FormData], typeof inviteSchema, InviteState>(
  {
    role: "admin",
    schema: inviteSchema,
    input: (_previous, formData) =>
      formData instanceof FormData
        ? { email: formData.get("email"), name: formData.get("name"), role: formData.get("role") }
        : null,
    refused: () => ({ ok: false, message: ROLE_REFUSED }),
    invalid: (error, _previous, formData) => ({
      ok: false,
      message: error.issues[0]?.message ?? "입력값을 확인해 주세요.",
      values:
        formData instanceof FormData
          ? {
              email: field(formData, "email").slice(0, 254),
              name: field(formData, "name").slice(0, 40),
              role: field(formData, "role"),
            }
          : undefined,
    }),
  },
  async (data, admin) => {
    const setup = signInSetup();
    if (!setup.enabled) return { ok: false, message: setup.reason, values: data };
    if (setup.mode === "firebase") return inviteFirebase(data, admin);
    if (normalEmail(data.email) === normalEmail(setup.credentials.email))
      return {
        ok: false,
        message: "설정 파일로 지정된 관리자 이메일입니다. 다른 이메일로 초대해 주세요.",
        values: data,
      };
    const { result, token } = await issueInvite(await userStore(), data, admin.email, new Date());
    if (!result.ok)
      return {
        ok: false,
        message: "이미 계정이 있는 이메일입니다. 아래 목록에서 계정을 다시 사용하도록 바꿀 수 있습니다.",
        values: data,
      };
    await recordAccess(admin, "staff-invite", {
      targets: [result.user.id],
      detail: `${result.renewed ? "renewed" : "new"} ${data.role}`,
    });
    log.info(
      `[admin] ${admin.email} ${result.renewed ? "renewed the invitation of" : "invited"} staff account ${result.user.id} (${data.role})`,
    );
    revalidatePath("/admin/staff");
    return {
      ok: true,
      link: new URL(invitePath(token), env().SITE_URL).toString(),
      message: `${data.name} 님의 초대 링크를 만들었습니다. 72시간 안에 한 번만 쓸 수 있으니 본인에게 직접 전달해 주세요. 이 화면을 떠나면 다시 볼 수 없습니다.`,
    };
  },
);

/** Firebase mode: creates the user or grants the role (lib/staff/auth/firebase-staff.ts); the link sets the password. */
async function inviteFirebase(data: z.output<typeof inviteSchema>, admin: Admin): Promise<InviteState> {
  const allowed = env().ADMIN_EMAILS;
  if (normalEmail(data.email) === normalEmail(admin.email))
    return { ok: false, message: "자기 계정은 초대할 수 없습니다.", values: data };
  if (isListedEmail(data.email, allowed))
    return {
      ok: false,
      message: "설정(ADMIN_EMAILS)으로 지정된 관리자 이메일입니다. 다른 이메일로 초대해 주세요.",
      values: data,
    };
  let result: Awaited<ReturnType<typeof inviteFirebaseStaff>>;
  try {
    result = await inviteFirebaseStaff(data, allowed);
  } catch (error) {
    log.error(`[admin] ${admin.email} could not invite a Firebase staff account: ${codeOf(error)}`);
    return { ok: false, message: FIREBASE_FAILED, values: data };
  }
  if (!result.ok) {
    const message =
      result.reason === "exists"
        ? "이미 계정이 있는 이메일입니다. 아래 목록에서 계정을 다시 사용하도록 바꾸거나 권한을 바꿀 수 있습니다."
        : "이 이메일로 누군가 이미 Firebase 계정을 만들었지만 이메일 인증이 되지 않아, 본인의 계정인지 알 수 없습니다. 그 사람이 이메일 인증을 마치거나 Firebase 콘솔에서 그 계정을 지운 뒤 다시 초대해 주세요.";
    return { ok: false, message, values: data };
  }
  await recordAccess(admin, "staff-invite", { targets: [result.account.id], detail: `${result.kind} ${data.role}` });
  log.info(
    `[admin] ${admin.email} ${result.kind === "renewed" ? "renewed the invitation of" : result.kind === "new" ? "invited" : "gave a role to"} Firebase user ${result.account.id} (${data.role})`,
  );
  revalidatePath("/admin/staff");
  if (!result.link)
    return {
      ok: true,
      message: `${data.name} 님의 기존 Firebase 계정에 권한을 주었습니다. 지금 쓰는 비밀번호로 로그인하면 됩니다.`,
    };
  return {
    ok: true,
    link: result.link,
    message: `${data.name} 님의 비밀번호 설정 링크를 만들었습니다. 링크에서 비밀번호를 정한 뒤 이 사이트의 관리자 로그인에서 로그인합니다. 링크는 1시간 동안 한 번만 쓸 수 있으니 본인에게 직접 전달해 주세요. 이 화면을 떠나면 다시 볼 수 없습니다. 만료되면 같은 이메일로 다시 초대해 새 링크를 만드세요.`,
  };
}

// A store account's id (a UUID) or a Firebase user id (up to 128 characters; 28 letters and digits when Firebase makes it).
const accountId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const statusSchema = z.object({ id: accountId, status: z.enum(["active", "disabled"]) });
const roleSchema = z.object({ id: accountId, role: z.enum(ROLES) });
/** One grant switched on ("1") or off ("0"). */
const grantSchema = z.object({ id: accountId, grant: z.enum(GRANTS), on: z.enum(["0", "1"]) });
const invalid = () => redirect("/admin/staff?done=invalid");

const firebaseMode = () => signInSetup().mode === "firebase";

/** Runs a Firebase call; a failure is logged with its code and answered with a notice on the page. */
async function firebaseStep<T>(admin: Admin, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.error(`[admin] ${admin.email}: ${what} failed in Firebase: ${codeOf(error)}`);
    redirect("/admin/staff?done=failed");
  }
}

/** Firebase mode: the account an action may change (one holding a role here, not one's own, not an operator's administrator), or a redirect. */
async function changeableFirebaseAccount(id: string, admin: Admin): Promise<StaffAccount> {
  const account = await firebaseStep(admin, `reading user ${id}`, () => firebaseStaffById(id, env().ADMIN_EMAILS));
  if (!account) redirect("/admin/staff?done=missing");
  if (account.id === admin.userId || account.email === normalEmail(admin.email)) redirect("/admin/staff?done=self");
  if (account.configured) redirect("/admin/staff?done=configured");
  return account;
}

/** Embedded mode: the account an action may change (a known one, not one's own), with its store, or a redirect. */
async function changeableStoreAccount(id: string, admin: Admin) {
  const users = await userStore();
  const user = await users.byId(id);
  if (!user) redirect("/admin/staff?done=missing");
  if (user.email === normalEmail(admin.email)) redirect("/admin/staff?done=self");
  return { users, user };
}

/**
 * Disables an account (its sessions end at once) or enables it again. Not one's own. Firebase mode:
 * "disabled" takes the account's role in this complex away (its sessions end at once; its roles in
 * the project's other complexes stay), so it leaves this list and is invited again to come back;
 * a user disabled in the Firebase project is the operator's setting for every complex, which no
 * complex's page undoes.
 */
export const setStaffStatus = adminFormAction(
  { role: "admin", schema: statusSchema, page: "/admin/staff", invalid },
  async (data, admin) => {
    if (firebaseMode()) {
      if (data.status === "active") redirect("/admin/staff?done=project-disabled");
      const account = await changeableFirebaseAccount(data.id, admin);
      await firebaseStep(admin, `taking user ${account.id}'s role in this complex`, () =>
        removeFirebaseStaffRole(account.id),
      );
      await recordAccess(admin, "staff-status", { targets: [account.id], detail: "role removed in this complex" });
      log.info(`[admin] ${admin.email} took Firebase user ${account.id}'s role in this complex (sessions revoked)`);
      revalidatePath("/admin/staff");
      redirect("/admin/staff?done=removed");
    }
    const { users, user } = await changeableStoreAccount(data.id, admin);
    const changed = await users.setStatus(data.id, data.status, new Date());
    // The account is read on every request, so it is already signed out; its session rows go too.
    const ended = data.status === "disabled" ? await (await adminSessionStore()).endAllFor(user.email) : 0;
    await recordAccess(admin, "staff-status", { targets: [data.id], detail: changed?.status ?? "unchanged" });
    log.info(
      `[admin] ${admin.email} set staff account ${data.id} ${changed?.status ?? "unchanged"} (${ended} session(s) ended)`,
    );
    revalidatePath("/admin/staff");
    redirect(`/admin/staff?done=${changed?.status === data.status ? data.status : "no-password"}`);
  },
);

/** Changes an account's role (embedded: from its next request; Firebase: its sessions end, the role comes with its next sign-in). Not one's own. */
export const setStaffRole = adminFormAction(
  { role: "admin", schema: roleSchema, page: "/admin/staff", invalid },
  async (data, admin) => {
    if (firebaseMode()) {
      const account = await changeableFirebaseAccount(data.id, admin);
      const changed = await firebaseStep(admin, `giving user ${account.id} the role ${data.role}`, () =>
        setFirebaseStaffRole(account.id, data.role),
      );
      if (!changed) redirect("/admin/staff?done=missing");
      await recordAccess(admin, "staff-role", { targets: [account.id], detail: data.role });
      log.info(`[admin] ${admin.email} gave Firebase user ${account.id} the role ${data.role} (sessions revoked)`);
      revalidatePath("/admin/staff");
      redirect("/admin/staff?done=role-sign-in");
    }
    const { users } = await changeableStoreAccount(data.id, admin);
    await users.setRole(data.id, data.role, new Date());
    await recordAccess(admin, "staff-role", { targets: [data.id], detail: data.role });
    log.info(`[admin] ${admin.email} gave staff account ${data.id} the role ${data.role}`);
    revalidatePath("/admin/staff");
    redirect("/admin/staff?done=role");
  },
);

/**
 * Gives a staff account a grant beyond its role, or takes it back (roles.ts GRANTS: `units`, the
 * remaining-units board). Embedded: from its next request; Firebase: its sessions end, the grant
 * comes with its next sign-in. Not one's own; an administrator needs none.
 */
export const setStaffGrant = adminFormAction(
  { role: "admin", schema: grantSchema, page: "/admin/staff", invalid },
  async (data, admin) => {
    const detail = `${data.grant} ${data.on === "1" ? "on" : "off"}`;
    const next = (grants: readonly string[]) =>
      (data.on === "1"
        ? [...new Set([...grants, data.grant])]
        : grants.filter((g) => g !== data.grant)) as (typeof GRANTS)[number][];
    if (firebaseMode()) {
      const account = await changeableFirebaseAccount(data.id, admin);
      const changed = await firebaseStep(admin, `setting user ${account.id}'s grant ${detail}`, () =>
        setFirebaseStaffGrants(account.id, next(account.grants)),
      );
      if (!changed) redirect("/admin/staff?done=missing");
      await recordAccess(admin, "staff-grant", { targets: [account.id], detail });
      log.info(`[admin] ${admin.email} set Firebase user ${account.id}'s grant ${detail} (sessions revoked)`);
      revalidatePath("/admin/staff");
      redirect("/admin/staff?done=role-sign-in");
    }
    const { users, user } = await changeableStoreAccount(data.id, admin);
    await users.setGrants(data.id, next(user.grants), new Date());
    await recordAccess(admin, "staff-grant", { targets: [data.id], detail });
    log.info(`[admin] ${admin.email} set staff account ${data.id}'s grant ${detail}`);
    revalidatePath("/admin/staff");
    redirect("/admin/staff?done=role");
  },
);
