import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { emulatorCredential } from "@/lib/platform/firebase/emulator-credential";

/**
 * For a test file on Firestore: the real Cloud Firestore emulator that the unit run started
 * (test-support/vitest-global-setup.ts), and clients on it, one firebase-admin app each, as separate
 * server instances would have (all deleted after the file). `project()` names a fresh demo- project,
 * so that each test has its own data (a demo- project can never reach a real one). No credential
 * lookup leaves the machine: the apps carry a fixed emulator credential.
 */
export function firestoreForFile(label: string) {
  const apps: App[] = [];
  let projects = 0;
  const host = inject("firestoreEmulatorHost");
  beforeAll(() => {
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", host);
  });
  afterAll(async () => {
    await Promise.all(apps.splice(0).map((a) => deleteApp(a)));
    vi.unstubAllEnvs();
  });
  return {
    host,
    /** A client of `projectId` (and of a named database, when given), as one server instance. */
    client(projectId: string, databaseId?: string): Firestore {
      const app = initializeApp(
        { projectId, credential: emulatorCredential(projectId) },
        `${label}-${projectId}-${apps.length}`,
      );
      apps.push(app);
      return databaseId ? getFirestore(app, databaseId) : getFirestore(app);
    },
    project(): string {
      projects += 1;
      return `demo-${label}-${projects}-${process.pid}`;
    },
  };
}
