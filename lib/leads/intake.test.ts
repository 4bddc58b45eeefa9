import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { startFormService, type FormService } from "@/e2e/support/form-service.mjs";
import { PEER_HEADER, PEER_HEADER_TRUSTED } from "@/lib/platform/http/client-address";
import { crossSiteMessage } from "@/lib/platform/http/same-origin";
import { BODY_LIMIT_BYTES, handleLeadPost, intakeMessages, methodNotAllowed, type IntakeDeps } from "./intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { SqliteLeadOutbox } from "./store/sqlite";
import { leadMessages } from "./schema";

const ORIGIN = "http://127.0.0.1:3000";
let service: FormService;
let outbox: SqliteLeadOutbox;
let dbFile: string;
let scheduled: Promise<unknown>[];

function deps(over: Partial<IntakeDeps> = {}): IntakeDeps {
  return {
    outbox,
    destinations: { register: service.url, visit: service.url, inquiry: service.url },
    limiter: new RateLimiter(0),
    trustedProxyHops: 0,
    siteUrl: "https://www.sample-site.example",
    schedule: (task) => void scheduled.push(task()),
    ...over,
  };
}

function post(pathname: string, body: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${pathname}`, {
    method: "POST",
    body,
    headers: { "x-forwarded-for": "203.0.113.7", ...headers },
  });
}
const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  post("/api/register", typeof body === "string" ? body : JSON.stringify(body), {
    "content-type": "application/json",
    ...headers,
  });

const good = { name: "홍길동", phone: "010-1234-5678", consent: true };

beforeEach(async () => {
  service = await startFormService();
  dbFile = path.join(mkdtempSync(path.join(os.tmpdir(), "intake-")), "site.db");
  outbox = new SqliteLeadOutbox(openDb(dbFile));
  scheduled = [];
});
afterEach(async () => {
  await Promise.all(scheduled);
  closeAllDbs();
  await service.close();
});

describe("lead intake", () => {
  it("201 with the id once the lead is stored, then forwards it after the answer", async () => {
    const res = await handleLeadPost(
      "register",
      postJson({ ...good, email: "", visitDate: "" }, { referer: `${ORIGIN}/Brand/intro?utm_source=kakao` }),
      deps(),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { ok: boolean; id: string };
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    expect(await outbox.get(body.id)).toMatchObject({
      status: "pending",
      phone: "01012345678",
      page: "/Brand/intro?utm_source=kakao",
      utm: { utm_source: "kakao" },
    });
    expect(scheduled).toHaveLength(1);
    await Promise.all(scheduled);
    expect(await outbox.get(body.id)).toMatchObject({ status: "delivered" });
    expect(service.countsById().get(body.id)).toBe(1);
  });

  it("answers success while the service is down; the lead waits as pending", async () => {
    service.setMode("fail");
    const res = await handleLeadPost("register", postJson(good), deps());
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await Promise.all(scheduled);
    expect(await outbox.get(id)).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("without a form-service URL the lead is kept as no-destination and the visitor still succeeds", async () => {
    const res = await handleLeadPost("register", postJson(good), deps({ destinations: {} }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(scheduled).toHaveLength(0);
    expect((await outbox.get(id))?.status).toBe("no-destination");
  });

  it("422 with Korean messages per field; nothing stored or sent", async () => {
    const res = await handleLeadPost("register", postJson({ name: "", phone: "02-123-4567" }), deps());
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      ok: false,
      errors: {
        name: [leadMessages.nameRequired],
        phone: [leadMessages.phoneInvalid],
        consent: [leadMessages.consentRequired],
      },
    });
    expect(await outbox.list()).toEqual([]);
    expect(scheduled).toHaveLength(0);
  });

  it("400 for malformed JSON or a JSON value that is not an object", async () => {
    for (const body of ["{name:", "[1,2]", "null", '"text"', ""]) {
      const res = await handleLeadPost("register", postJson(body), deps());
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, message: intakeMessages.badJson });
    }
    expect(await outbox.list()).toEqual([]);
  });

  it("413 for a body over 16 KB, with or without a Content-Length", async () => {
    const big = JSON.stringify({ ...good, message: "가".repeat(BODY_LIMIT_BYTES) });
    expect((await handleLeadPost("register", postJson(big), deps())).status).toBe(413);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const chunked = new Request(`${ORIGIN}/api/register`, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "application/json" },
    } as RequestInit);
    expect((await handleLeadPost("register", chunked, deps())).status).toBe(413);
    expect(await outbox.list()).toEqual([]);
  });

  it("415 for any other content type, 405 for GET", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", ""]) {
      const res = await handleLeadPost(
        "register",
        post("/api/register", JSON.stringify(good), type ? { "content-type": type } : {}),
        deps(),
      );
      expect(res.status).toBe(415);
    }
    const res = methodNotAllowed();
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("429 over LEAD_RATE_LIMIT per client address; another address is unaffected; 0 turns it off", async () => {
    // One trusted proxy: X-Forwarded-For's last entry is the client (with none, see "client address" below).
    const d = deps({ limiter: new RateLimiter(3), trustedProxyHops: 1 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await handleLeadPost("register", postJson(good), d)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await handleLeadPost("register", postJson(good), d);
    expect(await limited.json()).toEqual({ ok: false, message: intakeMessages.limited });
    expect((await handleLeadPost("register", postJson(good, { "x-forwarded-for": "198.51.100.4" }), d)).status).toBe(
      201,
    );
    expect(await outbox.list()).toHaveLength(4);
    const off = deps({ limiter: new RateLimiter(0) });
    for (let i = 0; i < 15; i++) expect((await handleLeadPost("register", postJson(good), off)).status).toBe(201);
  });

  it("a filled honeypot gets the same answer as a real submission; nothing stored or sent", async () => {
    const res = await handleLeadPost("visit", postJson({ ...good, _gotcha: "http://spam.example" }), deps());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, id: expect.any(String) });
    expect(await outbox.list()).toEqual([]);
    expect(scheduled).toHaveLength(0);
    expect(service.received).toHaveLength(0);
  });

  it("one Idempotency-Key gives one lead and one delivery; a malformed key is refused", async () => {
    const key = { "idempotency-key": "popup-4f1c2d9a7b" };
    const answers = await Promise.all([1, 2, 3].map(() => handleLeadPost("register", postJson(good, key), deps())));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    await Promise.all(scheduled);
    expect(await outbox.list()).toHaveLength(1);
    expect(service.countsById().get(ids[0]!)).toBe(1);
    expect(
      (await handleLeadPost("register", postJson(good, { "idempotency-key": "no spaces allowed" }), deps())).status,
    ).toBe(400);
  });

  it("a plain form post (urlencoded) is stored and answered with 303 back to its page", async () => {
    const form = new URLSearchParams({
      name: "박민준",
      phone: "010 2222 3333",
      message: "주말 방문 희망",
      consent: "on",
      _gotcha: "",
      _result: "visit-form",
    });
    const res = await handleLeadPost(
      "visit",
      post("/api/visit", form.toString(), {
        "content-type": "application/x-www-form-urlencoded",
        referer: `${ORIGIN}/?utm_campaign=open`,
      }),
      deps(),
    );
    expect(res.status).toBe(303);
    const [stored] = await outbox.list();
    // The lead's id rides along for the ad tags' conversion (public/ads/loader.js).
    expect(res.headers.get("location")).toBe(`/?lead=ok&lid=${stored!.id}#visit-form-ok`);
    expect(stored).toMatchObject({
      form: "visit",
      name: "박민준",
      phone: "01022223333",
      message: "주말 방문 희망",
      utm: { utm_campaign: "open" },
    });
  });

  it("a form post's errors and limits also go back to the page; a foreign Referer goes home", async () => {
    const bad = new URLSearchParams({ name: "박민준", phone: "12345", _result: "visit-form" });
    const res = await handleLeadPost(
      "visit",
      post("/api/visit", bad.toString(), {
        "content-type": "application/x-www-form-urlencoded",
        referer: `${ORIGIN}/FloorPlan/84A`,
      }),
      deps(),
    );
    expect(res.status).toBe(303);
    // The refused fields travel as codes (never the values typed), so a page rendered per request can show each under its field.
    expect(res.headers.get("location")).toBe(
      "/FloorPlan/84A?lead=invalid&e=phone.invalid,consent.required#visit-form-invalid",
    );
    const okForm = new URLSearchParams({ name: "박민준", phone: "01012345678", consent: "on" }).toString();
    const viaHost = await handleLeadPost(
      "visit",
      new Request("http://localhost:3000/api/visit", {
        method: "POST",
        body: okForm,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          host: "127.0.0.1:3201",
          referer: "http://127.0.0.1:3201/sample-site/customer",
        },
      }),
      deps(),
    );
    expect(viaHost.headers.get("location")).toMatch(/^\/sample-site\/customer\?lead=ok&lid=[0-9a-f-]{36}$/);
    const foreign = await handleLeadPost(
      "visit",
      post("/api/visit", okForm, {
        "content-type": "application/x-www-form-urlencoded",
        referer: "https://evil.example/phish",
      }),
      deps(),
    );
    expect(foreign.headers.get("location")).toMatch(/^\/\?lead=ok&lid=[0-9a-f-]{36}$/);
    const siteUrl = await handleLeadPost(
      "visit",
      post("/api/visit", okForm, {
        "content-type": "application/x-www-form-urlencoded",
        referer: "https://www.sample-site.example/Promotion/Customer",
      }),
      deps(),
    );
    expect(siteUrl.headers.get("location")).toMatch(/^\/Promotion\/Customer\?lead=ok&lid=[0-9a-f-]{36}$/);
    const limiter = new RateLimiter(1);
    await handleLeadPost(
      "visit",
      post("/api/visit", okForm, { "content-type": "application/x-www-form-urlencoded" }),
      deps({ limiter }),
    );
    const limited = await handleLeadPost(
      "visit",
      post("/api/visit", okForm, { "content-type": "application/x-www-form-urlencoded" }),
      deps({ limiter }),
    );
    expect(limited.headers.get("location")).toBe("/?lead=limited");
  });

  it("200 concurrent submissions give 200 leads, each delivered exactly once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        handleLeadPost(
          "visit",
          post("/api/visit", JSON.stringify({ ...good, name: `방문객${i}` }), { "content-type": "application/json" }),
          deps(),
        ),
      ),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    await Promise.all(scheduled);
    const leads = await outbox.list({ limit: 500 });
    expect(leads).toHaveLength(200);
    expect(new Set(leads.map((l) => l.name)).size).toBe(200);
    expect(leads.every((l) => l.status === "delivered")).toBe(true);
    const counts = service.countsById();
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});

