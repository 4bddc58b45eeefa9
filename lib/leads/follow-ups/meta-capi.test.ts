import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import http from "node:http";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { handleLeadPost } from "@/lib/leads/intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { conversionsFor } from "./index";
import { drainConversions } from "./drainer";
import { SqliteConversionQueue } from "./store/sqlite";
import { metaLeadEvent, metaPhone, sha256, type MetaCapiSettings } from "./meta-capi";

// Meta's Conversions API, end to end on a real SQLite file: a lead posted to
// intake queues its Lead event in the same transaction, the job sends it to a loopback stand-in of
// the Graph API, which checks the payload; sent once, retried on 5xx, never for a visitor who did
// not agree.

type Received = {
  path: string;
  body: { data: Record<string, unknown>[]; access_token: string; test_event_code?: string };
};
let graph: { url: string; received: Received[]; status: number; close: () => Promise<void> };
let outbox: SqliteLeadOutbox;
let queue: SqliteConversionQueue;

beforeEach(async () => {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      res
        .writeHead(state.status, { "Content-Type": "application/json" })
        .end(state.status < 300 ? '{"events_received":1}' : '{"error":{"message":"Invalid parameter"}}');
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  graph = {
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    get status() {
      return state.status;
    },
    set status(s: number) {
      state.status = s;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "capi-")), "site.db"));
  outbox = new SqliteLeadOutbox(db);
  queue = new SqliteConversionQueue(db);
});
afterEach(async () => {
  closeAllDbs();
  await graph.close();
});

const settings = (): MetaCapiSettings => ({
  pixelId: "100200300400500",
  token: "EAAB-test-token-0123456789",
  url: graph.url,
  testEventCode: "TEST4242",
});
const META = [
  {
    name: "Meta Platforms, Inc.",
    purpose: "광고 성과 측정",
    items: "연락처(암호화), 접속 정보",
    retention: "Meta의 정책에 따름",
  },
];
const now = new Date("2026-11-27T03:00:00Z");

function post(
  body: Record<string, unknown>,
  given: { conversions?: ReturnType<typeof conversionsFor>; overseasOffered?: boolean } = {},
) {
  const conversions = "conversions" in given ? given.conversions : conversionsFor(settings(), META);
  return handleLeadPost(
    "register",
    new Request("https://www.sample.example/api/register", {
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "203.0.113.9",
        "user-agent": "Mozilla/5.0 (iPhone) e2e",
        cookie: "_fbp=fb.1.1764100000000.1234567890",
      },
    }),
    {
      outbox,
      destinations: {},
      limiter: new RateLimiter(0),
      trustedProxyHops: 1,
      siteUrl: "https://www.sample.example",
      schedule: () => undefined,
      now: () => now,
      conversionsFor: conversions,
      consentTerms: { version: "c-test", thirdPartyOffered: true, overseasOffered: given.overseasOffered ?? true },
    },
  );
}
const good = {
  name: "홍길동",
  phone: "010-1234-5678",
  consent: true,
  thirdPartyConsent: true,
  overseasConsent: true,
  _page: "/?fbclid=IwAR_capi",
  _landing: "/?fbclid=IwAR_capi",
  _landingAt: now.getTime() - 60_000,
};

