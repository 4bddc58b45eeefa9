import { beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { firestoreForFile } from "@/test-support/firestore";
import { FirestoreLeadOutbox } from "./firestore";
import type { NewLead } from "../outbox";
import { leadOutboxContract } from "@/test-support/contracts/lead-outbox.contract";
import { newLead } from "@/test-support/new-lead";

// The Firestore adapter on the real Cloud Firestore emulator, with its transactions: several
// clients of one project stand for several server instances.

const t0 = new Date("2026-03-02T01:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const claimReq = (now: Date, over = {}) => ({
  forms: ["register", "visit", "inquiry"] as const,
  now,
  limit: 10,
  leaseMs: 30_000,
  ...over,
});

const lead = (over: Partial<NewLead> = {}): NewLead =>
  newLead({
    form: "visit",
    fields: { name: "최지우", phone: "01011112222", message: "문의", birthDate: null, email: null, visitDate: null },
    consentAt: t0,
    ...over,
  });

const firestore = firestoreForFile("lead-outbox");
let projectId: string;
let db: Firestore;
let outbox: FirestoreLeadOutbox;

beforeAll(() => {
  projectId = firestore.project();
  db = firestore.client(projectId);
  outbox = new FirestoreLeadOutbox(db);
});

describe("Firestore lead outbox (emulator)", () => {
  it("stores a lead and honours the idempotency key", async () => {
    const a = await outbox.add(lead({ idempotencyKey: "fs-key-12345678" }), t0);
    const b = await outbox.add(lead({ idempotencyKey: "fs-key-12345678" }), at(10));
    expect(b).toEqual({ id: a.id, created: false });
    expect(await outbox.get(a.id)).toMatchObject({
      form: "visit",
      name: "최지우",
      phone: "01011112222",
      status: "pending",
      attempts: 0,
      createdAt: t0,
      nextAttemptAt: t0,
    });
  });

  it("a key record without a fingerprint (written before it existed) is compared with its lead; one whose lead is gone is replaced", async () => {
    const first = await outbox.add(lead({ idempotencyKey: "fs-legacy-0001" }), t0);
    await db.collection("lead_idempotency").doc("visit:fs-legacy-0001").update({ payloadHash: FieldValue.delete() });
    expect(await outbox.add(lead({ idempotencyKey: "fs-legacy-0001" }), at(10))).toEqual({
      id: first.id,
      created: false,
    });
    const changed = lead({ idempotencyKey: "fs-legacy-0001", fields: { ...lead().fields, message: "다른 문의" } });
    expect(await outbox.add(changed, at(20))).toEqual({ id: first.id, created: false, conflict: true });

    await db
      .collection("lead_idempotency")
      .doc("visit:fs-legacy-0002")
      .set({ leadId: "gone", createdAt: Timestamp.fromDate(t0) });
    const fresh = await outbox.add(lead({ idempotencyKey: "fs-legacy-0002" }), at(30));
    expect(fresh.created).toBe(true);
    expect(await outbox.add(lead({ idempotencyKey: "fs-legacy-0002" }), at(40))).toEqual({
      id: fresh.id,
      created: false,
    });
  });

  it("a consent record written before the 국외 이전 box (no overseas in its map) reads as refused: it was never asked", async () => {
    const { id } = await outbox.add(
      lead({ consents: { marketing: true, thirdParty: true, overseas: true, version: "c-old000000000" } }),
      t0,
    );
    await db.collection("leads").doc(id).update({ "consents.overseas": FieldValue.delete() });
    expect((await outbox.get(id))?.consents).toEqual({
      marketing: true,
      thirdParty: true,
      overseas: false,
      version: "c-old000000000",
    });
  });

  it("claims, settles with the token only, and never claims a delivered lead", async () => {
    const { id } = await outbox.add(lead({ form: "register" }), at(1000));
    const claimed = await outbox.claim(claimReq(at(1000), { id }));
    expect(claimed.map((c) => c.id)).toEqual([id]);
    expect(await outbox.claim(claimReq(at(1000), { id }))).toEqual([]); // leased
    expect(await outbox.settle(id, "not-the-token", { status: "delivered", at: at(1100) })).toBe(false);
    expect(await outbox.settle(id, claimed[0]!.claimToken, { status: "delivered", at: at(1100) })).toBe(true);
    expect(await outbox.get(id)).toMatchObject({ status: "delivered", attempts: 1, deliveredAt: at(1100) });
    expect(await outbox.claim(claimReq(at(99_000_000), { id }))).toEqual([]);
  });

  it("retry later, fail, and an administrator's retry", async () => {
    const { id } = await outbox.add(lead({ form: "inquiry" }), at(2000));
    const [c1] = await outbox.claim(claimReq(at(2000), { id }));
    await outbox.settle(id, c1!.claimToken, { status: "pending", nextAttemptAt: at(7000), error: "HTTP 503" });
    expect(await outbox.claim(claimReq(at(6999), { id }))).toEqual([]);
    const [c2] = await outbox.claim(claimReq(at(7000), { id }));
    await outbox.settle(id, c2!.claimToken, { status: "failed", error: "HTTP 400" });
    expect(await outbox.get(id)).toMatchObject({ status: "failed", attempts: 2, lastError: "HTTP 400" });
    expect(await outbox.retry(id, at(8000))).toBe(true);
    expect(await outbox.get(id)).toMatchObject({ status: "pending", nextAttemptAt: at(8000) });
    expect(await outbox.retry(id, at(8000))).toBe(false);
  });

  it("a no-destination lead is claimed only for a form that has a destination", async () => {
    const { id } = await outbox.add(lead({ form: "inquiry", hasDestination: false }), at(3000));
    expect(await outbox.claim(claimReq(at(3000), { id, forms: ["visit"] }))).toEqual([]);
    const [c] = await outbox.claim(claimReq(at(4000), { id, forms: ["inquiry"] }));
    expect(c).toMatchObject({ id, status: "pending", retryWindowStart: at(4000) });
  });

  it("claims due leads by query and skips delivered or leased ones", async () => {
    const x = await outbox.add(lead({ form: "register" }), at(5_000_000));
    const y = await outbox.add(lead({ form: "register" }), at(5_000_001));
    const claimed = await outbox.claim(claimReq(at(5_000_002), { forms: ["register"] }));
    const ids = claimed.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([x.id, y.id]));
    expect(claimed.every((c) => c.form === "register" && c.status === "pending")).toBe(true);
    expect(await outbox.claim(claimReq(at(5_000_003), { forms: ["register"] }))).toEqual([]);
  });

  it("the purge also sweeps key records past the period whose lead went another way", async () => {
    const old = Timestamp.fromDate(new Date(t0.getTime() - 400 * 86_400_000));
    await db
      .collection("lead_idempotency")
      .doc("register:orphan-key-0001")
      .set({ leadId: "gone", createdAt: old, payloadHash: "x" });
    await db
      .collection("lead_idempotency")
      .doc("register:recent-key-0001")
      .set({ leadId: "gone", createdAt: Timestamp.fromDate(t0), payloadHash: "y" });
    await outbox.purge(new Date(t0.getTime() - 365 * 86_400_000));
    expect((await db.collection("lead_idempotency").doc("register:orphan-key-0001").get()).exists).toBe(false);
    expect((await db.collection("lead_idempotency").doc("register:recent-key-0001").get()).exists).toBe(true);
  });

  it("lists newest first by form", async () => {
    const list = await outbox.list({ form: "visit" });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((l) => l.form === "visit")).toBe(true);
    const all = await outbox.list();
    expect(all.map((l) => l.createdAt.getTime())).toEqual(
      [...all.map((l) => l.createdAt.getTime())].sort((x, y) => y - x),
    );
  });
});

describe("Firestore lead outbox: contract", () => {
  leadOutboxContract(() => new FirestoreLeadOutbox(firestore.client(firestore.project())));
});
