import {
  inviteStaff,
  setStaffGrant,
  setStaffRole,
  setStaffStatus,
  GRANTS,
  grantLabel,
  ROLES,
  roleLabel,
  type StaffAccount,
} from "@/lib/staff";
import { StaffInviteForm } from "./staff-invite-form";
import { noticeClass } from "./form-styles";

const dateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** The notice after an action (?done=). */
export const STAFF_NOTICES = [
  "active",
  "disabled",
  "removed",
  "project-disabled",
  "role",
  "role-sign-in",
  "no-password",
  "missing",
  "self",
  "configured",
  "failed",
  "invalid",
] as const;
export type StaffNotice = (typeof STAFF_NOTICES)[number];
const NOTICES: Record<StaffNotice, string> = {
  active: "계정을 다시 사용할 수 있게 했습니다.",
  disabled: "계정을 사용 중지했습니다. 그 계정의 로그인은 바로 끝났습니다.",
  removed:
    "이 단지에서 그 계정의 권한을 거두었습니다. 그 계정의 로그인은 바로 끝났고, 다른 단지의 권한은 그대로입니다. 다시 쓰게 하려면 같은 이메일로 다시 초대해 주세요.",
  "project-disabled":
    "Firebase 프로젝트에서 사용 중지된 계정은 모든 단지에 걸친 설정이라 이 화면에서 바꿀 수 없습니다. 사이트 운영자에게 문의해 주세요.",
  role: "권한을 바꿨습니다. 다음 화면부터 적용됩니다.",
  "role-sign-in": "권한을 바꿨습니다. 그 계정은 바로 로그아웃되었고, 다시 로그인하면 새 권한이 적용됩니다.",
  "no-password": "비밀번호를 정하지 않은 계정은 다시 초대해 주세요.",
  missing: "찾을 수 없는 계정입니다.",
  self: "자기 계정의 권한이나 사용 여부는 바꿀 수 없습니다.",
  configured:
    "운영자 설정(ADMIN_EMAILS 또는 Firebase의 admin 클레임)으로 지정된 관리자 계정은 이 화면에서 바꿀 수 없습니다.",
  failed: "Firebase 인증 서버가 응답하지 않아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  invalid: "요청을 처리하지 못했습니다. 다시 시도해 주세요.",
};

const STATUS_LABEL: Record<StaffAccount["status"], string> = {
  invited: "초대 중",
  active: "사용 중",
  disabled: "사용 중지",
};

/** What the invitation section says, by sign-in: the embedded link (lib/staff/auth/invite.ts) or Firebase's password link. */
const INVITE_COPY = {
  embedded: {
    intro:
      "상담 직원은 상담 신청과 방문 예약만 볼 수 있고, 내려받기·보도자료·설정은 쓸 수 없습니다. 잔여세대는 계정마다 '잔여세대 관리' 권한을 주면 바꿀 수 있습니다. 초대 링크는 72시간 동안 한 번 쓸 수 있습니다.",
    linkLabel: "초대 링크",
  },
  firebase: {
    intro:
      "상담 직원은 상담 신청과 방문 예약만 볼 수 있고, 내려받기·보도자료·설정은 쓸 수 없습니다. 잔여세대는 계정마다 '잔여세대 관리' 권한을 주면 바꿀 수 있습니다. 새 직원의 Firebase 계정을 만들고 비밀번호 설정 링크를 보여 드립니다(1시간 동안 한 번 쓸 수 있습니다). 이미 이메일 인증을 마친 Firebase 계정이나 다른 단지의 직원 계정이면 권한만 줍니다. 권한은 이 단지에만 적용됩니다.",
    linkLabel: "비밀번호 설정 링크",
  },
} as const;

/** The administrator's staff accounts: the invitation form and every account with its controls. */
export type StaffListData =
  | { kind: "refused" }
  | { kind: "staff"; mode: "embedded" | "firebase"; users: StaffAccount[]; notice: StaffNotice | null; now: Date };