describe("Meta Conversions API", () => {
  it("hashes the phone as Meta asks: 82 and the number without its leading 0, SHA-256 in hex", () => {
    expect(metaPhone("01012345678")).toBe("821012345678");
    expect(sha256("821012345678")).toMatch(/^[0-9a-f]{64}$/);
    const event = metaLeadEvent({
      event: "Lead",
      phone: "01012345678",
      at: now,
      pageUrl: "https://x.example/",
      clientIp: "203.0.113.9",
      userAgent: "UA",
      clickIds: null,
    });
    expect(event).toEqual({
      event_name: "Lead",
      event_time: Math.floor(now.getTime() / 1000),
      action_source: "website",
      event_source_url: "https://x.example/",
      user_data: {
        ph: [sha256("821012345678")],
        country: [sha256("kr")],
        client_ip_address: "203.0.113.9",
        client_user_agent: "UA",
      },
    });
  });

  it("a consenting lead's Lead event is queued with it and sent once, with the lead's id as event_id, fbc, fbp, the client's address and browser", async () => {
    const res = await post(good);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await queue.get(`${id}:meta:Lead`)).toMatchObject({ status: "pending" });
    const report = await drainConversions({ queue, meta: settings(), now: () => now });
    expect(report).toMatchObject({ claimed: 1, sent: 1 });
    expect(graph.received).toHaveLength(1);
    const [{ path: p, body }] = graph.received as [Received];
    expect(p).toBe("/v21.0/100200300400500/events");
    expect(body.access_token).toBe("EAAB-test-token-0123456789");
    expect(body.test_event_code).toBe("TEST4242");
    expect(body.data).toEqual([
      {
        event_name: "Lead",
        event_time: Math.floor(now.getTime() / 1000),
        event_id: id,
        action_source: "website",
        event_source_url: "https://www.sample.example/?fbclid=IwAR_capi",
        user_data: {
          ph: [sha256("821012345678")],
          country: [sha256("kr")],
          client_ip_address: "203.0.113.9",
          client_user_agent: "Mozilla/5.0 (iPhone) e2e",
          fbc: `fb.1.${now.getTime() - 60_000}.IwAR_capi`,
          fbp: "fb.1.1764100000000.1234567890",
        },
      },
    ]);
    expect(JSON.stringify(body)).not.toContain("홍길동");
    expect(await queue.get(`${id}:meta:Lead`)).toMatchObject({ status: "sent", payload: null });
    expect(
      await drainConversions({ queue, meta: settings(), now: () => new Date(now.getTime() + 3_600_000) }),
    ).toMatchObject({ claimed: 0 });
    expect(graph.received).toHaveLength(1);
  });

  it("sends nothing for a visitor who did not tick the third-party box, or where the consent names no Meta recipient", async () => {
    const refused = await post({ ...good, thirdPartyConsent: false });
    const { id } = (await refused.json()) as { id: string };
    expect(await queue.get(`${id}:meta:Lead`)).toBeNull();
    expect(conversionsFor(settings(), [{ name: "㈜분양대행사" }])).toBeUndefined();
    expect(conversionsFor(null, META)).toBeUndefined();
    const unnamed = await post(
      { ...good, phone: "010-5555-6666" },
      { conversions: conversionsFor(settings(), [{ name: "㈜분양대행사" }]) },
    );
    expect(await queue.get(`${((await unnamed.json()) as { id: string }).id}:meta:Lead`)).toBeNull();
    expect(await drainConversions({ queue, meta: settings(), now: () => now })).toMatchObject({ claimed: 0 });
    expect(graph.received).toEqual([]);
  });

  it("sends nothing without the 국외 이전 consent, the third-party one ticked or not; nor for a yes where the forms offered no such box", async () => {
    const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;
    const providedOnly = await idOf(await post({ ...good, overseasConsent: false }));
    const abroadOnly = await idOf(await post({ ...good, phone: "010-3333-4444", thirdPartyConsent: false }));
    const neverAsked = await idOf(await post({ ...good, phone: "010-7777-8888" }, { overseasOffered: false }));
    for (const id of [providedOnly, abroadOnly, neverAsked]) expect(await queue.get(`${id}:meta:Lead`)).toBeNull();
    expect((await outbox.get(providedOnly))?.consents).toMatchObject({ thirdParty: true, overseas: false });
    expect((await outbox.get(abroadOnly))?.consents).toMatchObject({ thirdParty: false, overseas: true });
    expect((await outbox.get(neverAsked))?.consents).toMatchObject({ thirdParty: true, overseas: false });
    expect(await drainConversions({ queue, meta: settings(), now: () => now })).toMatchObject({ claimed: 0 });
    expect(graph.received).toEqual([]);
  });

  it("a 503 is tried again later and then sent once; a 400 is given up at once with Meta's message", async () => {
    graph.status = 503;
    const { id } = (await (await post(good)).json()) as { id: string };
    expect(await drainConversions({ queue, meta: settings(), now: () => now })).toMatchObject({
      claimed: 1,
      retried: 1,
    });
    expect(await queue.get(`${id}:meta:Lead`)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringContaining("HTTP 503"),
    });
    graph.status = 200;
    expect(await drainConversions({ queue, meta: settings(), now: () => now })).toMatchObject({ claimed: 0 });
    expect(
      await drainConversions({ queue, meta: settings(), now: () => new Date(now.getTime() + 10_000) }),
    ).toMatchObject({ sent: 1 });
    expect(graph.received).toHaveLength(2);
    graph.status = 400;
    const other = (await (await post({ ...good, phone: "010-2222-3333" })).json()) as { id: string };
    expect(await drainConversions({ queue, meta: settings(), now: () => now })).toMatchObject({ failed: 1 });
    expect(await queue.get(`${other.id}:meta:Lead`)).toMatchObject({
      status: "failed",
      payload: null,
      lastError: expect.stringContaining("Invalid parameter"),
    });
  });
});