describe("Idempotency-Key reused with another body", () => {
  it("the same key with the same payload answers 201 with the first id; with another payload 409 in Korean, and nothing stored or sent", async () => {
    const { conflictMessage } = await import("./intake");
    const key = { "idempotency-key": "reuse-key-12345" };
    const first = await handleLeadPost("register", postJson(good, key), deps());
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // A retry of the same lead (the number written differently parses to the same fields).
    const again = await handleLeadPost(
      "register",
      postJson({ ...good, phone: "01012345678", _page: "/elsewhere" }, key),
      deps(),
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true, id });

    const other = await handleLeadPost("register", postJson({ ...good, phone: "010-9999-8888" }, key), deps());
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ ok: false, message: conflictMessage });
    await Promise.all(scheduled);
    const leads = await outbox.list();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ id, phone: "01012345678" });
    expect(service.received).toHaveLength(1);
    expect(service.received[0]!.body).toMatchObject({ leadId: id, phone: "01012345678" });
  });
});

describe("lead intake: client address", () => {
  const trusted = globalThis as typeof globalThis & { [PEER_HEADER_TRUSTED]?: boolean };
  afterEach(() => {
    delete trusted[PEER_HEADER_TRUSTED];
  });

  it("no trusted proxy: a rotating forged X-Forwarded-For does not escape the limit (keyed on the TCP peer)", async () => {
    trusted[PEER_HEADER_TRUSTED] = true; // as scripts/start.mjs does
    const d = deps({ limiter: new RateLimiter(3) });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await handleLeadPost(
            "register",
            postJson(good, { "x-forwarded-for": `198.51.100.${i + 1}`, [PEER_HEADER]: "::ffff:192.0.2.9" }),
            d,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await outbox.list()).toHaveLength(3);
    // another peer has its own count
    expect((await handleLeadPost("register", postJson(good, { [PEER_HEADER]: "192.0.2.10" }), d)).status).toBe(201);
  });

  it("not started by npm start and no trusted proxy: a forged header never buys a fresh count (one shared bucket)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const d = deps({ limiter: new RateLimiter(2) });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await handleLeadPost(
            "register",
            postJson(good, { "x-forwarded-for": `198.51.100.${i + 1}`, [PEER_HEADER]: `198.51.100.${i + 1}` }),
            d,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    warn.mockRestore();
  });
});

