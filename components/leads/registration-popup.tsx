"use client";

import { useCallback, useEffect, useId, useRef } from "react";
import { useRouter } from "next/navigation";
import { leadFormCopy as leadCopy, successText, type ConsentParties } from "@/lib/site/content/lead-copy";
import { VISIT_PATH } from "@/lib/site/routes/paths.mjs";
import { CloseIcon } from "@/components/ui/icons";
import { CheckedForm } from "./checked-form";
import { ConsentBox } from "./consent-box";
import { NameInput, PhoneInput } from "./lead-field";
import { useLeadSubmit } from "./use-lead-submit";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The registration popup: a modal dialog (focus trapped, page scroll locked, Escape and x close it).
 * Opening pushes one history entry, so the browser's Back closes the popup; closing it any other
 * way goes back over that entry, so the history stays as it was before opening.
 */
export function RegistrationPopup({ onClose, consent }: { onClose: () => void; consent: ConsentParties }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const pushedRef = useRef(false);
  const closingRef = useRef(false);
  const { phase, errors, welcome, submit } = useLeadSubmit("register");
  const uid = useId().replace(/[^a-zA-Z0-9]/g, "");
  const titleId = `popup-title-${uid}`;

  // One history entry per opening; Back (popstate) closes.
  useEffect(() => {
    if (!pushedRef.current) {
      window.history.pushState({ ...(window.history.state as object | null), registrationPopup: true }, "");
      pushedRef.current = true;
    }
    const onPopState = () => {
      pushedRef.current = false;
      onClose();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [onClose]);

  const requestClose = useCallback(() => {
    if (closingRef.current) return;
    closingRef.current = true;
    if (pushedRef.current) {
      // popstate arrives and closes; the entry we added is consumed.
      window.history.back();
    } else {
      onClose();
    }
  }, [onClose]);

  // The success's next step: the booking page, once the popup's history entry is gone (Back then
  // returns to the page the visitor registered on). Nothing of what was entered goes along: the
  // booking page takes no prefill, and a name or phone never goes into an address.
  const router = useRouter();
  const goTo = useCallback(
    (href: string) => {
      if (closingRef.current) return;
      closingRef.current = true;
      if (pushedRef.current) {
        const onPop = () => {
          window.removeEventListener("popstate", onPop);
          router.push(href);
        };
        window.addEventListener("popstate", onPop);
        window.history.back();
      } else {
        onClose();
        router.push(href);
      }
    },
    [onClose, router],
  );

  // Scroll lock while open (the page keeps its position).
  useEffect(() => {
    const html = document.documentElement;
    const scrollbar = window.innerWidth - html.clientWidth;
    const previous = { overflow: html.style.overflow, paddingRight: document.body.style.paddingRight };
    html.style.overflow = "hidden";
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    html.dataset.scrollLocked = "true";
    return () => {
      html.style.overflow = previous.overflow;
      document.body.style.paddingRight = previous.paddingRight;
      delete html.dataset.scrollLocked;
    };
  }, []);

  // First field gets focus; Tab and Shift+Tab stay inside; Escape closes.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.querySelector<HTMLElement>("input[name=name]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target))
        dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [requestClose]);

  // The result replaces the form; move focus to it so it is announced and Tab stays sensible.
  const resultRef = useRef<HTMLDivElement>(null);
  const done = phase === "success" || phase === "failure" || phase === "error";
  const showResult = done && !(phase === "failure" && Object.keys(errors).length > 0);
  useEffect(() => {
    if (showResult) resultRef.current?.focus();
  }, [showResult]);

  const copy = leadCopy.popup;
  const submitting = phase === "submitting";
  return (
    <div
      className="fixed inset-0 z-[100] flex items-start justify-center overflow-y-auto bg-ink-950/75 p-4"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) requestClose();
      }}
      data-testid="registration-popup-backdrop"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative my-auto w-full max-w-[480px] bg-white px-6 pb-7 pt-8 text-ink-900 shadow-2xl desk:px-9 desk:pb-9 desk:pt-10"
      >
        <button
          type="button"
          onClick={requestClose}
          aria-label={copy.close}
          className="absolute right-3 top-3 flex h-11 w-11 items-center justify-center text-stone-600 hover:text-ink-900"
        >
          <CloseIcon className="h-6 w-6" />
        </button>
        <p className="ornament text-gold-700">REGISTRATION</p>
        <h2 id={titleId} className="mt-2 text-[26px] font-light">
          {copy.title}
        </h2>
        {showResult ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            className="mt-6 outline-none"
            data-testid="popup-result"
            data-result={phase}
          >
            <p
              role="status"
              className={`whitespace-pre-line border-l-2 py-2 pl-4 text-[17px] leading-relaxed ${phase === "success" ? "border-gold-500 text-ink-900" : "border-red-600 text-red-800"}`}
            >
              {phase === "success"
                ? successText(leadCopy.popupResult.success, welcome)
                : phase === "failure"
                  ? leadCopy.popupResult.failure
                  : leadCopy.popupResult.error}
            </p>
            {phase === "success" ? (
              <div className="mt-8 grid gap-3 desk:grid-cols-2">
                <a
                  href={VISIT_PATH}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    goTo(VISIT_PATH);
                  }}
                  className="flex min-h-12 items-center justify-center bg-gold-500 px-4 py-3.5 text-center text-[15px] font-semibold text-ink-950 hover:bg-gold-400"
                  data-testid="popup-book-visit"
                >
                  {copy.book}
                </a>
                <button
                  type="button"
                  onClick={requestClose}
                  className="min-h-12 w-full bg-ink-900 py-3.5 text-[15px] font-semibold text-white hover:bg-ink-800"
                >
                  {copy.close}
                </button>
              </div>
            ) : (
              <button
                type="button"
                onClick={requestClose}
                className="mt-8 w-full bg-ink-900 py-3.5 text-[15px] font-semibold text-white hover:bg-ink-800"
              >
                {copy.close}
              </button>
            )}
          </div>
        ) : (
          <CheckedForm
            action="/api/register"
            method="post"
            className="mt-4 grid gap-4"
            serverErrors={errors}
            onValid={async (form) => {
              if (!submitting) await submit(form);
            }}
          >
            <p className="text-[15px] text-stone-700">{copy.intro}</p>
            <NameInput id={`popup-name-${uid}`} />
            <PhoneInput id={`popup-phone-${uid}`} />
            <ConsentBox form="register" idPrefix={`popup-${uid}`} parties={consent} />
            <button
              type="submit"
              disabled={submitting}
              aria-disabled={submitting}
              className="mt-1 w-full bg-gold-500 py-3.5 text-[16px] font-semibold text-ink-950 hover:bg-gold-400 disabled:cursor-wait disabled:opacity-70"
            >
              {submitting ? leadCopy.submitting : copy.submit}
            </button>
          </CheckedForm>
        )}
      </div>
    </div>
  );
}
