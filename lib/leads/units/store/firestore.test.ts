import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { unitsBoardContract } from "@/test-support/contracts/units-board.contract";
import { FirestoreUnitsBoard } from "./firestore";

// The remaining-units board on the real Cloud Firestore emulator; other instances are other clients of the same project.
const firestore = firestoreForFile("units");

describe("remaining-units board: Firestore (emulator)", () => {
  unitsBoardContract({
    open: async () => {
      const project = firestore.project();
      return {
        first: new FirestoreUnitsBoard(firestore.client(project)),
        second: () => new FirestoreUnitsBoard(firestore.client(project)),
      };
    },
  });
});