describe("RateLimiter memory bound", () => {
  it("full of live windows: a new address replaces only the oldest window; nobody else's count is reset", () => {
    const limiter = new RateLimiter(2, 60_000, 3);
    const t0 = 1_000_000;
    for (const key of ["a", "b", "c"]) {
      expect(limiter.hit(key, t0)).toBe(true);
      expect(limiter.hit(key, t0)).toBe(true);
    }
    expect(limiter.hit("d", t0 + 1)).toBe(true);
    expect(limiter.size).toBe(3);
    // b and c are still over their limit: their counts survived the new key
    expect(limiter.hit("b", t0 + 2)).toBe(false);
    expect(limiter.hit("c", t0 + 2)).toBe(false);
    // a flood of new keys never grows the map and never clears it at once
    for (let i = 0; i < 100; i++) limiter.hit(`flood-${i}`, t0 + 3);
    expect(limiter.size).toBe(3);
  });

  it("a client over the limit stays limited while other clients come and go, and ended windows are dropped", () => {
    const limiter = new RateLimiter(1, 60_000, 2);
    const t0 = 5_000_000;
    expect(limiter.hit("spammer", t0)).toBe(true);
    expect(limiter.hit("spammer", t0)).toBe(false);
    expect(limiter.hit("visitor", t0 + 10)).toBe(true);
    expect(limiter.hit("spammer", t0 + 20)).toBe(false);
    // once the window has ended, the spammer starts again and the stale entries are gone
    expect(limiter.hit("spammer", t0 + 60_000)).toBe(true);
    expect(limiter.hit("late", t0 + 60_010)).toBe(true);
    expect(limiter.size).toBe(2); // the visitor's ended window was dropped, no live one was
  });
});

