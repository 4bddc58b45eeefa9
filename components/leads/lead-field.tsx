import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { leadFormCopy as leadCopy } from "@/lib/site/content/lead-copy";
import { NAME_MAX, PHONE_PATTERN } from "@/lib/leads/client";

// One labelled input or textarea of a lead form, with its hint and its error, both tied to it
// by aria-describedby. `name` equals the data field.

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
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function fieldClass(tone: "light" | "dark", error?: string) {
  const base =
    "w-full border px-4 py-3 text-[16px] outline-none transition-colors placeholder:text-stone-500 focus-visible:border-gold-500";
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
export function NameInput({ id, error, tone }: { id: string; error?: string; tone?: "light" | "dark" }) {
  const copy = leadCopy.fields.name;
  return (
    <LeadInput
      id={id}
      name="name"
      label={copy.label}
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
export function PhoneInput({ id, error, tone }: { id: string; error?: string; tone?: "light" | "dark" }) {
  const copy = leadCopy.fields.phone;
  return (
    <LeadInput
      id={id}
      name="phone"
      type="tel"
      label={copy.label}
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
