"use client";

import { useSyncExternalStore } from "react";
import { CopyAddressButton } from "./copy-address-button";

const subscribe = () => () => {};

/** The copy button appears only with JavaScript and a clipboard (progressive enhancement). */
export function CopyAddress({ address }: { address: string }) {
  const canCopy = useSyncExternalStore(
    subscribe,
    () => typeof navigator !== "undefined" && Boolean(navigator.clipboard),
    () => false,
  );
  return canCopy ? <CopyAddressButton address={address} /> : null;
}
