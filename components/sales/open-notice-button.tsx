"use client";

import { useEffect, useRef, useState } from "react";

// Opens the notice PDF in a new tab and shows a loading message until that tab has loaded it.
// The PDF is ours (same origin), so the opened window can be watched: its load event, and a
// poll for the case where the browser hands the PDF to a download instead of a viewer.
const GIVE_UP_MS = 20_000;

export function OpenNoticeButton({ href, label }: { href: string; label: string }) {
  const [loading, setLoading] = useState(false);
  const stop = useRef<() => void>(() => {});

  useEffect(() => () => stop.current(), []);

  function open(event: React.MouseEvent<HTMLAnchorElement>) {
    const opened = window.open(href, "_blank");
    if (!opened) return; // popup blocked: the link itself opens the file
    event.preventDefault();
    stop.current();
    setLoading(true);
    const started = Date.now();
    let timer = 0;
    const done = () => {
      window.clearInterval(timer);
      opened.removeEventListener("load", done);
      setLoading(false);
    };
    const check = () => {
      if (opened.closed || Date.now() - started > GIVE_UP_MS) return done();
      try {
        if (opened.location.href !== "about:blank" && opened.document.readyState === "complete") done();
      } catch {
        done(); // no longer readable: it has moved on from our file
      }
    };
    opened.addEventListener("load", done);
    timer = window.setInterval(check, 250);
    stop.current = done;
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        onClick={open}
        aria-busy={loading}
        aria-disabled={loading}
        className={`inline-flex items-center gap-3 bg-ink-900 px-7 py-4 text-[16px] font-medium text-white transition-colors hover:bg-ink-700 ${loading ? "pointer-events-none opacity-80" : ""}`}
        data-testid="open-notice"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5 text-gold-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <path d="M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6" />
        </svg>
        {label}
        <span className="sr-only">(새 창)</span>
      </a>
      <p role="status" aria-live="polite" className="min-h-6 text-[15px] text-stone-700">
        {loading ? (
          <span className="inline-flex items-center gap-2" data-testid="notice-loading">
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-gold-500 border-t-transparent"
              aria-hidden="true"
            />
            파일을 불러오는 중입니다. 잠시만 기다려 주세요.
          </span>
        ) : null}
      </p>
    </div>
  );
}
