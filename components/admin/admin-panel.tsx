import type { ReactNode } from "react";
import { signOut, type SignInView } from "@/lib/staff";
import { LoginForm } from "./login-form";
import { SecondFactorForm } from "./second-factor-form";

type Props = {
  /** What a signed-in administrator sees below the welcome line (the press write form, the inbox...). */
  children?: ReactNode;
  /** Heading level of the panel's title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
  /** Who is signed in and how the login form signs in, as the page's loader read them (lib/staff signInView). */
  view: SignInView;
  /** The page's own path: where the login form posts without JavaScript (React writes it as the form's action; an empty action is invalid HTML). */
  permalink: string;
  /** Signed in, the welcome line with the email and the logout button above `children`; false where the admin bar shows them (the /admin pages). */
  account?: boolean;
};

/**
 * The administrator's corner of a page, decided on the server from what its loader read: signed out, the login form;
 * signed in, a welcome line with the email, the logout button and `children` (only `children`
 * with `account={false}`).
 */
export function AdminPanel({ children, headingLevel = 2, className = "", view, permalink, account = true }: Props) {
  const { admin, setup } = view;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  if (!admin) {
    return (
      <section
        aria-labelledby="admin-panel-title"
        className={`border border-sand-200 bg-sand-50 p-6 desk:p-10 ${className}`}
        data-testid="admin-login"
      >
        <p className="ornament text-gold-700" aria-hidden="true">
          Administrator
        </p>
        <Heading id="admin-panel-title" className="mt-2 text-[22px] font-light tracking-headline text-ink-900">
          {view.pending ? (view.pending.stage === "code" ? "2단계 인증" : "2단계 인증 등록") : "관리자 로그인"}
        </Heading>
        <p className="mt-2 mb-6 text-[15px] text-stone-600">
          보도자료 등록과 상담 신청 관리는 관리자만 이용할 수 있습니다.
        </p>
        {view.pending ? (
          <SecondFactorForm pending={view.pending} permalink={permalink} />
        ) : setup.mode === "firebase" ? (
          <LoginForm
            mode="firebase"
            firebase={setup.enabled ? setup.web : undefined}
            disabledReason={setup.enabled ? undefined : setup.reason}
            permalink={permalink}
          />
        ) : (
          <LoginForm mode="embedded" disabledReason={setup.enabled ? undefined : setup.reason} permalink={permalink} />
        )}
      </section>
    );
  }

  if (!account) {
    return (
      <div className={className} data-testid="admin-signed-in">
        {children}
      </div>
    );
  }

  return (
    <section aria-labelledby="admin-panel-title" className={className} data-testid="admin-signed-in">
      <div className="flex flex-col gap-3 border-b border-sand-200 pb-5 desk:flex-row desk:items-center desk:justify-between">
        <Heading id="admin-panel-title" className="text-[17px] text-ink-900">
          <span className="font-semibold">{admin.email}</span> 님, 환영합니다.
        </Heading>
        <form action={signOut}>
          <button
            type="submit"
            className="border border-ink-900 px-6 py-2.5 text-[15px] text-ink-900 transition-colors hover:bg-ink-900 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
          >
            로그아웃
          </button>
        </form>
      </div>
      {children ? <div className="pt-8">{children}</div> : null}
    </section>
  );
}