describe("lead intake: cross-site posts", () => {
  const form = (extra: Record<string, string>) =>
    post("/api/visit", new URLSearchParams({ name: "박민준", phone: "01012345678", consent: "on" }).toString(), {
      "content-type": "application/x-www-form-urlencoded",
      ...extra,
    });

  it("403 with a Korean message and nothing stored when Origin is another site or Sec-Fetch-Site says cross-site", async () => {
    const attempts = [
      form({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      form({ origin: "https://evil.example" }),
      form({ "sec-fetch-site": "cross-site" }),
      form({ origin: "null", "sec-fetch-site": "cross-site" }),
      form({ origin: "null" }),
      form({ "sec-fetch-site": "same-site", referer: "https://blog.sample-site.example/" }),
      postJson(good, { origin: "https://www.sample-site.example.evil.example" }),
      postJson(good, { origin: ORIGIN, "sec-fetch-site": "cross-site" }),
    ];
    for (const request of attempts) {
      const res = await handleLeadPost("visit", request, deps());
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ ok: false, message: crossSiteMessage });
    }
    expect(crossSiteMessage).toMatch(/다른 사이트/);
    expect(await outbox.list()).toEqual([]);
    expect(scheduled).toHaveLength(0);
  });

  it("our own pages' posts are accepted: the request origin, SITE_URL's origin, the Host's origin, or no browser headers", async () => {
    const ok = [
      form({ origin: ORIGIN, "sec-fetch-site": "same-origin", referer: `${ORIGIN}/` }),
      form({ origin: "https://www.sample-site.example", "sec-fetch-site": "same-origin" }),
      postJson(good, { origin: ORIGIN, "sec-fetch-site": "same-origin" }),
      postJson(good, { "sec-fetch-site": "none" }),
      postJson(good),
      new Request("http://localhost:3000/api/visit", {
        method: "POST",
        body: JSON.stringify(good),
        headers: {
          "content-type": "application/json",
          host: "127.0.0.1:3201",
          origin: "http://127.0.0.1:3201",
          "sec-fetch-site": "same-origin",
        },
      }),
    ];
    for (const request of ok) expect((await handleLeadPost("visit", request, deps())).status).toBeLessThan(400);
    expect(await outbox.list()).toHaveLength(ok.length);
  });
});

