import { z } from "zod";
import type { SourceDimension } from "@/lib/leads";

// The dashboard's address parameters: the period of the source tables (days back from today) and,
// for the CSV, which table. Anything else falls back to the default instead of failing the page.

export const PERIOD_DAYS = [1, 7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export const DEFAULT_PERIOD: PeriodDays = 30;

export const SOURCE_DIMENSIONS = [
  "campaign",
  "referrer",
  "landing",
  "platform",
] as const satisfies readonly SourceDimension[];

const periodSchema = z.coerce
  .number()
  .int()
  .refine((n): n is PeriodDays => (PERIOD_DAYS as readonly number[]).includes(n));

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export function parsePeriod(value: unknown): PeriodDays {
  const parsed = periodSchema.safeParse(first(value));
  return parsed.success ? (parsed.data as PeriodDays) : DEFAULT_PERIOD;
}

export const sourceExportSchema = z.object({
  days: z.preprocess(first, periodSchema.optional()),
  by: z.preprocess(
    first,
    z.enum(SOURCE_DIMENSIONS, { error: "by는 campaign, referrer, landing, platform 중 하나여야 합니다." }),
  ),
});
