import { z } from "zod";
import { ACCESS_ACTIONS } from "./records";

// The filters of /admin/records (query string), parsed with zod: a period of Seoul days, an
// account, an action. Shared by the page and its tests.

const day = z.iso.date({ error: "날짜는 2026-11-27 형식으로 입력해 주세요." });

export const accessQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    actor: z.string().trim().max(254, { error: "이메일이 너무 깁니다." }).optional().transform((v) => (v ? v.toLowerCase() : undefined)),
    action: z.enum(ACCESS_ACTIONS, { error: "알 수 없는 작업입니다." }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "시작일이 종료일보다 늦습니다." });

export type AccessFilter = z.output<typeof accessQuerySchema>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

export function parseAccessQuery(params: Record<string, string | string[] | undefined>) {
  return accessQuerySchema.safeParse({ from: first(params.from), to: first(params.to), actor: first(params.actor), action: first(params.action) });
}

/** A Seoul day's start as an instant (KST has no daylight saving: +09:00). */
export const seoulDayStart = (date: string) => new Date(`${date}T00:00:00+09:00`);
