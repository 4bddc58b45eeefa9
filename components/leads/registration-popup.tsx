"use client";

import { useEffect, useRef } from "react";

// The popup shell. The lead-capture work fills in the form, the states and the history handling.
export function RegistrationPopup({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-ink-950/70 p-4">
      <div ref={dialogRef} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="registration-popup-title" className="w-full max-w-md bg-white p-8">
        <h2 id="registration-popup-title" className="text-2xl font-light">관심고객 등록</h2>
        <button type="button" onClick={onClose} className="mt-6 border border-ink-900 px-4 py-2">닫기</button>
      </div>
    </div>
  );
}
