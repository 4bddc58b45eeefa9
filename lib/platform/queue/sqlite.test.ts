import { afterEach, describe, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { SqliteConversionQueue } from "@/lib/leads/follow-ups/store/sqlite";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import { durableQueueContract } from "@/test-support/contracts/durable-queue.contract";
import { followUps, leadDelivery, visitorTexts } from "@/test-support/contracts/queue-kinds";

// The one durable queue on SQLite (a real file in a temporary folder), for each kind it carries.

const db = () => openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "queue-")), "site.db"));
afterEach(() => closeAllDbs());

describe("SQLite queue: lead delivery", () => durableQueueContract(() => leadDelivery(new SqliteLeadOutbox(db()))));
describe("SQLite queue: visitor and staff texts", () =>
  durableQueueContract(() => visitorTexts(new SqliteSmsOutbox(db()))));
describe("SQLite queue: follow-up events", () =>
  durableQueueContract(() => {
    const file = db();
    return followUps(new SqliteLeadOutbox(file), new SqliteConversionQueue(file));
  }));
