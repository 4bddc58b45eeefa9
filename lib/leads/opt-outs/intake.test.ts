import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { handleOptOutPost } from "./intake";
import { SqliteOptOutStore } from "./store/sqlite";

// POST /api/opt-out on a real SQLite file: the form's post comes back to its fragment, a JSON post
// gets JSON, and nothing is stored from a bad number, another site's page, or past the limit.

afterAll(() => closeAllDbs());
const SITE = "https://www.example.test";

function setup(limit = 10) {
  const store = new SqliteOptOutStore(openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "opt-out-")), "site.db")));
  const deps = { store: async () => store, limiter: new RateLimiter(limit), trustedProxyHops: 0, siteUrl: SITE };
  const post = (body: string, type = "application/x-www-form-urlencoded", headers: Record<string, string> = {}) =>
    handleOptOutPost(
      new Request(`${SITE}/api/opt-out`, { method: "POST", headers: { "content-type": type, ...headers }, body }),
      deps,
    );
  return { store, post };
}

describe("POST /api/opt-out", () => {
  it("puts the number on the list and sends the form back to its result", async () => {
    const { store, post } = setup();
    const res = await post("phone=010-2222-3333");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/privacy/opt-out?optout=ok#opt-out-ok");
    expect(await store.listed(["01022223333"])).toEqual(new Set(["01022223333"]));
    // Again: the same answer, one entry.
    expect((await post("phone=01022223333")).headers.get("location")).toBe("/privacy/opt-out?optout=ok#opt-out-ok");
    expect(await store.count()).toBe(1);
    const json = await post(JSON.stringify({ phone: "010-4444-5555" }), "application/json");
    expect(json.status).toBe(201);
    expect(await json.json()).toMatchObject({ ok: true });
  });

  it("stores nothing from a bad number, another site's page, or past the limit", async () => {
    const { store, post } = setup(2);
    expect((await post("phone=12345")).headers.get("location")).toBe("/privacy/opt-out?optout=invalid#opt-out-invalid");
    expect((await post("phone=")).headers.get("location")).toBe("/privacy/opt-out?optout=invalid#opt-out-invalid");
    const cross = await post("phone=01066667777", undefined, { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    await post("phone=01066667777");
    await post("phone=01066667778");
    expect((await post("phone=01066667779")).headers.get("location")).toBe(
      "/privacy/opt-out?optout=limited#opt-out-limited",
    );
    expect(await store.listed(["01066667777", "01066667778", "01066667779"])).toEqual(
      new Set(["01066667777", "01066667778"]),
    );
  });
});
