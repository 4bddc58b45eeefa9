import { createRequire } from "node:module";
import path from "node:path";
import type { LeadOutbox } from "../../lib/leads/outbox";
import type { VisitBookingStore } from "../../lib/visits/bookings";
import type { PressStore } from "../../lib/press/types";
import type { VitalsStore } from "../../lib/site/vitals/histograms";
import type { ContactClickStore } from "../../lib/leads/contact/clicks";

// The stores of a test server, opened from the test process through the adapters themselves, on
// whichever backend the run uses: the SQLite file in the server's DATA_DIR, or (E2E_BACKEND=firestore,
// playwright.firestore.config.ts) the Firestore emulator the server uses, in its project. A spec
// compares what a page shows with what these answer, never with a copy of its own.

export type E2eBackend = "sqlite" | "firestore";
export const e2eBackend: E2eBackend = process.env.E2E_BACKEND === "firestore" ? "firestore" : "sqlite";

/** Where the Firestore run's emulator listens: next to the run's server (e2e/support/serve.mjs starts it). */
export const e2eEmulatorPort = (appPort: number) => appPort + 95;
/** The demo- project of the run's main server; a spec's own server takes a project of its own. */
export const E2E_PROJECT = "demo-e2e";

export type E2eStores = {
  press: PressStore;
  leads: LeadOutbox;
  vitals: VitalsStore;
  bookings: VisitBookingStore;
  contact: ContactClickStore;
};

const localRequire = createRequire(__filename);
// lib/ is server-only; outside Next's react-server build that guard would throw on import.
const guard = localRequire.resolve("server-only");
localRequire.cache[guard] = { id: guard, filename: guard, loaded: true, exports: {} } as NodeJS.Module;

/** The stores of the server whose DATA_DIR is `dataDir` (SQLite), or whose Firestore project is `projectId`. */
export function openStores({
  dataDir = ".e2e-data",
  projectId = E2E_PROJECT,
}: { dataDir?: string; projectId?: string } = {}): E2eStores {
  if (e2eBackend === "firestore") {
    const { initializeApp, getApps } = localRequire("firebase-admin/app") as typeof import("firebase-admin/app");
    const { getFirestore } = localRequire("firebase-admin/firestore") as typeof import("firebase-admin/firestore");
    const { emulatorCredential } = localRequire(
      "../../lib/platform/firebase/emulator-credential",
    ) as typeof import("../../lib/platform/firebase/emulator-credential");
    const { FirestorePressRepository } = localRequire(
      "../../lib/press/store/firestore",
    ) as typeof import("../../lib/press/store/firestore");
    const { FirestoreLeadOutbox } = localRequire(
      "../../lib/leads/store/firestore",
    ) as typeof import("../../lib/leads/store/firestore");
    const { FirestoreVitalsStore } = localRequire(
      "../../lib/site/vitals/store/firestore",
    ) as typeof import("../../lib/site/vitals/store/firestore");
    const { FirestoreVisitBookingStore } = localRequire(
      "../../lib/visits/store/firestore",
    ) as typeof import("../../lib/visits/store/firestore");
    const { FirestoreContactClickStore } = localRequire(
      "../../lib/leads/contact/store/firestore",
    ) as typeof import("../../lib/leads/contact/store/firestore");
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${e2eEmulatorPort(Number(process.env.E2E_PORT ?? 3100))}`;
    const name = `e2e-${projectId}`;
    const app =
      getApps().find((a) => a.name === name) ??
      initializeApp({ projectId, credential: emulatorCredential(projectId) }, name);
    const db = getFirestore(app);
    return {
      press: new FirestorePressRepository(db),
      leads: new FirestoreLeadOutbox(db),
      vitals: new FirestoreVitalsStore(db),
      bookings: new FirestoreVisitBookingStore(db),
      contact: new FirestoreContactClickStore(db),
    };
  }
  const { openDb } = localRequire("../../lib/platform/db/sqlite") as typeof import("../../lib/platform/db/sqlite");
  const { SqlitePressRepository } = localRequire(
    "../../lib/press/store/sqlite",
  ) as typeof import("../../lib/press/store/sqlite");
  const { SqliteLeadOutbox } = localRequire(
    "../../lib/leads/store/sqlite",
  ) as typeof import("../../lib/leads/store/sqlite");
  const { SqliteVitalsStore } = localRequire(
    "../../lib/site/vitals/store/sqlite",
  ) as typeof import("../../lib/site/vitals/store/sqlite");
  const { SqliteVisitBookingStore } = localRequire(
    "../../lib/visits/store/sqlite",
  ) as typeof import("../../lib/visits/store/sqlite");
  const { SqliteContactClickStore } = localRequire(
    "../../lib/leads/contact/store/sqlite",
  ) as typeof import("../../lib/leads/contact/store/sqlite");
  const db = openDb(path.resolve(dataDir, "site.db"));
  return {
    press: new SqlitePressRepository(db),
    leads: new SqliteLeadOutbox(db),
    vitals: new SqliteVitalsStore(db),
    bookings: new SqliteVisitBookingStore(db),
    contact: new SqliteContactClickStore(db),
  };
}
