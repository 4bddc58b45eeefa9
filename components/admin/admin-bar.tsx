import { complex } from "@/lib/site/content";
import { signOut, type Admin } from "@/lib/staff";
import { Link } from "@/components/ui/link";
import { AdminNav } from "./admin-nav";

/** A string field the session may carry beside the email (a staff member's name): read when present, never required. */
function optionalText(admin: object, key: string): string | undefined {
  const value = (admin as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

const PUBLIC_SITE = "홈페이지 바로가기";

/**
 * The administrator's bar, one 56 px row on a desk: the site's name, the menu of the admin pages
 * with the current one marked, who is signed in, the way back to the public site and the logout
 * button (the same signOut action the panels used). On a phone the name, the account and the logout
 * button take the first row and the menu a second row that scrolls sideways. Signed out, only the
 * name and the public site's link: the page below shows the login form.
 */
export function AdminBar({ admin }: { admin: Admin | null }) {
  const name = admin ? optionalText(admin, "name") : undefined;
  return (
    <header className="bg-ink-900 text-white desk:sticky desk:top-0 desk:z-50" data-testid="admin-bar">
      <div className="mx-auto grid max-w-frame grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 px-5 desk:h-14 desk:grid-cols-[auto_minmax(0,1fr)_auto_auto] desk:gap-x-6 desk:px-8">
        <p className={`col-start-1 row-start-1 flex min-w-0 items-center gap-2 desk:py-0 ${admin ? "pt-2.5" : "py-4"}`}>
          <Link href="/admin" className="truncate text-[15px] font-semibold tracking-headline text-white">
            {complex.siteName}
          </Link>
          <span className="shrink-0 border border-gold-400/60 px-1.5 text-[11px] leading-[18px] text-gold-300">
            관리자
          </span>
        </p>
        {admin ? (
          <>
            <p
              className="col-start-1 row-start-2 min-w-0 truncate pb-2.5 text-[13px] text-sand-200 desk:col-start-3 desk:row-start-1 desk:max-w-[22rem] desk:pb-0"
              data-testid="admin-account"
            >
              <span className="font-semibold text-white">{name ? `${name}(${admin.email})` : admin.email}</span> 님,
              환영합니다.
            </p>
            <div className="col-start-2 row-span-2 row-start-1 flex items-center gap-5 desk:col-start-4 desk:row-span-1">
              <Link
                href="/"
                className="hidden whitespace-nowrap text-[14px] text-sand-200 underline-offset-4 hover:text-white hover:underline desk:inline"
              >
                {PUBLIC_SITE}
              </Link>
              <form action={signOut}>
                <button
                  type="submit"
                  className="whitespace-nowrap border border-white/40 px-3.5 py-1.5 text-[14px] text-white transition-colors hover:border-white hover:bg-white hover:text-ink-900"
                >
                  로그아웃
                </button>
              </form>
            </div>
            <div className="col-span-2 row-start-3 border-t border-white/10 desk:col-span-1 desk:col-start-2 desk:row-start-1 desk:border-t-0">
              <AdminNav role={admin.role} grants={admin.grants} />
            </div>
          </>
        ) : (
          <p className="col-start-2 row-start-1 desk:col-start-4">
            <Link
              href="/"
              className="whitespace-nowrap text-[14px] text-sand-200 underline-offset-4 hover:text-white hover:underline"
            >
              {PUBLIC_SITE}
            </Link>
          </p>
        )}
      </div>
    </header>
  );
}
