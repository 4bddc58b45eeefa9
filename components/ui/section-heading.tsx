import type { ReactNode } from "react";

/** A content section's heading: the wide-tracked English ornament over a light Korean <h2>. */
export function SectionHeading({
  label,
  title,
  id,
  children,
}: {
  label: string;
  title: string;
  id?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8 desk:mb-10">
      <p className="ornament text-gold-700" aria-hidden="true">
        {label}
      </p>
      <h2 id={id} className="mt-2 text-[26px] font-light text-ink-900 desk:text-[34px]">
        {title}
      </h2>
      {children ? <div className="mt-3 max-w-3xl text-[16px] text-stone-600">{children}</div> : null}
    </div>
  );
}
