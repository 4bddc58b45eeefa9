import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { firestoreForFile } from "@/test-support/firestore";
import { smsOutboxContract } from "@/test-support/contracts/sms-outbox.contract";
import { FirestoreSmsOutbox } from "./firestore";

// The Firestore SMS outbox on the real Cloud Firestore emulator (one demo- project per test).

const firestore = firestoreForFile("sms");

describe("Firestore SMS outbox: contract", () => {
  smsOutboxContract(() => new FirestoreSmsOutbox(firestore.client(firestore.project())));
});
