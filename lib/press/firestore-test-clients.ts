import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, vi } from "vitest";
import { startFirestoreStandIn, type FirestoreStandIn } from "./firestore-stand-in";

/**
 * For a test file on Firestore: starts the loopback stand-in before its tests (FIRESTORE_EMULATOR_HOST,
 * no metadata server), stops it after them, and hands out clients, one firebase-admin app each, as
 * separate server instances would have (all deleted after the file). `project()` names a fresh demo-
 * project, so that each test has its own data (a demo- project can never reach a real one).
 */
export function firestoreStandInForFile(label: string) {
  let standIn: FirestoreStandIn | undefined;
  const apps: App[] = [];
  let projects = 0;
  beforeAll(async () => {
    standIn = await startFirestoreStandIn();
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", standIn.host);
    vi.stubEnv("METADATA_SERVER_DETECTION", "none");
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => deleteApp(a)));
    standIn?.stop();
    vi.unstubAllEnvs();
  });
  return {
    client(projectId: string): Firestore {
      const app = initializeApp({ projectId }, `${label}-${projectId}-${apps.length}`);
      apps.push(app);
      return getFirestore(app);
    },
    project(): string {
      projects += 1;
      return `demo-${label}-${projects}`;
    },
  };
}
