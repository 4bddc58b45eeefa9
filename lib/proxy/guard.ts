import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";

/**
 * One step of proxy.ts: a response ends the request there (a refusal, a redirect, a rewrite), and
 * undefined hands it to the next step. The list ends with a step that always answers (press.ts:
 * the response every request that got that far is sent on with). `event` is the request's
 * NextFetchEvent, for work that must outlive the response (waitUntil).
 */
export type Guard = (request: NextRequest, event: NextFetchEvent) => GuardResult | Promise<GuardResult>;
export type GuardResult = Response | undefined;

/** A refusal in plain Korean text, never cached. */
export function refuse(status: number, message: string): NextResponse {
  return new NextResponse(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
