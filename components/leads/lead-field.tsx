"use client";

import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { leadFieldCopy } from "@/lib/site/content/field-copy";
import { NAME_MAX, PHONE_PATTERN } from "@/lib/leads/client";
import { useFieldError } from "./checked-form";

// One labelled input or textarea of a lead form, with its hint and its error, both tied to it
// by aria-describedby. `name` equals the data field. The error is the `error` given, else the one
// the surrounding CheckedForm holds for this name (its check, or the server's answer).

type Common = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  tone?: "light" | "dark";
  optionalMark?: boolean;
};

function describedBy(id: string, hint?: string, error?: string) {
  // The error first: a screen reader says what to put right before the standing hint.
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/**
 * Where a focused field may sit (WCAG 2.4.11): below the fixed header and the announcement bar,
 * above the phone's bottom bar (h-14), when the browser scrolls it into view.
 */
export const FIELD_SCROLL_MARGIN = "scroll-mt-[calc(var(--header-h)+var(--announce-h)+24px)] scroll-mb-24";

function fieldClass(tone: "light" | "dark", error?: string) {
  const base = `${FIELD_SCROLL_MARGIN} w-full border px-4 py-3 text-[16px] outline-none transition-colors placeholder:text-stone-500 focus-visible:border-gold-500`;
  const colors = tone === "dark" ? "border-white/25 bg-white/95 text-ink-900" : "border-sand-300 bg-white text-ink-900";
  return `${base} ${colors} ${error ? "border-red-600" : ""}`;
}

function Label({
  id,
  label,
  required,
  tone,
}: {
  id: string;
  label: string;
  required?: boolean;
  tone: "light" | "dark";
}) {
  return (
    <label htmlFor={id} className={`text-[14px] font-medium ${tone === "dark" ? "text-sand-100" : "text-ink-900"}`}>
      {label}
      {required ? (
        <span className="ml-1 text-gold-700" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

function Notes({ id, hint, error, tone }: { id: string; hint?: string; error?: string; tone: "light" | "dark" }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={`text-[13px] ${tone === "dark" ? "text-sand-300" : "text-stone-600"}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          className={`text-[13px] font-medium ${tone === "dark" ? "text-red-300" : "text-red-700"}`}
        >
          {error}
        </p>
      ) : null}
    </>
  );
}

export function LeadInput({
  id,
  name,
  label,
  hint,
  error,
  tone = "light",
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const checked = useFieldError(name);
  error ??= checked;
  return (
    <div className="grid content-start gap-1.5">
      <Label id={id} label={label} required={input.required} tone={tone} />
      <input
        id={id}
        name={name}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={fieldClass(tone, error)}
        {...input}
      />
      <Notes id={id} hint={hint} error={error} tone={tone} />
    </div>
  );
}

export function LeadTextarea({
  id,
  name,
  label,
  hint,
  error,
  tone = "light",
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const checked = useFieldError(name);
  error ??= checked;
  return (
    <div className="grid content-start gap-1.5">
      <Label id={id} label={label} required={area.required} tone={tone} />
      <textarea
        id={id}
        name={name}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={`${fieldClass(tone, error)} resize-y`}
        {...area}
      />
      <Notes id={id} hint={hint} error={error} tone={tone} />
    </div>
  );
}

/** Hidden from people and assistive technology; bots that fill every field reveal themselves. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The name field every lead form shares: the label, placeholder and limit of the shared schema. */
export function NameInput({
  id,
  error,
  tone,
  label,
}: {
  id: string;
  error?: string;
  tone?: "light" | "dark";
  label?: string;
}) {
  const copy = leadFieldCopy.name;
  return (
    <LeadInput
      id={id}
      name="name"
      label={label ?? copy.label}
      placeholder={copy.placeholder}
      required
      maxLength={NAME_MAX}
      autoComplete="name"
      error={error}
      tone={tone}
    />
  );
}

/** The phone field every lead form shares: type=tel, the spec's pattern and its hint. */
export function PhoneInput({
  id,
  error,
  tone,
  label,
}: {
  id: string;
  error?: string;
  tone?: "light" | "dark";
  label?: string;
}) {
  const copy = leadFieldCopy.phone;
  return (
    <LeadInput
      id={id}
      name="phone"
      type="tel"
      label={label ?? copy.label}
      placeholder={copy.placeholder}
      required
      pattern={PHONE_PATTERN}
      inputMode="tel"
      autoComplete="tel"
      title={copy.hint}
      hint={copy.hint}
      error={error}
      tone={tone}
    />
  );
}

/**
 * One radio of a group that is checked as one field (`name`): the group's message (rendered once by
 * FieldMessage with `errorId`) describes each radio while the surrounding CheckedForm holds one
 * (a radio takes no aria-invalid; the message is what is read on focus).
 */
export function LeadRadio({
  name,
  errorId,
  className = "",
  ...input
}: { name: string; errorId: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name">) {
  const error = useFieldError(name);
  return (
    <input
      type="radio"
      name={name}
      aria-describedby={error ? errorId : undefined}
      className={`${FIELD_SCROLL_MARGIN} ${className}`.trim()}
      {...input}
    />
  );
}

/** The message of a field rendered apart from its control (a radio group's, the consent's), from the surrounding CheckedForm. */
export function FieldMessage({
  name,
  id,
  error,
  className = "text-[14px] text-red-700",
}: {
  name: string;
  id: string;
  error?: string;
  className?: string;
}) {
  const checked = useFieldError(name);
  const text = error ?? checked;
  if (!text) return null;
  return (
    <p id={id} className={`font-medium ${className}`} data-field-error={name}>
      {text}
    </p>
  );
}

/** The required consent's box (ConsentBox renders its texts on the server): marked and described while refused. */
export function ConsentCheck({ descId, errorId, error }: { descId: string; errorId: string; error?: string }) {
  const checked = useFieldError("consent");
  const shown = error ?? checked;
  return (
    <input
      type="checkbox"
      name="consent"
      required
      aria-describedby={shown ? `${errorId} ${descId}` : descId}
      aria-invalid={shown ? true : undefined}
      className={`${FIELD_SCROLL_MARGIN} mt-1 h-4 w-4 shrink-0 accent-gold-600`}
    />
  );
}
