import { vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { consentTextsContract } from "@/test-support/contracts/consent-texts.contract";
import { FirestoreConsentTextStore } from "./firestore";

// The consent texts on the real Cloud Firestore emulator; another instance is another client.
const firestore = firestoreForFile("consent-texts");

consentTextsContract("Firestore (emulator)", async () => {
  const project = firestore.project();
  return {
    first: new FirestoreConsentTextStore(firestore.client(project)),
    second: () => new FirestoreConsentTextStore(firestore.client(project)),
  };
});
