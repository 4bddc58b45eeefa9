"use client";

import { useId, type ReactNode } from "react";
import { useSingleOpen } from "./use-single-open";
import { UnitViewer, type ViewerType } from "./unit-viewer";

type Copy = {
  label: string;
  headings: { types: string; emodel: string; none: string };
  items: { types: string; emodel: string };
};

/** The unit-plan section's accordion of 'type guide' and 'E-model house'; its heading follows the open item. */
export function UnitPlan({
  copy,
  types,
  emodel,
  aside,
}: {
  copy: Copy;
  types: ViewerType[];
  emodel: ReactNode;
  aside: ReactNode;
}) {
  const [open, toggle] = useSingleOpen("types");
  const base = useId();
  const heading =
    open === "types" ? copy.headings.types : open === "emodel" ? copy.headings.emodel : copy.headings.none;
  const items = [
    { id: "types", title: copy.items.types, label: "TYPE GUIDE", content: <UnitViewer types={types} /> },
    { id: "emodel", title: copy.items.emodel, label: "E-MODEL HOUSE", content: emodel },
  ];
  return (
    <div className="grid grid-cols-1 gap-8 desk:grid-cols-12 desk:gap-12">
      <div className="desk:col-span-4 desk:pt-4">
        <p className="ornament text-gold-700" aria-hidden="true">
          {copy.label}
        </p>
        <h2
          className="mt-3 whitespace-pre-line text-[30px] font-light leading-tight tracking-headline text-ink-900 desk:text-[44px]"
          id="home-unit"
          aria-live="polite"
          data-testid="unit-plan-heading"
        >
          {heading}
        </h2>
        {aside}
      </div>
      <div className="border-t border-ink-900/15 desk:col-span-8" data-testid="accordion-unit-plan">
        {items.map((item) => {
          const expanded = open === item.id;
          return (
            <div key={item.id} className="border-b border-ink-900/15" data-item={item.id}>
              <h3>
                <button
                  type="button"
                  id={`${base}-${item.id}-button`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-${item.id}-panel`}
                  onClick={() => toggle(item.id)}
                  className="flex w-full items-center justify-between gap-4 py-4 text-left"
                >
                  <span className="flex items-baseline gap-4">
                    <span className="ornament text-gold-700" aria-hidden="true">
                      {item.label}
                    </span>
                    <span className="text-[19px] font-light tracking-headline text-ink-900">{item.title}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={`relative h-4 w-4 shrink-0 transition-transform duration-300 ${expanded ? "rotate-45" : ""}`}
                  >
                    <span className="absolute left-0 top-1/2 h-px w-4 bg-ink-900" />
                    <span className="absolute left-1/2 top-0 h-4 w-px bg-ink-900" />
                  </span>
                </button>
              </h3>
              <div
                id={`${base}-${item.id}-panel`}
                role="region"
                aria-labelledby={`${base}-${item.id}-button`}
                hidden={!expanded}
                className="pb-5"
              >
                {item.content}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
