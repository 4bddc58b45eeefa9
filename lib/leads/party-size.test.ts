import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { visitBookingSchema } from "@/lib/leads/schema";
import { visitBookingFormSchema, visitChangeFormSchema } from "@/lib/visits/booking-form";
import { partySizeMessage, partySizeSchema } from "./party-size";

// The party size is read strictly, and the booking's lead schema reads it as the booking form does:
// a value one refuses must not be stored as a lead that the other then refuses as a booking.

const GOOD: [unknown, number][] = [
  ["1", 1],
  ["4", 4],
  [2, 2],
  [3, 3],
];
const BAD: unknown[] = [
  0,
  5,
  -1,
  2.5,
  "2.5",
  "0x2",
  "2e0",
  " 3 ",
  "+2",
  "",
  "３",
  "1\u0000",
  "05",
  true,
  false,
  null,
  undefined,
  [2],
  ["3"],
  {},
  NaN,
  Infinity,
  1e308,
  "NaN",
];

describe("the party size of a visit booking", () => {
  it("takes the select's 1 to 4 and a JSON number", () => {
    for (const [value, n] of GOOD) expect(partySizeSchema.parse(value)).toBe(n);
  });

  it("refuses anything else, in Korean", () => {
    for (const value of BAD) {
      const result = partySizeSchema.safeParse(value);
      expect(result.success, JSON.stringify(value) ?? String(value)).toBe(false);
      expect([...new Set(result.error!.issues.map((i) => i.message))]).toEqual([partySizeMessage]);
    }
  });

  it("is read the same by the booking's lead schema, the booking form and the change form", () => {
    const base = { slot: "2026-11-26T14:00", name: "문지아", phone: "010-2345-6789", consent: "on" };
    for (const [value] of GOOD) {
      expect(visitBookingSchema.safeParse({ ...base, partySize: value }).success).toBe(true);
      expect(visitBookingFormSchema.safeParse({ ...base, partySize: value }).success).toBe(true);
      expect(visitChangeFormSchema.safeParse({ slot: base.slot, partySize: value }).success).toBe(true);
    }
    for (const value of BAD) {
      const what = JSON.stringify(value) ?? String(value);
      expect(visitBookingSchema.safeParse({ ...base, partySize: value }).success, `lead ${what}`).toBe(false);
      expect(visitBookingFormSchema.safeParse({ ...base, partySize: value }).success, `booking ${what}`).toBe(false);
      // (The change form may leave the party size out: the booking keeps its own.)
      if (value !== undefined)
        expect(visitChangeFormSchema.safeParse({ slot: base.slot, partySize: value }).success, `change ${what}`).toBe(
          false,
        );
    }
  });
});
