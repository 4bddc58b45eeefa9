import { cert, type Credential } from "firebase-admin/app";
import { generateKeyPairSync } from "node:crypto";

/**
 * The credential of an app that only talks to the Firebase emulators. Without one, firebase-admin
 * falls back to Application Default Credentials, and the Firestore client then asks the cloud
 * metadata server (169.254.169.254, metadata.google.internal) which universe it is in: a request
 * that leaves the machine. A service-account credential with a key made in this process answers
 * that locally; the emulators never check it (they take any bearer token).
 */
let privateKey: string | undefined;

export function emulatorCredential(projectId: string): Credential {
  privateKey ??= generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  }).privateKey;
  return cert({ projectId, clientEmail: `emulator@${projectId}.iam.gserviceaccount.com`, privateKey });
}
