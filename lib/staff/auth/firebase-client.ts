// Browser only, and only after the administrator submits the login form: the login form loads
// this module with import(), so the Firebase SDK never reaches a visitor's bundle.
import { getApp, getApps, initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  initializeAuth,
  inMemoryPersistence,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from "firebase/auth";
import { WRONG_CREDENTIALS, type FirebaseWebConfig } from "./sign-in-state";

const APP_NAME = "admin-login";
let auth: Auth | undefined;

function adminAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, APP_NAME);
  // In memory only: the browser keeps no Firebase session, the server's cookie is the session.
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** Signs in with Firebase Auth and returns a fresh ID token for the server to exchange. */
export async function firebaseIdToken(config: FirebaseWebConfig, email: string, password: string): Promise<string> {
  const instance = adminAuth(config);
  const credential = await signInWithEmailAndPassword(instance, email, password);
  const token = await credential.user.getIdToken();
  await signOut(instance);
  return token;
}

/** The Korean reason for a Firebase Auth error, shown after '로그인 실패: '. */
export function firebaseErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? "";
  switch (code) {
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
    case "auth/user-not-found":
    case "auth/invalid-email":
      return WRONG_CREDENTIALS;
    case "auth/user-disabled":
      return "사용이 중지된 계정입니다.";
    case "auth/too-many-requests":
      return "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.";
    case "auth/network-request-failed":
      return "인증 서버에 연결할 수 없습니다. 네트워크를 확인해 주세요.";
    default:
      return "인증 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";
  }
}
