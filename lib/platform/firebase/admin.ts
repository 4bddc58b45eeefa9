import "server-only";
import { cert, getApps, initializeApp, applicationDefault, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { env } from "@/lib/env";
import { emulatorCredential } from "./emulator-credential";

// The one firebase-admin app of the server (Firestore and Auth in production). Emulator hosts
// are read by the SDK itself; we refuse to talk to an emulator with a real project id, because
// emulator tokens are unsigned.

export function firebaseApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const e = env();
  const projectId = e.FIREBASE_PROJECT_ID;
  if ((e.FIREBASE_AUTH_EMULATOR_HOST || e.FIRESTORE_EMULATOR_HOST) && !projectId?.startsWith("demo-")) {
    throw new Error(
      "Firebase emulators are set but FIREBASE_PROJECT_ID does not start with 'demo-': refusing to start.",
    );
  }
  if (e.FIRESTORE_EMULATOR_HOST || e.FIREBASE_AUTH_EMULATOR_HOST)
    return initializeApp({ projectId, credential: emulatorCredential(projectId ?? "demo-project") });
  const credential = e.FIREBASE_SERVICE_ACCOUNT ? cert(JSON.parse(e.FIREBASE_SERVICE_ACCOUNT)) : applicationDefault();
  return initializeApp({ credential, projectId });
}

/**
 * The Firestore database of this complex: FIRESTORE_DATABASE_ID (a named database, so that many
 * complexes share one Firebase project without sharing a collection), else the project's default.
 */
export function firestore(): Firestore {
  const databaseId = env().FIRESTORE_DATABASE_ID;
  return databaseId ? getFirestore(firebaseApp(), databaseId) : getFirestore(firebaseApp());
}
