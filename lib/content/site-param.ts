import { z } from "zod";
import { complex } from "./complex";

/** Route param {site}: one of the configured site slugs. */
export const siteParamSchema = z.enum(complex.sites as [string, ...string[]]);

export function parseSite(value: string): string | undefined {
  const result = siteParamSchema.safeParse(value);
  return result.success ? result.data : undefined;
}
