import { z } from "zod";
import { queryDay, queryValue } from "@/lib/platform/http/query";
import { ACCESS_ACTIONS } from "./records";

// The filters of /admin/records (query string), parsed with zod: a period of Seoul days, an
// account, an action. Shared by the page and its tests.

export const accessQuerySchema = z
  .object({
    from: z.preprocess(queryValue, queryDay.optional()),
    to: z.preprocess(queryValue, queryDay.optional()),
    actor: z
      .preprocess(queryValue, z.string().max(254, { error: "이메일이 너무 깁니다." }).optional())
      .transform((v) => v?.toLowerCase()),
    action: z.preprocess(queryValue, z.enum(ACCESS_ACTIONS, { error: "알 수 없는 작업입니다." }).optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "시작일이 종료일보다 늦습니다." });

export type AccessFilter = z.output<typeof accessQuerySchema>;

export function parseAccessQuery(params: Record<string, string | string[] | undefined>) {
  return accessQuerySchema.safeParse({ from: params.from, to: params.to, actor: params.actor, action: params.action });
}
