import { vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { leadDeskContract } from "@/test-support/contracts/lead-desk.contract";
import { FirestoreLeadDeskStore } from "./firestore";

// The sales desk on the real Cloud Firestore emulator (a fresh demo- project per case).
const firestore = firestoreForFile("lead-desk");

leadDeskContract("Firestore (emulator)", async () => new FirestoreLeadDeskStore(firestore.client(firestore.project())));