describe("lead intake: crafted _page and Location", () => {
  it('_page "/\\" and other off-site or malformed pages are dropped: 201, never 500, page taken from the Referer', async () => {
    const crafted = [
      "/\\",
      "/\\evil.example",
      "//evil.example/x",
      "/ok/\\..\\",
      "/a\u0000b",
      "/a\nb",
      "https://evil.example/",
      "evil",
      "/" + "a".repeat(600),
    ];
    for (const _page of crafted) {
      const res = await handleLeadPost(
        "register",
        postJson({ ...good, _page }, { referer: `${ORIGIN}/Brand/intro` }),
        deps(),
      );
      expect(res.status, JSON.stringify(_page)).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await outbox.get(id))?.page).toBe("/Brand/intro");
    }
  });

  it("a same-origin _page keeps its path and its campaign keys only", async () => {
    const res = await handleLeadPost(
      "register",
      postJson({ ...good, _page: "/FloorPlan/84A?utm_source=naver&ref=https://blog.example/x&gclid=abc" }),
      deps(),
    );
    const { id } = (await res.json()) as { id: string };
    expect(await outbox.get(id)).toMatchObject({
      page: "/FloorPlan/84A?utm_source=naver&gclid=abc",
      utm: { utm_source: "naver" },
    });
  });

  it("a manage link's token in the page or landing address is never stored (a visitor who opened the SMS link, then the popup)", async () => {
    const token = `v1.V-1126-0001.zz.${"A".repeat(43)}`;
    const res = await handleLeadPost(
      "register",
      postJson({
        ...good,
        _page: `/Promotion/Visit/manage?t=${token}&utm_source=sms`,
        _landing: `/Promotion/Visit/done?t=${token}&NaPm=ct%3Dabc&fbclid=F1&session=s1`,
      }),
      deps(),
    );
    const { id } = (await res.json()) as { id: string };
    const stored = await outbox.get(id);
    expect(stored).toMatchObject({ page: "/Promotion/Visit/manage?utm_source=sms" });
    expect(JSON.stringify(stored)).not.toContain(token);
    const row = openDb(dbFile).prepare("SELECT * FROM leads WHERE id = ?").get(id);
    expect(row).toMatchObject({ landing: "/Promotion/Visit/done?NaPm=ct%3Dabc&fbclid=F1" });
    expect(JSON.stringify(row)).not.toContain(token);
    // Nor in what the form service receives.
    await Promise.all(scheduled);
    expect(JSON.stringify(service.received)).not.toContain(token);
  });

  it("the visit's landing page gives the UTM and the landing source; a referrer on this site counts as none", async () => {
    const res = await handleLeadPost(
      "register",
      postJson({
        ...good,
        _page: "/Promotion/Customer",
        _landing: "/?utm_source=naver&utm_medium=cpc&utm_campaign=spring",
        _referrer: "https://m.search.naver.com/search.naver?query=x",
      }),
      deps(),
    );
    const { id } = (await res.json()) as { id: string };
    expect(await outbox.get(id)).toMatchObject({
      page: "/Promotion/Customer",
      referrer: "https://m.search.naver.com/search.naver?query=x",
      utm: { utm_source: "naver", utm_medium: "cpc", utm_campaign: "spring" },
    });
    const day = { from: new Date(Date.now() - 2 * 86_400_000), to: new Date(Date.now() + 86_400_000) };
    expect((await outbox.leadsBySource(day, "landing")).rows).toContainEqual({ key: ["/"], count: 1 });

    const internal = await handleLeadPost(
      "register",
      postJson({
        ...good,
        phone: "01099998888",
        _page: "/",
        _landing: "//evil.example/x",
        _referrer: `${ORIGIN}/Brand/intro`,
      }),
      deps(),
    );
    const stored = await outbox.get(((await internal.json()) as { id: string }).id);
    expect(stored).toMatchObject({ referrer: null, page: "/" });
    expect((await outbox.leadsBySource(day, "referrer")).rows).toContainEqual({ key: ["direct"], count: 1 });
  });

  it("the 303 Location is never protocol-relative or backslashed, whatever the Referer's path", async () => {
    const okForm = new URLSearchParams({ name: "박민준", phone: "01012345678", consent: "on" }).toString();
    for (const referer of [`${ORIGIN}//evil.example/x`, `${ORIGIN}/\\evil.example`, `${ORIGIN}/%2F%2Fevil.example`]) {
      const res = await handleLeadPost(
        "visit",
        post("/api/visit", okForm, { "content-type": "application/x-www-form-urlencoded", referer }),
        deps(),
      );
      expect(res.status).toBe(303);
      const location = res.headers.get("location")!;
      expect(location.startsWith("//") || location.includes("\\"), location).toBe(false);
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    }
  });
});

describe("lead intake: a Referer whose path leaves the site (fuzz finding F3)", () => {
  it("is neither stored as the lead's page nor used for the way back", async () => {
    for (const referer of [`${ORIGIN}//evil.example/`, `${ORIGIN}/\\evil.example`]) {
      const res = await handleLeadPost("register", postJson(good, { referer }), deps());
      expect(res.status).toBe(201);
    }
    const leads = await outbox.list();
    expect(leads).toHaveLength(2);
    for (const lead of leads) expect(lead.page).toBeNull();
  });
});

