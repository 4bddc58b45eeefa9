"use client";

import { useId } from "react";
import { leadFormCopy as leadCopy, type ConsentParties } from "@/lib/site/content/lead-copy";
import { MESSAGE_MAX } from "@/lib/leads/client";
import { CheckedForm } from "./checked-form";
import { ConsentBox } from "./consent-box";
import { Honeypot, LeadTextarea, NameInput, PhoneInput } from "./lead-field";
import { FormPostResults, ResultNote } from "./result-note";
import { useLeadSubmit } from "./use-lead-submit";

/**
 * The home page's visit-reservation form, one for every screen (name and phone side by side on a
 * desktop). Without JavaScript it is a plain POST to /api/visit that comes back (303) with the
 * result; with JavaScript it submits in place.
 */
export function VisitForm({ consent }: { consent: ConsentParties }) {
  const anchor = "visit-form";
  const uid = useId().replace(/[^a-zA-Z0-9]/g, "");
  const { phase, errors, welcome, submit } = useLeadSubmit("visit");
  const submitting = phase === "submitting";
  const copy = leadCopy.fields;
  const id = (field: string) => `${anchor}-${field}-${uid}`;

  return (
    <CheckedForm
      action="/api/visit"
      method="post"
      data-testid="visit-form"
      aria-label={leadCopy.visit.title}
      className="relative grid gap-4 bg-white p-6 text-ink-900 shadow-[0_40px_80px_-40px_rgba(0,0,0,0.6)] desk:p-10"
      serverErrors={errors}
      onValid={async (form) => {
        if (submitting) return;
        if ((await submit(form)) === "success") form.reset();
      }}
    >
      <input type="hidden" name="_result" value={anchor} />
      <div className="grid gap-4 desk:grid-cols-2">
        <NameInput id={id("name")} />
        <PhoneInput id={id("phone")} />
      </div>
      <LeadTextarea
        id={id("message")}
        name="message"
        label={copy.messageOptional.label}
        placeholder={copy.messageOptional.placeholder}
        rows={5}
        maxLength={MESSAGE_MAX}
      />
      <Honeypot id={id("gotcha")} label={copy.honeypot.label} />
      <ConsentBox form="visit" idPrefix={id("c")} parties={consent} />
      <button
        type="submit"
        disabled={submitting}
        className="w-full bg-ink-900 py-4 text-[16px] font-semibold tracking-[0.08em] text-white hover:bg-ink-800 disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? leadCopy.submitting : leadCopy.visit.submit}
      </button>
      <div aria-live="polite" data-testid="visit-result">
        {phase === "success" || phase === "failure" || phase === "error" ? (
          <ResultNote kind={phase} welcome={welcome} />
        ) : null}
      </div>
      <FormPostResults anchor={anchor} />
    </CheckedForm>
  );
}
