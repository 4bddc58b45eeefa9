import { afterAll, beforeAll, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { FirestorePressRepository } from "./firestore-press-repository";
import { startFirestoreStandIn, type FirestoreStandIn } from "./firestore-stand-in";
import { pressRepositoryContract } from "./press-repository.contract";

// The Firestore adapter against @firestore-emulator/server on 127.0.0.1 (a demo- project, so
// nothing can reach a real project). The stand-in's known gaps skip exactly the cases below.
let standIn: FirestoreStandIn;
let app: App;
let db: Firestore;

beforeAll(async () => {
  standIn = await startFirestoreStandIn();
  process.env.FIRESTORE_EMULATOR_HOST = standIn.host;
  // No credentials are needed for the stand-in: keep google-auth from probing the GCE metadata server.
  process.env.METADATA_SERVER_DETECTION = "none";
  app = initializeApp({ projectId: "demo-press-contract" }, "press-contract");
  db = getFirestore(app);
});

afterAll(async () => {
  await db?.terminate();
  if (app) await deleteApp(app);
  standIn?.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
});

pressRepositoryContract("Firestore (stand-in)", () => new FirestorePressRepository(db), {
  paging: "the stand-in ignores startAfter, so every page repeats the first",
  tieBreak: "the stand-in ignores orderBy(FieldPath.documentId()), so equal dates keep insertion order",
});
