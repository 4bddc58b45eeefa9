import "server-only";
import { env, type Env } from "@/lib/env";
import type { FirebaseWebConfig } from "./schema";
import type { Admin } from "./session-token";
import type { PendingView } from "./pending-cookie";

// Which sign-in the server uses and whether it can sign anyone in. Decided from the
// environment only, in one place, so the form, the actions and the session agree.

export type AuthMode = "embedded" | "firebase";

export function authModeOf(e: Pick<Env, "AUTH_BACKEND" | "DATA_BACKEND">): AuthMode {
  return e.AUTH_BACKEND ?? (e.DATA_BACKEND === "firestore" ? "firebase" : "embedded");
}

export function authMode(): AuthMode {
  return authModeOf(env());
}

export type EmbeddedCredentials = { email: string } & (
  { kind: "hash"; hash: string } | { kind: "plain"; password: string }
);

export type SignInSetup =
  | { mode: "embedded"; enabled: true; credentials: EmbeddedCredentials }
  | { mode: "firebase"; enabled: true; web: FirebaseWebConfig }
  | { mode: AuthMode; enabled: false; reason: string; operatorHint: string };

export const DISABLED_MESSAGE =
  "관리자 로그인이 아직 설정되지 않아 사용할 수 없습니다. 사이트 운영자에게 문의해 주세요.";

export function signInSetupOf(e: Env): SignInSetup {
  const mode = authModeOf(e);
  if (mode === "firebase") {
    const projectId = e.FIREBASE_PROJECT_ID;
    const emulatorUrl = e.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${e.FIREBASE_AUTH_EMULATOR_HOST.replace(/^https?:\/\//, "")}`
      : undefined;
    // The emulator accepts any API key; a real project needs its web API key.
    const apiKey = e.FIREBASE_API_KEY ?? (emulatorUrl ? "demo-api-key" : undefined);
    if (!projectId || !apiKey) {
      return {
        mode,
        enabled: false,
        reason: DISABLED_MESSAGE,
        operatorHint: "Firebase sign-in needs FIREBASE_PROJECT_ID and FIREBASE_API_KEY.",
      };
    }
    return { mode, enabled: true, web: { apiKey, authDomain: e.FIREBASE_AUTH_DOMAIN, projectId, emulatorUrl } };
  }
  if (!e.ADMIN_EMAIL || (!e.ADMIN_PASSWORD_HASH && !e.ADMIN_PASSWORD)) {
    return {
      mode,
      enabled: false,
      reason: DISABLED_MESSAGE,
      operatorHint:
        "Set ADMIN_EMAIL and ADMIN_PASSWORD_HASH (npm run hash-password) to enable the administrator sign-in.",
    };
  }
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    return {
      mode,
      enabled: false,
      reason: DISABLED_MESSAGE,
      operatorHint:
        "SESSION_SECRET (32 bytes or more, e.g. `openssl rand -base64 48`) is required in production to sign the session cookie.",
    };
  }
  const credentials: EmbeddedCredentials = e.ADMIN_PASSWORD_HASH
    ? { email: e.ADMIN_EMAIL, kind: "hash", hash: e.ADMIN_PASSWORD_HASH }
    : { email: e.ADMIN_EMAIL, kind: "plain", password: e.ADMIN_PASSWORD! };
  return { mode, enabled: true, credentials };
}

export function signInSetup(): SignInSetup {
  return signInSetupOf(env());
}

/**
 * What the administrator's corner of a page shows, as its loader reads it: who is signed in (none
 * for a cached page, which an administrator never gets), and how the login form signs in.
 */
export type SignInView = { admin: Admin | null; setup: SignInSetup; pending?: PendingView | null };
