import type { NextRequest } from "next/server";
import { ACTION_BODY_LIMIT_BYTES, checkActionBody, isActionPost } from "@/lib/platform/http/action-body";
import { readRequestBody } from "@/lib/platform/http/read-body";
import { refuse, type GuardResult } from "./guard";

/** A server action body that React's decoder would throw on (Next: 500) is refused here: 400/413 (lib/platform/http/action-body.ts). */
export async function actionBody(request: NextRequest): Promise<GuardResult> {
  if (!isActionPost(request.method, request.headers)) return undefined;
  const body = await readRequestBody(request.clone(), ACTION_BODY_LIMIT_BYTES, "drain");
  if (body === null) return refuse(413, "보내신 내용이 너무 큽니다.");
  const verdict = await checkActionBody(request.headers.get("content-type") ?? "", body);
  if (!verdict.ok)
    return refuse(verdict.status, "요청 형식이 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.");
  return undefined;
}
