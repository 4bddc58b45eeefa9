import { z } from "zod";

// Inputs of the press domain, shared by the admin form (hints), the server action or route
// handler (verdict) and the tests.

export const PRESS_REQUIRED_MESSAGE = "제목/요약은 필수입니다!";

export const pressInputSchema = z.object({
  title: z
    .string({ message: PRESS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: PRESS_REQUIRED_MESSAGE })
    .max(200, { message: "제목은 200자 이내로 입력해 주세요." }),
  summary: z
    .string({ message: PRESS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: PRESS_REQUIRED_MESSAGE })
    .max(500, { message: "요약은 500자 이내로 입력해 주세요." }),
  content: z
    .string({ message: "본문 형식이 올바르지 않습니다." })
    .max(50_000, { message: "본문은 50,000자 이내로 입력해 주세요." })
    .default(""),
});

/** Article ids: our seeded slugs and generated ids (Firestore-style, 20 alphanumerics). */
export const pressIdSchema = z
  .string({ message: "기사 주소가 올바르지 않습니다." })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { message: "기사 주소가 올바르지 않습니다." });

/**
 * Position after the last article of a page: its timestamp (seconds + nanoseconds, so a Firestore
 * timestamp survives exactly), its id (the tie-break), and how many articles came before the next
 * page (used only to number the rows, never to query).
 */
export type PressCursor = { s: number; n: number; id: string; p: number };

const cursorShape = z.object({
  s: z.number().int().min(0).max(253_402_300_799),
  n: z.number().int().min(0).max(999_999_999),
  id: pressIdSchema,
  p: z.number().int().min(0).max(10_000_000),
});

const CURSOR_MESSAGE = "페이지 정보가 올바르지 않습니다. 목록을 처음부터 다시 열어 주세요.";

/** The opaque query-string cursor (base64url of JSON), decoded and checked. */
export const pressCursorSchema = z
  .string({ message: CURSOR_MESSAGE })
  .min(1, { message: CURSOR_MESSAGE })
  .max(300, { message: CURSOR_MESSAGE })
  .regex(/^[A-Za-z0-9_-]+$/, { message: CURSOR_MESSAGE })
  .transform((value, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fromBase64Url(value));
    } catch {
      ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    const result = cursorShape.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    return result.data;
  });

export function encodePressCursor(cursor: PressCursor): string {
  return toBase64Url(JSON.stringify({ s: cursor.s, n: cursor.n, id: cursor.id, p: cursor.p }));
}

/** The cursor, or null when absent or invalid (callers that must answer 400 use pressCursorSchema). */
export function decodePressCursor(value: string | null | undefined): PressCursor | null {
  if (!value) return null;
  const result = pressCursorSchema.safeParse(value);
  return result.success ? result.data : null;
}

// The JSON is ASCII (numbers and ids of [A-Za-z0-9_-]), so btoa/atob are safe here and work in
// the browser as well as on the server.
function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  return atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
}
