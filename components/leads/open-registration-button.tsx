"use client";

import type { ReactNode } from "react";
import { loadRegistrationPopup, useRegistrationPopup } from "./registration-popup-context";
import { CUSTOMER_PATH } from "@/lib/site/routes/paths.mjs";

/** A button that opens the registration popup. Without JavaScript it is a link to the customer page. */
export function OpenRegistrationButton({
  children,
  className,
  fallbackHref = CUSTOMER_PATH,
  ariaLabel,
}: {
  children: ReactNode;
  className?: string;
  fallbackHref?: string;
  ariaLabel?: string;
}) {
  const { open } = useRegistrationPopup();
  return (
    <a
      href={fallbackHref}
      role="button"
      aria-haspopup="dialog"
      aria-label={ariaLabel}
      className={className}
      data-opens="registration-popup"
      onPointerEnter={loadRegistrationPopup}
      onTouchStart={loadRegistrationPopup}
      onFocus={loadRegistrationPopup}
      onClick={(event) => {
        event.preventDefault();
        open(event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
