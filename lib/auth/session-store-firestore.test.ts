import { afterAll, beforeAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { startFirestoreStandIn, type FirestoreStandIn } from "@/lib/press/firestore-stand-in";
import { adminSessionStoreContract } from "./session-store.contract";
import { FirestoreAdminSessionStore } from "./session-store-firestore";

// The Firestore session store against @firestore-emulator/server on 127.0.0.1 (a demo- project,
// so nothing can reach a real project), collection adminSessions emptied before each case.
let standIn: FirestoreStandIn;
let app: App;
let db: Firestore;

beforeAll(async () => {
  standIn = await startFirestoreStandIn();
  process.env.FIRESTORE_EMULATOR_HOST = standIn.host;
  // No credentials are needed for the stand-in: keep google-auth from probing the GCE metadata server.
  process.env.METADATA_SERVER_DETECTION = "none";
  app = initializeApp({ projectId: "demo-admin-sessions" }, "admin-sessions");
  db = getFirestore(app);
});

afterAll(async () => {
  await db?.terminate();
  if (app) await deleteApp(app);
  standIn?.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
});

adminSessionStoreContract("Firestore (stand-in)", async () => {
  const existing = await db.collection("adminSessions").get();
  await Promise.all(existing.docs.map((doc) => doc.ref.delete()));
  return new FirestoreAdminSessionStore(db);
});
