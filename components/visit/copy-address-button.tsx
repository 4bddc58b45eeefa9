"use client";

import { useState } from "react";

/** Copies the address; rendered only where JavaScript runs (the address is printed beside it anyway). */
export function CopyAddressButton({ address }: { address: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className="border border-ink-900 px-3 py-1.5 text-[13px] font-medium text-ink-900 hover:bg-ink-900 hover:text-white"
      >
        주소 복사
      </button>
      <span role="status" aria-live="polite" className="text-[13px] text-stone-700">
        {state === "copied"
          ? "주소를 복사했습니다."
          : state === "failed"
            ? "복사하지 못했습니다. 주소를 길게 눌러 복사해 주세요."
            : ""}
      </span>
    </span>
  );
}
