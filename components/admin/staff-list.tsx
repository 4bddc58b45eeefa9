import { z } from "zod";
import { inviteStaff, setStaffRole, setStaffStatus } from "@/lib/admin/staff-actions";
import { signInSetup } from "@/lib/auth/config";
import { holdsRole, ROLES, roleLabel } from "@/lib/auth/roles";
import { requireAdmin } from "@/lib/auth/session";
import type { StaffUser } from "@/lib/auth/users";
import { userStore } from "@/lib/auth/users-runtime";
import { StaffInviteForm } from "./staff-invite-form";

const dateTime = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit" });

const doneParam = z.enum(["active", "disabled", "role", "no-password", "missing", "self", "invalid"]);
const NOTICES: Record<z.infer<typeof doneParam>, string> = {
  active: "계정을 다시 사용할 수 있게 했습니다.",
  disabled: "계정을 사용 중지했습니다. 그 계정의 로그인은 바로 끝났습니다.",
  role: "권한을 바꿨습니다. 다음 화면부터 적용됩니다.",
  "no-password": "비밀번호를 정하지 않은 계정은 다시 초대해 주세요.",
  missing: "찾을 수 없는 계정입니다.",
  self: "자기 계정의 권한이나 사용 여부는 바꿀 수 없습니다.",
  invalid: "요청을 처리하지 못했습니다. 다시 시도해 주세요.",
};

const STATUS_LABEL: Record<StaffUser["status"], string> = { invited: "초대 중", active: "사용 중", disabled: "사용 중지" };

/** The administrator's staff accounts: the invitation form and every account with its controls. */
export async function StaffList({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  const admin = await requireAdmin();
  if (!holdsRole(admin.role, "admin")) {
    return (
      <p className="border-l-4 border-ink-900 bg-sand-50 px-4 py-3 text-[15px] text-ink-900" data-testid="role-refused">
        직원 계정은 관리자만 관리할 수 있습니다.
      </p>
    );
  }
  const setup = signInSetup();
  const embedded = setup.enabled && setup.mode === "embedded";
  const users = await (await userStore()).list();
  const done = doneParam.safeParse(searchParams.done);
  const now = new Date();
  return (
    <div className="grid gap-10" data-testid="staff-page">
      {done.success ? (
        <p role="status" className="border-l-4 border-ink-900 bg-sand-50 px-4 py-3 text-[15px] text-ink-900" data-testid="staff-notice">
          {NOTICES[done.data]}
        </p>
      ) : null}
      <section aria-labelledby="staff-invite-title" className="grid gap-4 border border-sand-200 bg-sand-50 p-6">
        <h2 id="staff-invite-title" className="text-[19px] font-medium text-ink-900">
          직원 초대
        </h2>
        <p className="text-[15px] text-stone-700">
          상담 직원은 상담 신청과 방문 예약만 볼 수 있고, 내려받기·보도자료·설정은 쓸 수 없습니다. 초대 링크는 72시간 동안 한 번 쓸 수 있습니다.
        </p>
        {embedded ? (
          <StaffInviteForm action={inviteStaff} />
        ) : (
          <p className="text-[15px] text-stone-700">이 사이트는 Firebase 계정으로 로그인합니다. 직원 초대는 내장 로그인에서만 할 수 있습니다.</p>
        )}
      </section>
      <section aria-labelledby="staff-list-title" className="grid gap-4">
        <h2 id="staff-list-title" className="text-[19px] font-medium text-ink-900">
          계정 {users.length.toLocaleString("ko-KR")}개
        </h2>
        {users.length === 0 ? (
          <p className="text-[15px] text-stone-700">아직 초대한 직원이 없습니다.</p>
        ) : (
          <ul className="grid gap-3 desk:grid-cols-2">
            {users.map((user) => {
              const otherRole = ROLES.find((r) => r !== user.role)!;
              return (
              <li key={user.id} className="grid gap-3 border border-sand-200 bg-white p-5" data-testid="staff-row" data-email={user.email}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-[17px] font-medium text-ink-900">
                    {user.name} <span className="text-[14px] font-normal text-stone-600">{user.email}</span>
                  </p>
                  <p className="text-[14px] text-stone-700" data-testid="staff-status">
                    {roleLabel[user.role]} · {STATUS_LABEL[user.status]}
                    {user.status === "invited" && user.invite ? (user.invite.expiresAt > now ? ` (${dateTime.format(user.invite.expiresAt)}까지)` : " (링크 만료)") : null}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <form action={setStaffStatus}>
                    <input type="hidden" name="id" value={user.id} />
                    <input type="hidden" name="status" value={user.status === "disabled" ? "active" : "disabled"} />
                    <button type="submit" className="border border-ink-900 px-4 py-2 text-[14px] text-ink-900 hover:bg-ink-900 hover:text-white">
                      {user.status === "disabled" ? "다시 사용" : "사용 중지"}
                      <span className="sr-only"> {user.email}</span>
                    </button>
                  </form>
                  <form action={setStaffRole}>
                    <input type="hidden" name="id" value={user.id} />
                    <input type="hidden" name="role" value={otherRole} />
                    <button type="submit" className="border border-sand-300 px-4 py-2 text-[14px] text-ink-900 hover:border-ink-900">
                      {roleLabel[otherRole]}(으)로 변경
                      <span className="sr-only"> {user.email}</span>
                    </button>
                  </form>
                </div>
              </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
