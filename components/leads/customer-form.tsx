"use client";

import { useId } from "react";
import { leadFormCopy as leadCopy, type ConsentParties } from "@/lib/site/content/lead-copy";
import { BIRTH_DATE_PATTERN, MESSAGE_MAX } from "@/lib/leads/client";
import { CheckedForm } from "./checked-form";
import { ConsentBox } from "./consent-box";
import { Honeypot, LeadInput, LeadTextarea, NameInput, PhoneInput } from "./lead-field";
import { FormPostResults, ResultNote } from "./result-note";
import { useLeadSubmit } from "./use-lead-submit";

/** The customer page's inquiry form: birth date is its own field (the old product lost the phone number to it). */
export function CustomerForm({ consent }: { consent: ConsentParties }) {
  const uid = useId().replace(/[^a-zA-Z0-9]/g, "");
  const { phase, errors, welcome, submit } = useLeadSubmit("inquiry");
  const submitting = phase === "submitting";
  const copy = leadCopy.fields;
  const id = (field: string) => `customer-${field}-${uid}`;

  return (
    <CheckedForm
      action="/api/inquiry"
      method="post"
      data-testid="customer-form"
      aria-label={leadCopy.customer.heading}
      className="relative grid gap-5"
      serverErrors={errors}
      onValid={async (form) => {
        if (submitting) return;
        if ((await submit(form)) === "success") form.reset();
      }}
    >
      <input type="hidden" name="_result" value="customer" />
      <div className="grid gap-5 desk:grid-cols-2">
        <NameInput id={id("name")} />
        <PhoneInput id={id("phone")} />
      </div>
      <LeadInput
        id={id("birth")}
        name="birthDate"
        label={copy.birthDate.label}
        placeholder={copy.birthDate.placeholder}
        required
        inputMode="numeric"
        pattern={BIRTH_DATE_PATTERN}
        maxLength={6}
        autoComplete="off"
        title={copy.birthDate.hint}
        hint={copy.birthDate.hint}
      />
      <LeadTextarea
        id={id("message")}
        name="message"
        label={copy.message.label}
        placeholder={copy.message.placeholder}
        required
        rows={6}
        maxLength={MESSAGE_MAX}
      />
      <Honeypot id={id("gotcha")} label={copy.honeypot.label} />
      <ConsentBox form="inquiry" idPrefix={id("c")} parties={consent} />
      <button
        type="submit"
        disabled={submitting}
        className="w-full bg-gold-500 py-4 text-[16px] font-semibold text-ink-950 hover:bg-gold-400 disabled:cursor-wait disabled:opacity-70 desk:w-auto desk:justify-self-start desk:px-14"
      >
        {submitting ? leadCopy.submitting : leadCopy.customer.submit}
      </button>
      <div aria-live="polite" data-testid="customer-result">
        {phase === "success" || phase === "failure" || phase === "error" ? (
          <ResultNote kind={phase} welcome={welcome} />
        ) : null}
      </div>
      <FormPostResults anchor="customer" />
    </CheckedForm>
  );
}
