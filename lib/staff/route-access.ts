import "server-only";
import { holdsRole, type Role } from "@/lib/staff/auth/roles";
import { getAdmin, type Admin } from "@/lib/staff/auth/session";
import { recordRefusal } from "./access";

// The back office's route handlers (the CSV exports): private answers, and the session and role
// check each one makes first, on the server. Exports are for administrators (staff have no
// export).

export const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** A private plain-text answer (a refusal, a bad query). */
export const privateText = (status: number, body: string) =>
  new Response(body, { status, headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" } });

/** The signed-in person if their role allows `role`, else the answer to send: 401 signed out, 403 without the role. */
export async function routeAccess(
  role: Role,
  where: string,
): Promise<{ ok: true; admin: Admin } | { ok: false; response: Response }> {
  const admin = await getAdmin();
  if (!admin) return { ok: false, response: privateText(401, "관리자 로그인이 필요합니다.") };
  if (!holdsRole(admin.role, role)) {
    await recordRefusal(admin, "view-refused", `${where} needs ${role}`);
    return {
      ok: false,
      response: privateText(403, "관리자만 내려받을 수 있습니다. 필요하면 관리자에게 요청해 주세요."),
    };
  }
  return { ok: true, admin };
}
