import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { contactClickContract } from "@/test-support/contracts/contact-clicks.contract";
import { FirestoreContactClickStore } from "./firestore";

// Contact taps on the real Cloud Firestore emulator; other instances are other clients of the same project.
const firestore = firestoreForFile("contact");

describe("contact clicks: Firestore (emulator)", () => {
  contactClickContract({
    open: async () => {
      const project = firestore.project();
      return {
        first: new FirestoreContactClickStore(firestore.client(project)),
        second: () => new FirestoreContactClickStore(firestore.client(project)),
      };
    },
  });
});
