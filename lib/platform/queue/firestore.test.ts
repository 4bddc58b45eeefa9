import { describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { FirestoreConversionQueue } from "@/lib/leads/follow-ups/store/firestore";
import { FirestoreLeadOutbox } from "@/lib/leads/store/firestore";
import { FirestoreSmsOutbox } from "@/lib/messages/store/firestore";
import { firestoreForFile } from "@/test-support/firestore";
import { durableQueueContract } from "@/test-support/contracts/durable-queue.contract";
import { followUps, leadDelivery, visitorTexts } from "@/test-support/contracts/queue-kinds";

// The one durable queue on the real Cloud Firestore emulator (one demo- project per test), for each
// kind it carries.

const firestore = firestoreForFile("queue");
const db = () => firestore.client(firestore.project());

describe("Firestore queue: lead delivery", () =>
  durableQueueContract(() => leadDelivery(new FirestoreLeadOutbox(db()))));
describe("Firestore queue: visitor and staff texts", () =>
  durableQueueContract(() => visitorTexts(new FirestoreSmsOutbox(db()))));
describe("Firestore queue: follow-up events", () =>
  durableQueueContract(() => {
    const client = db();
    return followUps(new FirestoreLeadOutbox(client), new FirestoreConversionQueue(client));
  }));
