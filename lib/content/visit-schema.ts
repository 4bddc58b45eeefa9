import { z } from "zod";
import { coordinatesSchema } from "@/lib/visit/directions";
import { visitCalendarSchema } from "@/lib/visit/slots";

// The shapes of what each complex's folder says about its model house and its prices
// (complexes/<slug>/visit.ts): the facts that differ from complex to complex. The booking calendar,
// the payment schedule and the copy built from them are in lib/content/visit-booking.ts and
// lib/content/prices.ts, the same for every complex.

const lineSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

/** The model house: opening hours, booking rules, closed days, where it is and how to get there. */
export const visitSiteSchema = z.object({
  weekly: visitCalendarSchema.shape.weekly,
  slotMinutes: visitCalendarSchema.shape.slotMinutes,
  capacity: visitCalendarSchema.shape.capacity,
  maxPartySize: visitCalendarSchema.shape.maxPartySize,
  daysAhead: visitCalendarSchema.shape.daysAhead,
  closeBeforeMinutes: visitCalendarSchema.shape.closeBeforeMinutes,
  /** Hours on subscription days (the sales schedule's 청약 steps), when the model house stays open longer. */
  subscriptionDayHours: z.object({ open: z.string().regex(/^\d{2}:\d{2}$/), close: z.string().regex(/^\d{2}:\d{2}$/) }).nullable(),
  closedDays: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), reason: z.string().min(1) })),
  coordinates: coordinatesSchema,
  parking: z.array(lineSchema).min(1),
  transit: z.array(lineSchema).min(1),
});
export type VisitSite = z.infer<typeof visitSiteSchema>;

/** How the sample prices are made: a price per ㎡ of exclusive area, floor bands and the installments. */
export const priceBasisSchema = z.object({
  pricePerSqm: z.number().int().positive(),
  /** Within a band, the best line and view cost this much more than the lowest (0.025 = 2.5%). */
  lineSpread: z.number().min(0).max(0.5),
  floorBands: z
    .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), from: z.number().int().min(1), to: z.number().int().min(1), factor: z.number().positive() }).refine((b) => b.to >= b.from, { message: "to must be at least from" }))
    .min(1)
    .max(8),
  /** 중도금: months after the contract day, one per installment. */
  installmentMonths: z.array(z.number().int().min(1).max(60)).min(1).max(10),
  depositPercent: z.number().int().min(1).max(30),
});
export type PriceBasis = z.infer<typeof priceBasisSchema>;
