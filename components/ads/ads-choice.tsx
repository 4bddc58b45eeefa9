"use client";

import { useSyncExternalStore } from "react";

// The visitor's choice about personalised ads (맞춤형 광고 가이드라인): refusing stores
// presale:ads-off in this browser, and public/ads/loader.js then loads no ad tag at all.

const KEY = "presale:ads-off";
const listeners = new Set<() => void>();

function refused(): boolean {
  try {
    return (
      localStorage.getItem(KEY) === "1" ||
      (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
    );
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function choose(off: boolean): void {
  try {
    if (off) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage is blocked: the browser's cookie settings are the way to refuse (said above).
  }
  for (const l of listeners) l();
}

export function AdsChoice() {
  // null on the server and in the first render: the choice lives in this browser only.
  const off = useSyncExternalStore<boolean | null>(subscribe, refused, () => null);
  return (
    <div className="flex flex-wrap items-center gap-3 border border-sand-300 bg-sand-50 p-4" data-testid="ads-choice">
      <p className="text-[15px] text-ink-900" role="status">
        {off === null
          ? "설정을 확인하는 중입니다."
          : off
            ? "이 브라우저에서 맞춤형 광고를 거부한 상태입니다. 광고 스크립트를 실행하지 않습니다."
            : "이 브라우저에서는 맞춤형 광고 스크립트가 실행됩니다."}
      </p>
      {off === null ? null : off ? (
        <button
          type="button"
          onClick={() => choose(false)}
          className="border border-ink-900 px-4 py-2 text-[14px] text-ink-900 hover:bg-ink-900 hover:text-white"
        >
          거부 철회하기
        </button>
      ) : (
        <button
          type="button"
          onClick={() => choose(true)}
          className="bg-ink-900 px-4 py-2 text-[14px] font-semibold text-white hover:bg-ink-800"
        >
          맞춤형 광고 거부하기
        </button>
      )}
    </div>
  );
}
