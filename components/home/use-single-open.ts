"use client";

import { useCallback, useState } from "react";

/** Accordion state (spec section 4): one item open at a time; choosing the open one closes it. */
export function useSingleOpen(initial: string | null) {
  const [open, setOpen] = useState<string | null>(initial);
  const toggle = useCallback((id: string) => setOpen((current) => (current === id ? null : id)), []);
  return [open, toggle] as const;
}
