import type { TestProject } from "vitest/node";
import { startFirestoreEmulator, type FirestoreEmulator } from "./firestore-emulator.mjs";

// One real Cloud Firestore emulator for the whole unit run (Java starts in about 5 s); each test
// file makes its own demo- projects on it, so files never see each other's data. A running
// emulator named by FIRESTORE_EMULATOR_HOST (say, one CI started) is used instead.

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

let emulator: FirestoreEmulator | undefined;

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) {
    project.provide("firestoreEmulatorHost", given);
    return;
  }
  emulator = await startFirestoreEmulator();
  project.provide("firestoreEmulatorHost", emulator.host);
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
}
