import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { emulatorCredential } from "@/lib/platform/firebase/emulator-credential";
import { startFailingFirestore } from "@/test-support/failing-firestore";
import { firestoreForFile } from "@/test-support/firestore";
import { FirestorePressRepository, PRESS_COLLECTION, VIEW_SHARDS, VIEW_SHARDS_COLLECTION } from "./firestore";
import { pressRepositoryContract } from "@/test-support/contracts/press-repository.contract";
import { recordView } from "../views";

// The Firestore adapter on the real Cloud Firestore emulator (test-support/vitest-global-setup.ts),
// a demo- project per case, so nothing can reach a real project. The whole contract runs.
const firestore = firestoreForFile("press");
const freshDb = () => firestore.client(firestore.project());

pressRepositoryContract("Firestore (emulator)", () => new FirestorePressRepository(freshDb()));

describe("Firestore: sharded view counters", () => {
  const site = "shard-site";
  const seed = (id: string, views?: number) => ({
    id,
    siteId: site,
    title: `기사 ${id}`,
    summary: "요약",
    content: "",
    date: new Date("2025-09-01T00:00:00Z"),
    views,
  });

  it("spreads concurrent views over the shard documents, never writes the article document, and sums them on every read", async () => {
    const db = freshDb();
    const store = new FirestorePressRepository(db);
    await store.importArticles([seed("sharded")]);
    const article = db.collection(PRESS_COLLECTION).doc("sharded");
    const before = (await article.get()).updateTime;
    await Promise.all(Array.from({ length: 100 }, () => store.addView(site, "sharded")));
    const shards = await article.collection(VIEW_SHARDS_COLLECTION).get();
    expect(shards.size).toBeGreaterThan(1);
    expect(shards.size).toBeLessThanOrEqual(VIEW_SHARDS);
    expect(shards.docs.reduce((sum, d) => sum + (d.get("count") as number), 0)).toBe(100);
    const doc = await article.get();
    expect(doc.get("views")).toBe(0);
    expect(doc.updateTime?.isEqual(before!)).toBe(true);
    expect((await store.get(site, "sharded"))?.views).toBe(100);
    expect((await store.list(site)).items.find((a) => a.id === "sharded")?.views).toBe(100);
  });

  it("keeps the views counted in the article's own field before the shards (seeded or older data) and adds the shards", async () => {
    const store = new FirestorePressRepository(freshDb());
    await store.importArticles([seed("legacy", 41)]);
    expect((await store.addView(site, "legacy"))?.views).toBe(42);
    await store.addView(site, "legacy");
    expect((await store.get(site, "legacy"))?.views).toBe(43);
  });

  it("deletes the shards with the article", async () => {
    const db = freshDb();
    const store = new FirestorePressRepository(db);
    await store.importArticles([seed("gone")]);
    await Promise.all(Array.from({ length: 20 }, () => store.addView(site, "gone")));
    expect(await store.remove(site, "gone")).toBe(true);
    expect((await db.collection(PRESS_COLLECTION).doc("gone").collection(VIEW_SHARDS_COLLECTION).get()).size).toBe(0);
  });

  it("a Firestore that answers errors: recordView logs the error and answers 'failed', never throws", async () => {
    const failing = await startFailingFirestore();
    // The client reads the emulator address when it is created.
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", failing.host);
    const brokenApp = initializeApp(
      { projectId: "demo-press-broken", credential: emulatorCredential("demo-press-broken") },
      "press-broken",
    );
    const broken = getFirestore(brokenApp);
    vi.stubEnv("FIRESTORE_EMULATOR_HOST", firestore.host);
    try {
      const log: unknown[][] = [];
      expect(
        await recordView(new FirestorePressRepository(broken), site, "sharded", (...args) => log.push(args)),
      ).toEqual({ status: "failed" });
      expect(String(log[0]?.[0])).toContain(`${site}/sharded`);
      expect(String(log[0]?.[1])).toContain("UNIMPLEMENTED");
    } finally {
      await broken.terminate();
      await deleteApp(brokenApp);
      failing.stop();
    }
  });
});
