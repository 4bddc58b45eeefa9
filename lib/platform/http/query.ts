import { z } from "zod";

// A query string's values as the admin pages read them (Next gives a string, several, or none):
// the first value, trimmed; blank counts as absent.

/** For z.preprocess: the first value, trimmed, or undefined when blank. */
export function queryValue(v: unknown): unknown {
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === "string" && first.trim() === ""
    ? undefined
    : typeof first === "string"
      ? first.trim()
      : first;
}

/** A calendar day YYYY-MM-DD that exists. */
export const queryDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "날짜는 YYYY-MM-DD 형식으로 입력해 주세요.")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, "존재하지 않는 날짜입니다.");
