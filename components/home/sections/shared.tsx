import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { ArrowRightIcon } from "@/components/ui/icons";

// Shared by the home page's sections (one file each beside this one). Desktop (wider than 900px)
// shows the snap sections, each exactly one window high; phones stack them with the mobile-only
// sections in between.

/** A desktop snap section: one window high, content clear of the fixed header. */
export const snap = "relative desk:h-screen desk:overflow-hidden";
export const frame = "mx-auto w-full max-w-frame px-5 desk:px-8";
export const mobileOnly = "desk:hidden";

export function Heading({
  id,
  label,
  title,
  tone = "dark",
  children,
}: {
  id: string;
  label: string;
  title: string;
  tone?: "dark" | "light";
  children?: ReactNode;
}) {
  return (
    <div>
      <p className={`ornament ${tone === "light" ? "text-gold-300" : "text-gold-700"}`} aria-hidden="true">
        {label}
      </p>
      <h2
        id={id}
        className={`mt-3 whitespace-pre-line text-[30px] font-light leading-[1.25] tracking-headline desk:text-[clamp(28px,5vh,46px)] ${tone === "light" ? "text-white" : "text-ink-900"}`}
      >
        {title}
      </h2>
      {children ? (
        <div
          className={`mt-5 desk:mt-[clamp(12px,2.2vh,20px)] max-w-xl text-[16px] leading-[1.8] desk:text-[17px] ${tone === "light" ? "text-sand-200" : "text-stone-600"}`}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

export function TextLink({
  href,
  children,
  tone = "dark",
}: {
  href: string;
  children: ReactNode;
  tone?: "dark" | "light";
}) {
  return (
    <Link
      href={href}
      className={`group inline-flex items-center gap-3 border-b pb-1.5 text-[15px] font-medium ${tone === "light" ? "border-gold-400 text-white" : "border-ink-900 text-ink-900"}`}
    >
      {children}
      <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}