export function StaffListView({ data }: { data: StaffListData }) {
  if (data.kind === "refused") {
    return (
      <p className={noticeClass} data-testid="role-refused">
        직원 계정은 관리자만 관리할 수 있습니다.
      </p>
    );
  }
  const { mode, users, now } = data;
  const copy = INVITE_COPY[mode];
  return (
    <div className="grid gap-10" data-testid="staff-page">
      {data.notice ? (
        <p role="status" className={noticeClass} data-testid="staff-notice">
          {NOTICES[data.notice]}
        </p>
      ) : null}
      <section aria-labelledby="staff-invite-title" className="grid gap-4 border border-sand-200 bg-sand-50 p-6">
        <h2 id="staff-invite-title" className="text-[19px] font-medium text-ink-900">
          직원 초대
        </h2>
        <p className="text-[15px] text-stone-700">{copy.intro}</p>
        <StaffInviteForm action={inviteStaff} linkLabel={copy.linkLabel} />
      </section>
      <section aria-labelledby="staff-list-title" className="grid gap-4">
        <h2 id="staff-list-title" className="text-[19px] font-medium text-ink-900">
          계정 {users.length.toLocaleString("ko-KR")}개
        </h2>
        {mode === "firebase" ? (
          <p className="text-[14px] text-stone-700">
            권한은 이 단지에만 적용되고, 다른 단지의 권한은 그대로입니다. 권한을 바꾸거나 사용 중지하면 그 계정은 바로
            로그아웃되고, 바뀐 권한은 다음 로그인부터 적용됩니다. 사용 중지한 계정은 이 단지의 목록에서 빠집니다.
          </p>
        ) : null}
        {users.length === 0 ? (
          <p className="text-[15px] text-stone-700">아직 초대한 직원이 없습니다.</p>
        ) : (
          <ul className="grid gap-3 desk:grid-cols-2">
            {users.map((user) => (
              <StaffRow key={user.id} user={user} firebase={mode === "firebase"} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * One account: who, role and status, and its controls (none for an operator's administrator). In
 * Firebase mode "사용 중지" takes the role in this complex away; a user disabled in the Firebase
 * project (the operator's setting) gets no status control.
 */
function StaffRow({ user, firebase, now }: { user: StaffAccount; firebase: boolean; now: Date }) {
  const otherRole = ROLES.find((r) => r !== user.role)!;
  return (
    <li className="grid gap-3 border border-sand-200 bg-white p-5" data-testid="staff-row" data-email={user.email}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-[17px] font-medium text-ink-900">
          {user.name} <span className="text-[14px] font-normal text-stone-600">{user.email}</span>
        </p>
        <p className="text-[14px] text-stone-700" data-testid="staff-status">
          {roleLabel[user.role]}
          {user.role === "staff" && user.grants.length > 0
            ? ` (+${user.grants.map((g) => grantLabel[g]).join(", ")})`
            : null}{" "}
          · {STATUS_LABEL[user.status]}
          {user.inviteExpiresAt
            ? user.inviteExpiresAt > now
              ? ` (${dateTime.format(user.inviteExpiresAt)}까지)`
              : " (링크 만료)"
            : null}
          {firebase && user.status === "invited" ? " (비밀번호 설정 전)" : null}
        </p>
      </div>
      {user.configured ? (
        <p className="text-[14px] text-stone-600">
          운영자 설정(ADMIN_EMAILS 또는 Firebase의 admin 클레임)으로 지정된 관리자입니다. 이 화면에서 바꿀 수 없습니다.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {firebase && user.status === "disabled" ? (
            <p className="text-[14px] text-stone-600">
              Firebase 프로젝트에서 사용 중지된 계정입니다. 다시 쓰려면 사이트 운영자에게 문의해 주세요.
            </p>
          ) : (
            <form action={setStaffStatus}>
              <input type="hidden" name="id" value={user.id} />
              <input type="hidden" name="status" value={user.status === "disabled" ? "active" : "disabled"} />
              <button
                type="submit"
                className="border border-ink-900 px-4 py-2 text-[14px] text-ink-900 hover:bg-ink-900 hover:text-white"
              >
                {user.status === "disabled" ? "다시 사용" : "사용 중지"}
                <span className="sr-only"> {user.email}</span>
              </button>
            </form>
          )}
          <form action={setStaffRole}>
            <input type="hidden" name="id" value={user.id} />
            <input type="hidden" name="role" value={otherRole} />
            <button
              type="submit"
              className="border border-sand-300 px-4 py-2 text-[14px] text-ink-900 hover:border-ink-900"
            >
              {roleLabel[otherRole]}(으)로 변경
              <span className="sr-only"> {user.email}</span>
            </button>
          </form>
          {user.role === "staff"
            ? GRANTS.map((grant) => {
                const held = user.grants.includes(grant);
                return (
                  <form key={grant} action={setStaffGrant}>
                    <input type="hidden" name="id" value={user.id} />
                    <input type="hidden" name="grant" value={grant} />
                    <input type="hidden" name="on" value={held ? "0" : "1"} />
                    <button
                      type="submit"
                      aria-pressed={held}
                      className="border border-sand-300 px-4 py-2 text-[14px] text-ink-900 hover:border-ink-900"
                    >
                      {held ? `${grantLabel[grant]} 권한 빼기` : `${grantLabel[grant]} 권한 주기`}
                      <span className="sr-only"> {user.email}</span>
                    </button>
                  </form>
                );
              })
            : null}
        </div>
      )}
    </li>
  );
}
