"use client";

import { useId, type ReactNode } from "react";
import { useSingleOpen } from "./use-single-open";

export type AccordionItem = { id: string; title: string; label: string; content: ReactNode };

/** A one-open-at-a-time accordion; the panels are server-rendered content passed in. */
export function Accordion({
  items,
  initial,
  name,
  tone = "light",
}: {
  items: AccordionItem[];
  initial: string | null;
  name: string;
  tone?: "light" | "dark";
}) {
  const [open, toggle] = useSingleOpen(initial);
  const base = useId();
  const line = tone === "dark" ? "border-white/15" : "border-ink-900/15";
  return (
    <div className={`border-t ${line}`} data-testid={`accordion-${name}`}>
      {items.map((item) => {
        const expanded = open === item.id;
        return (
          <div key={item.id} className={`border-b ${line}`} data-item={item.id}>
            <h3>
              <button
                type="button"
                id={`${base}-${item.id}-button`}
                aria-expanded={expanded}
                aria-controls={`${base}-${item.id}-panel`}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 py-5 text-left"
              >
                <span>
                  <span
                    className={`ornament block ${tone === "dark" ? "text-gold-300" : "text-gold-700"}`}
                    aria-hidden="true"
                  >
                    {item.label}
                  </span>
                  <span className="mt-1 block text-[20px] font-light tracking-headline">{item.title}</span>
                </span>
                <span
                  aria-hidden="true"
                  className={`relative h-4 w-4 shrink-0 transition-transform duration-300 ${expanded ? "rotate-45" : ""}`}
                >
                  <span className="absolute left-0 top-1/2 h-px w-4 bg-current" />
                  <span className="absolute left-1/2 top-0 h-4 w-px bg-current" />
                </span>
              </button>
            </h3>
            {/* No role="region": the first panel would repeat its section's name ("사업개요" twice,
                axe's landmark-unique), and the APG keeps regions for few, large panels. The button's
                aria-controls and aria-expanded say what it opens. */}
            <div id={`${base}-${item.id}-panel`} hidden={!expanded} className="pb-6">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
