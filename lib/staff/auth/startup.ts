import "server-only";
import { log } from "@/lib/platform/log";
import { env } from "@/lib/env";
import { firebaseApp } from "@/lib/platform/firebase/admin";
import { signInSetup } from "./config";

/** A plain ADMIN_PASSWORD shorter than this stops a production server (a hash is always accepted). */
export const MIN_PLAIN_PASSWORD_LENGTH = 12;

export class WeakAdminPasswordError extends Error {
  constructor() {
    super(
      `[auth] Refusing to start in production: ADMIN_PASSWORD is shorter than ${MIN_PLAIN_PASSWORD_LENGTH} characters, which a guesser could find. ` +
        "Run `npm run hash-password` with a long password, put the output in ADMIN_PASSWORD_HASH and remove ADMIN_PASSWORD " +
        `(or use a plain password of ${MIN_PLAIN_PASSWORD_LENGTH}+ characters).`,
    );
    this.name = "WeakAdminPasswordError";
  }
}

/** Says once, at server start, how the administrator signs in and what the operator should fix; throws on a weak production setting. */
export async function startAuth(): Promise<void> {
  const e = env();
  const setup = signInSetup();
  if (!setup.enabled) {
    log.warn(`[auth] Administrator sign-in is disabled: ${setup.operatorHint}`);
    return;
  }
  if (setup.mode === "firebase") {
    // Fails now, not at the first sign-in, when an emulator is set with a real project id.
    firebaseApp();
    log.info(
      `[auth] Administrator sign-in: Firebase Auth (project ${setup.web.projectId}${setup.web.emulatorUrl ? `, emulator ${setup.web.emulatorUrl}` : ""}).`,
    );
    return;
  }
  if (setup.credentials.kind === "plain" && e.NODE_ENV === "production") {
    if (setup.credentials.password.length < MIN_PLAIN_PASSWORD_LENGTH) throw new WeakAdminPasswordError();
    log.warn(
      "[auth] ADMIN_PASSWORD is set in plain text. Store a hash instead: run `npm run hash-password`, put the output in ADMIN_PASSWORD_HASH and remove ADMIN_PASSWORD.",
    );
  }
  if (e.ADMIN_PASSWORD_HASH && e.ADMIN_PASSWORD) {
    log.warn("[auth] Both ADMIN_PASSWORD_HASH and ADMIN_PASSWORD are set: the hash is used; remove ADMIN_PASSWORD.");
  }
}
