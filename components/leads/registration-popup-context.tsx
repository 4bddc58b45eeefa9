"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { CUSTOMER_PATH } from "@/lib/site/routes/paths.mjs";
import type { ConsentParties } from "@/lib/site/content/lead-copy";

// The popup's code (form, copy, focus trap) is fetched when it is first wanted, so pages that
// never open it don't pay for it. Openers warm it on pointer or focus (loadRegistrationPopup).
// The module is loaded imperatively rather than with React.lazy: a Suspense reveal waits on
// timers, and the popup must open at once once its code is there.
const loadPopup = () => import("./registration-popup");
type PopupComponent = Awaited<ReturnType<typeof loadPopup>>["RegistrationPopup"];

/** Starts fetching the popup's code ahead of a click; safe to call any number of times. */
export function loadRegistrationPopup(): void {
  void loadPopup();
}

type PopupContextValue = { open: (opener?: HTMLElement | null) => void; isOpen: boolean };

const PopupContext = createContext<PopupContextValue | null>(null);

/** One popup host for the whole site: every opener (header, footer, bottom bar, hero, links) calls open(). */
export function RegistrationPopupProvider({ children, consent }: { children: ReactNode; consent: ConsentParties }) {
  const [isOpen, setOpen] = useState(false);
  const [Popup, setPopup] = useState<PopupComponent | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback((opener?: HTMLElement | null) => {
    openerRef.current = opener ?? (document.activeElement as HTMLElement | null);
    loadPopup().then(
      (module) => {
        setPopup(() => module.RegistrationPopup);
        setOpen(true);
      },
      // The code could not be fetched (offline, a new deploy): a full load of the customer page,
      // which has the same form, rather than a client navigation that needs code too.
      () => window.location.assign(CUSTOMER_PATH),
    );
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
      {isOpen && Popup ? <Popup onClose={close} consent={consent} /> : null}
    </PopupContext.Provider>
  );
}

export function useRegistrationPopup(): PopupContextValue {
  const value = useContext(PopupContext);
  if (!value) throw new Error("useRegistrationPopup must be used inside RegistrationPopupProvider");
  return value;
}
