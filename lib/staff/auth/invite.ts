import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-policy";
import { ROLES } from "./roles";
import { normalEmail, type InviteResult, type UserStore } from "../users/users";

// Invitations of staff accounts: a random token in a link, of which only the
// SHA-256 hash is stored, valid for INVITE_TTL_HOURS. Testable without Next (the actions in
// lib/staff/staff-actions.ts and app/admin/invite/ pass the stores).

export const INVITE_TTL_HOURS = 72;
/** 256 random bits, base64url: 43 characters. */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const inviteHashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export const inviteSchema = z.object({
  email: z
    .string({ error: "이메일을 입력해 주세요." })
    .trim()
    .min(1, { error: "이메일을 입력해 주세요." })
    .max(254, { error: "이메일이 너무 깁니다." })
    .pipe(z.email({ error: "이메일 형식이 올바르지 않습니다." })),
  name: z
    .string({ error: "이름을 입력해 주세요." })
    .trim()
    .min(1, { error: "이름을 입력해 주세요." })
    .max(40, { error: "이름은 40자까지 입력할 수 있습니다." }),
  role: z.enum(ROLES, { error: "권한을 골라 주세요." }),
});

export { PASSWORD_MIN } from "./password-policy";
/** The form's shape; what a password must be beyond its length is passwordProblem's (password-policy.ts). */
export const acceptSchema = z
  .object({
    password: z
      .string({ error: "비밀번호를 입력해 주세요." })
      .min(PASSWORD_MIN, { error: `비밀번호는 ${PASSWORD_MIN}자 이상으로 정해 주세요.` })
      .max(PASSWORD_MAX, { error: `비밀번호는 ${PASSWORD_MAX}자까지 정할 수 있습니다.` }),
    confirm: z.string({ error: "비밀번호를 한 번 더 입력해 주세요." }),
  })
  .refine((v) => v.password === v.confirm, { error: "두 비밀번호가 서로 다릅니다.", path: ["confirm"] });

export type IssuedInvite = { result: InviteResult; token: string };

/**
 * Invites `input.email` (or renews its open invitation) and returns the token for the link. The
 * configured administrator's own address is not an account to invite (the caller refuses it).
 */
export async function issueInvite(
  users: UserStore,
  input: z.output<typeof inviteSchema>,
  by: string,
  now: Date,
): Promise<IssuedInvite> {
  const token = randomBytes(32).toString("base64url");
  const result = await users.invite({
    id: randomUUID(),
    email: normalEmail(input.email),
    name: input.name,
    role: input.role,
    inviteHash: inviteHashOf(token),
    inviteExpiresAt: new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000),
    by,
    now,
  });
  return { result, token };
}

export const EXPIRED_INVITE = "초대 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 링크를 요청해 주세요.";

export const invitePath = (token: string) => `/admin/invite/${token}`;
