import { z } from "zod";
import { queryDay as day, queryValue as blank } from "@/lib/platform/http/query";
import { DAY_MS, kstMidnight } from "@/lib/platform/time/kst";
import { LEAD_FORMS } from "@/lib/leads";
import type { LeadFilter } from "./lead-types";

// The inbox's query string (?form=visit&from=2026-11-01&to=2026-11-30), shared by the page
// and the CSV export. Days are Korean calendar days (UTC+9, no daylight saving).

export const leadQuerySchema = z
  .object({
    form: z.preprocess(blank, z.enum(LEAD_FORMS, { message: "신청 유형을 목록에서 선택해 주세요." }).optional()),
    from: z.preprocess(blank, day.optional()),
    to: z.preprocess(blank, day.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "시작일이 종료일보다 늦습니다.", path: ["to"] });

export type LeadQuery = z.infer<typeof leadQuerySchema>;

export type ParsedLeadQuery = { ok: true; query: LeadQuery; filter: LeadFilter } | { ok: false; error: string };

export function parseLeadQuery(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): ParsedLeadQuery {
  const source = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  const result = leadQuerySchema.safeParse({ form: source.form, from: source.from, to: source.to });
  if (!result.success) return { ok: false, error: result.error.issues[0]?.message ?? "조회 조건을 확인해 주세요." };
  return { ok: true, query: result.data, filter: toFilter(result.data) };
}

function toFilter(q: LeadQuery): LeadFilter {
  const filter: LeadFilter = {};
  if (q.form) filter.form = q.form;
  if (q.from) filter.from = kstMidnight(q.from);
  if (q.to) filter.to = new Date(kstMidnight(q.to).getTime() + DAY_MS);
  return filter;
}

/** The query string of a filter, for links (CSV export of the same view). */
export function leadQueryString(q: LeadQuery): string {
  const params = new URLSearchParams();
  if (q.form) params.set("form", q.form);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  const s = params.toString();
  return s ? `?${s}` : "";
}
