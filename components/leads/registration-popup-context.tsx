"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { RegistrationPopup } from "./registration-popup";

type PopupContextValue = { open: (opener?: HTMLElement | null) => void; isOpen: boolean };

const PopupContext = createContext<PopupContextValue | null>(null);

/** One popup host for the whole site: every opener (header, footer, bottom bar, hero, links) calls open(). */
export function RegistrationPopupProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback((opener?: HTMLElement | null) => {
    openerRef.current = opener ?? (document.activeElement as HTMLElement | null);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    // Focus returns to whatever opened the popup.
    queueMicrotask(() => openerRef.current?.focus());
  }, []);

  const value = useMemo(() => ({ open, isOpen }), [open, isOpen]);
  return (
    <PopupContext.Provider value={value}>
      {children}
      {isOpen ? <RegistrationPopup onClose={close} /> : null}
    </PopupContext.Provider>
  );
}

export function useRegistrationPopup(): PopupContextValue {
  const value = useContext(PopupContext);
  if (!value) throw new Error("useRegistrationPopup must be used inside RegistrationPopupProvider");
  return value;
}
