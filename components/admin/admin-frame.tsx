import type { ReactNode } from "react";

/**
 * The frame of an administrator page, under the admin bar (app/admin/layout.tsx): a compact heading
 * row with the <h1> (on a desk the ornament a small label above it and the lead one line beside it;
 * on a phone the title alone), then the content, so a table's first rows are on the first screen.
 */
export function AdminFrame({
  ornament,
  title,
  lead,
  children,
}: {
  ornament: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <section className="border-b border-sand-200 bg-white" aria-labelledby="admin-title" data-testid="admin-heading">
        <div className="mx-auto max-w-frame px-5 py-3.5 desk:flex desk:items-end desk:gap-6 desk:px-8 desk:py-4">
          <div className="shrink-0">
            <p className="ornament hidden text-[11px] leading-4 text-gold-700 desk:block">{ornament}</p>
            <h1
              id="admin-title"
              className="text-[22px] font-medium tracking-headline text-ink-900 desk:mt-0.5 desk:text-[24px]"
            >
              {title}
            </h1>
          </div>
          <p className="hidden text-[14px] leading-6 text-stone-600 desk:block desk:pb-px">{lead}</p>
        </div>
      </section>
      <div className="mx-auto max-w-frame px-5 py-5 desk:px-8 desk:py-7">{children}</div>
    </>
  );
}
