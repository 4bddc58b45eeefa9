"use server";

import "server-only";
import { redirect } from "next/navigation";
import { log } from "@/lib/platform/log";
import { recordAccess } from "@/lib/staff/access";
import { signInSetup } from "./config";
import { staffCredentials } from "./embedded-session";
import { acceptSchema, EXPIRED_INVITE, inviteHashOf, inviteTokenSchema } from "./invite";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { complex } from "@/lib/site/content";
import { startEmbeddedSession } from "./session";
import { userStore } from "../users/store/index";

// The invitee's side of an invitation (/admin/invite/<token>): chooses a password, is signed in and
// lands in the lead inbox. No session is needed; the token is. A used or expired link is refused.

export type AcceptState = { ok: boolean; message?: string };

export async function acceptInvitation(
  token: unknown,
  _previous: AcceptState,
  formData: FormData,
): Promise<AcceptState> {
  if (!(formData instanceof FormData)) return { ok: false, message: "입력값을 확인해 주세요." };
  const parsedToken = inviteTokenSchema.safeParse(token);
  if (!parsedToken.success) return { ok: false, message: EXPIRED_INVITE };
  const parsed = acceptSchema.safeParse({ password: formData.get("password"), confirm: formData.get("confirm") });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "입력값을 확인해 주세요." };
  const setup = signInSetup();
  if (!setup.enabled || setup.mode !== "embedded")
    return { ok: false, message: setup.enabled ? "이 사이트는 다른 방식으로 로그인합니다." : setup.reason };

  const users = await userStore();
  const inviteHash = inviteHashOf(parsedToken.data);
  const now = new Date();
  // The password is hashed only for an open invitation: a guessed link costs the server nothing.
  const invited = await users.byInvite(inviteHash, now);
  if (!invited) return { ok: false, message: EXPIRED_INVITE };
  const weak = await passwordProblem(parsed.data.password, invited, [complex.siteName, complex.brand.name]);
  if (weak) return { ok: false, message: weak };
  const user = await users.acceptInvite({ inviteHash, passwordHash: await hashPassword(parsed.data.password), now });
  const credentials = user ? staffCredentials(user) : null;
  if (!user || !credentials) return { ok: false, message: EXPIRED_INVITE };
  log.info(`[auth] staff account ${user.id} accepted its invitation`);
  await recordAccess({ email: user.email, role: user.role }, "sign-in", {
    targets: [user.id],
    detail: "invitation",
  }).catch((error: unknown) => log.error("[access] could not record a sign-in", { error }));
  try {
    await startEmbeddedSession(credentials);
  } catch (error) {
    // The account stands; the inbox shows the sign-in form.
    log.error("[auth] could not open the new staff account's session", { error });
  }
  redirect("/admin/leads");
}
