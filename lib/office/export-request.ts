import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { readRequestBody } from "@/lib/platform/http/read-body";
import { isCrossSite } from "@/lib/platform/http/same-origin";
import { parseLeadQuery, type ParsedLeadQuery } from "./lead-filter";

// A download of personal data (the inbox's CSV, the marketing audience) is a POST from the inbox's
// own form, with the reason the person downloading gives (개인정보의 안전성 확보조치 기준 제8조: a
// download of personal data is recorded with its reason). A plain link could be followed by
// another site's page in a signed-in administrator's browser; a POST from another origin is
// refused here (and by the proxy before it). The reason is one of EXPORT_REASONS; "기타" takes a
// short note, whose digits are masked so that no phone number lands in the access record.

export const EXPORT_REASONS = {
  consult: "상담 배정·회신",
  visit: "방문·계약 진행 확인",
  request: "정보주체의 요청 처리 (열람·정정·삭제)",
  marketing: "광고 수신 동의자 안내 발송",
  audit: "점검·감사",
  other: "기타 (직접 입력)",
} as const;
export type ExportReason = keyof typeof EXPORT_REASONS;

export const EXPORT_NOTE_MAX = 60;
const EXPORT_BODY_LIMIT = 4096;

const exportFormSchema = z
  .object({
    reason: z.enum(Object.keys(EXPORT_REASONS) as [ExportReason, ...ExportReason[]], {
      error: "내려받는 사유를 골라 주세요.",
    }),
    note: z
      .string()
      .trim()
      .max(EXPORT_NOTE_MAX, { error: `사유는 ${EXPORT_NOTE_MAX}자까지 적을 수 있습니다.` })
      .optional(),
  })
  .refine((v) => v.reason !== "other" || (v.note?.length ?? 0) >= 2, {
    error: "기타 사유를 두 글자 이상 적어 주세요.",
    path: ["note"],
  });

/** The reason as the access record keeps it: the label, and for "기타" the note with its digits masked. */
export function exportReasonText(reason: ExportReason, note?: string): string {
  if (reason !== "other") return EXPORT_REASONS[reason];
  return `기타: ${(note ?? "").replace(/\d/g, "*")}`;
}

export type ExportRequest =
  | { ok: true; lead: Extract<ParsedLeadQuery, { ok: true }>; reason: string }
  | { ok: false; status: number; message: string };

/** Reads an export's POST: our origin, a form body, the inbox's filter and a reason. */
export async function readExportRequest(request: Request): Promise<ExportRequest> {
  if (isCrossSite(request, env().SITE_URL))
    return { ok: false, status: 403, message: "다른 사이트에서 보낸 내려받기 요청은 받을 수 없습니다." };
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded")
    return { ok: false, status: 415, message: "관리 화면의 내려받기 버튼으로 요청해 주세요." };
  let body: Uint8Array | null;
  try {
    body = await readRequestBody(request, EXPORT_BODY_LIMIT);
  } catch {
    return { ok: false, status: 400, message: "요청을 읽지 못했습니다. 다시 시도해 주세요." };
  }
  if (!body) return { ok: false, status: 413, message: "요청이 너무 큽니다." };
  const fields = new URLSearchParams(new TextDecoder().decode(body));
  const lead = parseLeadQuery(fields);
  if (!lead.ok) return { ok: false, status: 400, message: `조회 조건을 확인해 주세요: ${lead.error}` };
  const form = exportFormSchema.safeParse({
    reason: fields.get("reason") ?? undefined,
    note: fields.get("note") ?? undefined,
  });
  if (!form.success)
    return { ok: false, status: 400, message: form.error.issues[0]?.message ?? "내려받는 사유를 골라 주세요." };
  return { ok: true, lead, reason: exportReasonText(form.data.reason, form.data.note) };
}

/** GET of an export: 405, since a download is a POST with a reason from the inbox. */
export function exportOnlyByPost(): Response {
  return new Response("내려받기는 상담 신청 관리 화면에서 사유를 고른 뒤 버튼으로 할 수 있습니다.", {
    status: 405,
    headers: {
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Content-Type": "text/plain; charset=utf-8",
      Allow: "POST",
    },
  });
}
