import { z } from "zod";

// The shape of a complex's remaining-units setting (lib/site/content/complexes/<slug>/sales.ts), apart
// from lib/site/content/remaining-units.ts, which reads the selected complex (a folder imports this one).

export const remainingUnitsSchema = z.strictObject({
  /** Shown to visitors (the price page, the home page) once the desk has set it. */
  show: z.boolean(),
  /** Kept per building as well as per type (each type in each building that has it). */
  byBuilding: z.boolean().default(false),
});
export type RemainingUnitsSettings = z.infer<typeof remainingUnitsSchema>;
