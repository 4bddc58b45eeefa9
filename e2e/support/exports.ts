import type { APIRequestContext, APIResponse } from "@playwright/test";

// The inbox's downloads as its form sends them (lib/office/export-request.ts): a POST of the
// view's filter and a reason. A plain GET is answered 405.

export const LEAD_CSV = "/admin/leads/export.csv";
export const MARKETING_CSV = "/admin/leads/marketing.csv";

/** Posts an export like the inbox's form: `filter` (form, from, to), the reason `audit` unless given. */
export function postExport(
  request: APIRequestContext,
  path: string = LEAD_CSV,
  filter: Record<string, string> = {},
  options: { reason?: string; note?: string; headers?: Record<string, string> } = {},
): Promise<APIResponse> {
  const form: Record<string, string> = { ...filter, reason: options.reason ?? "audit" };
  if (options.note !== undefined) form.note = options.note;
  return request.post(path, { form, headers: options.headers });
}
