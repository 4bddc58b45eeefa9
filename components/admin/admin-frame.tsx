import type { ReactNode } from "react";

/** The frame of an administrator page: a dark band under the site header with the <h1>, then the content. */
export function AdminFrame({ ornament, title, lead, children }: { ornament: string; title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <section className="bg-ink-900 text-white" aria-labelledby="admin-title">
        <div className="mx-auto max-w-frame px-5 pb-10 pt-[calc(var(--header-h)+40px)] desk:px-8 desk:pb-14 desk:pt-[calc(var(--header-h)+var(--announce-h)+56px)]">
          <p className="ornament text-gold-400">{ornament}</p>
          <h1 id="admin-title" className="mt-3 text-[30px] font-light tracking-headline desk:text-[44px]">
            {title}
          </h1>
          <p className="mt-3 max-w-2xl text-[16px] text-sand-200">{lead}</p>
        </div>
      </section>
      <div className="mx-auto max-w-frame px-5 py-12 desk:px-8 desk:py-16">{children}</div>
    </>
  );
}
