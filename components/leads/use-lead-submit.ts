"use client";

import { useCallback, useRef, useState } from "react";
import type { FieldErrors, LeadForm } from "@/lib/leads/client";
import type { WelcomeNote } from "@/lib/site/content/lead-copy";
import { landingOfVisit } from "@/components/vitals/landing";

// Submits a lead form in place: JSON to /api/<form> with an Idempotency-Key per opening, so a
// double click or a network retry makes one lead. The answer decides the phase.

export type LeadPhase = "idle" | "submitting" | "success" | "failure" | "error";

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `k${Date.now()}${Math.random().toString(36).slice(2)}`;
}

export function useLeadSubmit(form: LeadForm) {
  const keyRef = useRef<string | null>(null);
  const [phase, setPhase] = useState<LeadPhase>("idle");
  const [errors, setErrors] = useState<FieldErrors>({});
  /** What the answer said of the welcome message: on its way now, at 08:00, or none (a consultant calls). */
  const [welcome, setWelcome] = useState<WelcomeNote>(null);

  const submit = useCallback(
    async (element: HTMLFormElement): Promise<LeadPhase> => {
      keyRef.current ??= newKey();
      const data = new FormData(element);
      const body: Record<string, unknown> = {};
      for (const [key, value] of data) if (typeof value === "string" && key !== "_result") body[key] = value;
      body.consent = data.get("consent") === "on";
      body._page = `${window.location.pathname}${window.location.search}`;
      const visit = landingOfVisit();
      if (visit.landing) body._landing = visit.landing;
      if (visit.landing && visit.landingAt) body._landingAt = visit.landingAt;
      const referrer = visit.landing ? visit.referrer : document.referrer;
      if (referrer) body._referrer = referrer;
      setPhase("submitting");
      setErrors({});
      let next: LeadPhase;
      try {
        const res = await fetch(`/api/${form}`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "Idempotency-Key": keyRef.current,
          },
          body: JSON.stringify(body),
        });
        if (res.status === 201) {
          next = "success";
          // The ad tags (public/ads/loader.js, only where configured) report the conversion once, by the lead's id.
          const { id, welcome: note } = ((await res.json().catch(() => null)) ?? {}) as {
            id?: string;
            welcome?: unknown;
          };
          setWelcome(note === "now" || note === "morning" ? note : null);
          if (id) window.dispatchEvent(new CustomEvent("presale:conversion", { detail: { kind: "lead", id, form } }));
          keyRef.current = null; // the next lead from this form is a new lead
        } else {
          next = "failure";
          // 409: this key already holds an earlier, different submission; the next try is a new lead.
          if (res.status === 409) keyRef.current = null;
          if (res.status === 422) {
            const payload = (await res.json().catch(() => null)) as { errors?: FieldErrors } | null;
            setErrors(payload?.errors ?? {});
          }
        }
      } catch (error) {
        console.error("[leads] submission failed:", error);
        next = "error";
      }
      setPhase(next);
      return next;
    },
    [form],
  );

  const reset = useCallback(() => {
    setPhase("idle");
    setErrors({});
    setWelcome(null);
  }, []);

  return { phase, errors, welcome, submit, reset };
}
