import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { renderToStaticMarkup } from "react-dom/server";
import { FIELD_MESSAGES, fieldErrorCodes, fieldErrorsFromCodes } from "@/lib/leads/client";
import { parseLead } from "@/lib/leads/schema";
import { leadFormCopy } from "@/lib/site/content/lead-copy";
import type { BookingPageData } from "@/lib/visits/page-data";
import { BookingForm } from "@/components/visit/booking-form";
import { messageFor } from "./checked-form";

// The server's field errors and the browser's check speak the same messages: a 422's errors are
// the schema's; a plain post comes back with their codes (never the values), which the booking
// page turns back into the messages it renders under each field, without JavaScript too.

const validity = (flags: Partial<Record<keyof ValidityState, boolean>>) =>
  ({ valid: false, ...flags }) as unknown as ValidityState;

describe("the browser's check speaks the server's messages", () => {
  it("a missing, malformed or too long value gets the message the server's schema gives it", () => {
    expect(messageFor("name", validity({ valueMissing: true }))).toBe(FIELD_MESSAGES.name.required);
    expect(messageFor("phone", validity({ patternMismatch: true }))).toBe(FIELD_MESSAGES.phone.invalid);
    expect(messageFor("birthDate", validity({ patternMismatch: true }))).toBe(FIELD_MESSAGES.birthDate.invalid);
    expect(messageFor("consent", validity({ valueMissing: true }))).toBe(FIELD_MESSAGES.consent.required);
    expect(messageFor("slot", validity({ valueMissing: true }))).toBe(FIELD_MESSAGES.slot.required);
    expect(messageFor("message", validity({ tooLong: true }))).toBe(FIELD_MESSAGES.message.tooLong);
    expect(messageFor("partySize", validity({ valueMissing: true }))).toBe(leadFormCopy.check.fallback);
  });

  it("a value only the server refuses (a blank name, a date that does not exist) comes back as the same messages", () => {
    const verdict = parseLead("inquiry", { name: "   ", phone: "010-1234-5678", birthDate: "991340", message: "문의" });
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.errors).toEqual({
      name: [FIELD_MESSAGES.name.required],
      birthDate: [FIELD_MESSAGES.birthDate.invalid],
      consent: [FIELD_MESSAGES.consent.required],
    });
  });
});

describe("a plain post's refusal, as codes in the address", () => {
  it("round-trips the schema's errors by field and rule, and carries nothing typed", () => {
    const verdict = parseLead("visit-booking", { name: "홍길동", phone: "12345", partySize: "2" });
    if (verdict.ok) throw new Error("expected a refusal");
    const codes = fieldErrorCodes(verdict.errors);
    expect(codes).toBe("phone.invalid,slot.required,consent.required");
    expect(codes).not.toContain("12345");
    expect(fieldErrorsFromCodes(codes)).toEqual({
      phone: [FIELD_MESSAGES.phone.invalid],
      slot: [FIELD_MESSAGES.slot.required],
      consent: [FIELD_MESSAGES.consent.required],
    });
  });

  it("ignores whatever else an address carries", () => {
    expect(fieldErrorsFromCodes("name.nope,__proto__.x,toString.required,<script>,phone")).toEqual({});
    expect(fieldErrorsFromCodes(["name.required"])).toEqual({});
    expect(fieldErrorsFromCodes(`name.required,${"x".repeat(300)}`)).toEqual({});
    expect(fieldErrorsFromCodes(undefined)).toEqual({});
  });
});

describe("the booking page rendered with the server's field errors", () => {
  const day: BookingPageData["days"][number] = { date: "2027-03-20", weekday: "sat", open: "10:00", close: "18:00" };
  const data: BookingPageData = {
    days: [day],
    day,
    slots: [
      { id: "2027-03-20T10:00", start: "10:00", end: "10:30", left: 3, bookable: true, closed: false },
    ] as BookingPageData["slots"],
    verifiesPhone: false,
    sendsTexts: false,
    window: { state: "open" },
  };

  it("shows each message under its field, tied to it by aria-describedby and marked aria-invalid", () => {
    const html = renderToStaticMarkup(
      <BookingForm
        data={data}
        message={null}
        fieldErrors={fieldErrorsFromCodes("name.required,phone.invalid,slot.required,consent.required")}
      />,
    );
    expect(html).toMatch(
      new RegExp(`<input[^>]*id="visit-name"[^>]*aria-describedby="visit-name-error"[^>]*aria-invalid="true"`),
    );
    expect(html).toContain(`<p id="visit-name-error"`);
    expect(html).toContain(FIELD_MESSAGES.name.required);
    expect(html).toMatch(/<input[^>]*id="visit-phone"[^>]*aria-describedby="visit-phone-error visit-phone-hint"/);
    expect(html).toContain(FIELD_MESSAGES.phone.invalid);
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*aria-describedby="slots-error"/);
    expect(html).toContain(`id="slots-error"`);
    expect(html).toContain(FIELD_MESSAGES.slot.required);
    expect(html).toMatch(
      /aria-describedby="visit-consent-error visit-consent-desc" aria-invalid="true"[^>]*name="consent"/,
    );
    // The server's HTML keeps the browser's own check: no novalidate before hydration.
    expect(html).not.toMatch(/novalidate/i);
    expect(html).toMatch(/<input[^>]*id="visit-phone"[^>]*pattern=/);
  });

  it("without errors, no field is marked and nothing is said", () => {
    const html = renderToStaticMarkup(<BookingForm data={data} message={null} />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain(FIELD_MESSAGES.name.required);
  });
});