describe("lead intake: the ad platforms' click ids", () => {
  it("keeps them from the landing address, fbclid as fbc with the landing's first-seen time, and _fbp from the cookie", async () => {
    const seen = Date.now() - 10 * 60_000;
    const res = await handleLeadPost(
      "register",
      postJson(
        {
          ...good,
          _page: "/Promotion/Customer?gclid=later",
          _landing: "/?NaPm=ct%3Dabc%7Ctr%3Dsa&gclid=G-1_a.b&fbclid=IwAR2xyz&utm_source=naver",
          _landingAt: seen,
        },
        { cookie: "theme=x; _fbp=fb.1.1764100000000.1234567890" },
      ),
      deps(),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await outbox.get(id))?.clickIds).toEqual({
      napm: "ct=abc|tr=sa",
      gclid: "G-1_a.b",
      fbc: `fb.1.${seen}.IwAR2xyz`,
      fbp: "fb.1.1764100000000.1234567890",
    });
  });

  it("falls back on the page's ids and the lead's time; an implausible landing time is the lead's time too", async () => {
    const now = new Date("2026-11-27T01:00:00Z");
    const first = await handleLeadPost(
      "register",
      postJson({ ...good, _page: "/?fbclid=PageClick", _landing: "/Brand/intro" }),
      deps({ now: () => now }),
    );
    expect((await outbox.get(((await first.json()) as { id: string }).id))?.clickIds).toEqual({
      fbc: `fb.1.${now.getTime()}.PageClick`,
    });
    const future = await handleLeadPost(
      "register",
      postJson({ ...good, phone: "01033334444", _landing: "/?fbclid=Landed", _landingAt: now.getTime() + 86_400_000 }),
      deps({ now: () => now }),
    );
    expect((await outbox.get(((await future.json()) as { id: string }).id))?.clickIds).toEqual({
      fbc: `fb.1.${now.getTime()}.Landed`,
    });
  });

  it("a bad, oversized or missing click id is dropped, never the lead; nothing about them is logged", async () => {
    const spies = (["error", "warn", "info", "log", "debug"] as const).map((level) => vi.spyOn(console, level));
    const bodies = [
      { ...good, _landing: `/?gclid=${"a".repeat(201)}&fbclid=x%3Cy`, _landingAt: "yesterday" },
      { ...good, phone: "01055556666", _landing: "/?wbraid=", _landingAt: -5 },
      { ...good, phone: "01077778888" },
    ];
    for (const body of bodies) {
      const res = await handleLeadPost("register", postJson(body, { cookie: "_fbp=fb.1.x.y" }), deps());
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await outbox.get(id))?.clickIds).toBeNull();
    }
    // Good ones are stored, and are not logged either (also when the forward fails and is logged).
    const res = await handleLeadPost(
      "register",
      postJson(
        { ...good, phone: "01066667777", _landing: "/?gclid=LogProbeGclid&fbclid=LogProbeFbclid" },
        { cookie: "_fbp=fb.1.1764100000000.777000111" },
      ),
      deps({ destinations: { register: "http://127.0.0.1:9/refused" } }),
    );
    const { id } = (await res.json()) as { id: string };
    expect((await outbox.get(id))?.clickIds).toMatchObject({
      gclid: "LogProbeGclid",
      fbp: "fb.1.1764100000000.777000111",
    });
    await Promise.all(scheduled);
    expect(JSON.stringify(spies.flatMap((spy) => spy.mock.calls))).not.toMatch(
      /gclid|fbclid|wbraid|_fbp|fb\.1\.x|aaaa|LogProbe|777000111/,
    );
    for (const spy of spies) spy.mockRestore();
  });

  it("a plain form post (no JavaScript) takes them from the Referer", async () => {
    const okForm = new URLSearchParams({ name: "박민준", phone: "01012345678", consent: "on" }).toString();
    const res = await handleLeadPost(
      "register",
      post("/api/register", okForm, {
        "content-type": "application/x-www-form-urlencoded",
        referer: `${ORIGIN}/?gbraid=0AAAAAoB`,
      }),
      deps(),
    );
    expect(res.status).toBe(303);
    const [lead] = await outbox.list();
    expect(lead?.clickIds).toEqual({ gbraid: "0AAAAAoB" });
  });
});
