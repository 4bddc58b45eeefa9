import "server-only";
import { cookies } from "next/headers";
import QRCode from "qrcode";
import { env } from "@/lib/env";
import { log } from "@/lib/platform/log";
import { openPending, PENDING_TTL_SECONDS, sealPending, type PendingSignIn } from "./pending";
import { sessionKeyOf } from "./secret";
import { pendingCookieName } from "./session";
import { groupedKey, totpUri } from "../second-factor/totp";

// The pending sign-in's cookie (pending.ts), and what the login corner shows from it.

function options(maxAge: number) {
  return { httpOnly: true, sameSite: "lax", secure: env().NODE_ENV === "production", path: "/", maxAge } as const;
}

export async function readPending(): Promise<PendingSignIn | null> {
  const value = (await cookies()).get(pendingCookieName())?.value;
  if (!value) return null;
  try {
    return await openPending(value, sessionKeyOf(env()));
  } catch (error) {
    log.error("[auth] could not read the pending sign-in", { error });
    return null;
  }
}

export async function setPending(pending: PendingSignIn): Promise<void> {
  const value = await sealPending(pending, sessionKeyOf(env()));
  (await cookies()).set(pendingCookieName(), value, options(PENDING_TTL_SECONDS));
}

export async function clearPending(): Promise<void> {
  (await cookies()).set(pendingCookieName(), "", options(0));
}

/** What the second step's form shows: the code, or the enrollment's QR code and typed key, or the recovery codes' page. */
export type PendingView =
  | { stage: "code"; email: string }
  | { stage: "enroll"; email: string; key: string; qrSvg: string }
  | { stage: "enrolled"; email: string };

export async function pendingView(): Promise<PendingView | null> {
  const pending = await readPending();
  if (!pending) return null;
  if (pending.stage !== "enroll" || !pending.secret)
    return { stage: pending.stage === "enroll" ? "code" : pending.stage, email: pending.email };
  const qrSvg = await QRCode.toString(totpUri(pending.secret, pending.email), {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return { stage: "enroll", email: pending.email, key: groupedKey(pending.secret), qrSvg };
}
