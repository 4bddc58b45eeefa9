import type { Metadata } from "next";
import { AdminFrame } from "@/components/admin/admin-frame";
import { InviteAcceptForm } from "@/components/admin/invite-accept-form";
import {
  signInSetup,
  EXPIRED_INVITE,
  inviteHashOf,
  inviteTokenSchema,
  PASSWORD_MIN,
  acceptInvitation,
  roleLabel,
  userStore,
} from "@/lib/staff";

// A staff member's invitation: per request, never indexed, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "직원 계정 만들기",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

export default async function InvitePage({ params }: Props) {
  const token = inviteTokenSchema.safeParse((await params).token);
  const setup = signInSetup();
  const user =
    token.success && setup.enabled && setup.mode === "embedded"
      ? await (await userStore()).byInvite(inviteHashOf(token.data), new Date())
      : null;
  return (
    <AdminFrame
      ornament="Staff account"
      title="직원 계정 만들기"
      lead="관리자가 보낸 초대 링크로 로그인 비밀번호를 정합니다."
    >
      {user && token.success ? (
        <section aria-labelledby="invite-title" className="grid gap-6" data-testid="invite-form">
          <div>
            <h2 id="invite-title" className="text-[20px] font-medium text-ink-900">
              {user.name} 님, 환영합니다.
            </h2>
            <p className="mt-2 text-[15px] text-stone-700">
              로그인 이메일은 <strong className="font-semibold text-ink-900">{user.email}</strong>, 권한은{" "}
              {roleLabel[user.role]}입니다. 비밀번호는 다른 사이트와 겹치지 않게 정해 주세요.
            </p>
          </div>
          <InviteAcceptForm action={acceptInvitation.bind(null, token.data)} minLength={PASSWORD_MIN} />
        </section>
      ) : (
        <p
          className="border-l-4 border-[#a3352a] bg-[#f7e3df] px-5 py-4 text-[15px] text-[#8f2d22]"
          data-testid="invite-expired"
        >
          {EXPIRED_INVITE}
        </p>
      )}
    </AdminFrame>
  );
}
