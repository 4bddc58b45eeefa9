import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { closeAllDbs, migrate, openDb } from "@/lib/platform/db/sqlite";
import { visitBookingCopy } from "@/lib/site/content/visit-booking";
import { handleLeadPost, type IntakeDeps } from "@/lib/leads/intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { LEAD_MIGRATIONS, SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { emulatorCredential } from "@/lib/platform/firebase/emulator-credential";
import { startFailingFirestore, startSilentFirestore } from "@/test-support/failing-firestore";
import { fixtureCalendar } from "@/test-support/visit-calendar";
import { FirestoreVisitBookingStore } from "./store/firestore";
import { SqliteVisitBookingStore } from "./store/sqlite";
import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";
import { visitBookingAfterStore } from "./lead-booking";
import { bookingPageMessage, UNCONFIRMED_MESSAGE } from "./page-messages";
import type { VisitDeps } from "./service";
import { visitTokenKey } from "./token";

// The booking as a lead, through the real intake (lib/leads/intake.ts) on real SQLite stores:
// the lead is stored first, then the place is taken; a refusal keeps the lead.

const ORIGIN = "https://www.sample-site.example";
const now = new Date("2026-11-25T00:00:00Z"); // Wednesday 09:00 in Seoul

function setup(options: { bookingsPerAddress?: number } = {}) {
  const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "visit-lead-")), "site.db"));
  const outbox = new SqliteLeadOutbox(db);
  const visit: VisitDeps = {
    ...(options.bookingsPerAddress
      ? {
          limits: {
            quota: new SqliteQuotaStore(db),
            bookingsPerAddress: options.bookingsPerAddress,
            changesPerBooking: 3,
          },
        }
      : {}),
    store: new SqliteVisitBookingStore(db),
    calendar: fixtureCalendar,
    tokenKey: visitTokenKey({
      NODE_ENV: "test",
      VISIT_TOKEN_SECRET: "unit-test-visit-token-secret-0123456789",
      DATA_DIR: "unused",
    }),
    manageUrl: `${ORIGIN}/Promotion/Visit/manage`,
    copy: visitBookingCopy,
    sms: null,
  };
  const deps: IntakeDeps = {
    outbox,
    destinations: {},
    limiter: new RateLimiter(0),
    trustedProxyHops: 1,
    siteUrl: ORIGIN,
    schedule: () => {},
    now: () => now,
    afterStore: visitBookingAfterStore(visit),
  };
  return { outbox, visit, deps };
}

const good = (over: Record<string, unknown> = {}) => ({
  slot: "2026-11-26T14:00",
  name: "김민준",
  phone: "010-2222-3333",
  partySize: 2,
  consent: true,
  ...over,
});
const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/visit-booking`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });
const postForm = (body: Record<string, string>) =>
  new Request(`${ORIGIN}/api/visit-booking`, {
    method: "POST",
    body: new URLSearchParams(body).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", referer: `${ORIGIN}/Promotion/Visit` },
  });

describe("visit booking as a lead", () => {
  afterEach(() => closeAllDbs());

  it("one client address makes at most VISIT_BOOKINGS_PER_ADDRESS booking attempts a day (a refused one counts); each lead is kept", async () => {
    const { outbox, visit, deps } = setup({ bookingsPerAddress: 2 });
    const from = (address: string) => ({ "x-forwarded-for": address });
    // A refused attempt (the phone already holds a booking that day) counts like a booking.
    expect(
      (await handleLeadPost("visit-booking", postJson(good({ phone: "010-4000-0001" }), from("203.0.113.9")), deps))
        .status,
    ).toBe(201);
    expect(
      (
        await handleLeadPost(
          "visit-booking",
          postJson(good({ phone: "010-4000-0001", slot: "2026-11-26T15:00" }), from("203.0.113.9")),
          deps,
        )
      ).status,
    ).toBe(409);
    const third = await handleLeadPost(
      "visit-booking",
      postJson(good({ phone: "010-4000-0002" }), from("203.0.113.9")),
      deps,
    );
    expect(third.status).toBe(429);
    const body = (await third.json()) as { reason: string; message: string; id?: string };
    expect(body).toMatchObject({ reason: "address-limit", message: visitBookingCopy.addressLimit });
    // The same request again (its Idempotency-Key) is not a new attempt; another address books.
    expect(
      (await handleLeadPost("visit-booking", postJson(good({ phone: "010-4000-0003" }), from("203.0.113.10")), deps))
        .status,
    ).toBe(201);
    // Every lead is kept: a visitor the agency may call back.
    expect((await outbox.list({ form: "visit-booking", limit: 10 })).length).toBe(4);
    expect((await visit.store.listDay("2026-11-26")).filter((b) => b.status === "active")).toHaveLength(2);
    // Without JavaScript: back to the booking page, whose sentence says so.
    const plain = new Request(`${ORIGIN}/api/visit-booking`, {
      method: "POST",
      body: new URLSearchParams({
        slot: "2026-11-26T16:00",
        name: "박서준",
        phone: "01040000004",
        partySize: "1",
        consent: "on",
      }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: `${ORIGIN}/Promotion/Visit`,
        ...from("203.0.113.9"),
      },
    });
    const form = await handleLeadPost("visit-booking", plain, deps);
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/Promotion/Visit?day=2026-11-26&refused=address-limit#booking");
    expect(bookingPageMessage({ refused: "address-limit" })).toBe(visitBookingCopy.addressLimit);
  });

  it("stores the lead, then books with its id: 201 with the booking, the manage and result links", async () => {
    const { outbox, visit, deps } = setup();
    const response = await handleLeadPost("visit-booking", postJson(good()), deps);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; booking: { id: string }; manageUrl: string; doneUrl: string };
    const lead = await outbox.get(body.id);
    expect(lead).toMatchObject({
      form: "visit-booking",
      name: "김민준",
      phone: "01022223333",
      visitDate: "2026-11-26",
      message: "견본주택 방문예약 2026-11-26 14:00 · 2명",
    });
    expect(await visit.store.get(body.booking.id)).toMatchObject({
      leadId: body.id,
      status: "active",
      slotId: "2026-11-26T14:00",
    });
    expect(body.doneUrl).toMatch(/^\/Promotion\/Visit\/done\?t=v1\./);
  });

  it("a plain form post gets a 303 to the result page, or back to the booking page with the reason", async () => {
    const { deps } = setup();
    const fields = { slot: "2026-11-26T15:00", name: "박지호", phone: "010-4444-5555", partySize: "1", consent: "on" };
    const ok = await handleLeadPost("visit-booking", postForm(fields), deps);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toMatch(/^\/Promotion\/Visit\/done\?t=v1\./);
    const taken = await handleLeadPost("visit-booking", postForm({ ...fields, slot: "2026-11-26T16:00" }), deps);
    expect(taken.status).toBe(303);
    expect(taken.headers.get("location")).toBe("/Promotion/Visit?day=2026-11-26&refused=unavailable#booking");
  });

  it("a refused booking keeps its lead (a visitor of interest) and answers a Korean 409", async () => {
    const { outbox, deps } = setup();
    await handleLeadPost("visit-booking", postJson(good()), deps);
    const again = await handleLeadPost("visit-booking", postJson(good({ slot: "2026-11-26T16:00" })), deps);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ ok: false, reason: "unavailable", message: visitBookingCopy.unavailable });
    const past = await handleLeadPost(
      "visit-booking",
      postJson(good({ phone: "010-7777-8888", slot: "2026-11-24T14:00" })),
      deps,
    );
    expect(past.status).toBe(409);
    expect(((await past.json()) as { message: string }).message).toBe(visitBookingCopy.past);
    expect((await outbox.list({ form: "visit-booking" })).length).toBe(3);
  });

  it("an invalid form stores nothing and answers the Korean messages per field", async () => {
    const { outbox, deps } = setup();
    const response = await handleLeadPost(
      "visit-booking",
      postJson({ slot: "", name: "", phone: "12", partySize: 7, consent: false }),
      deps,
    );
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(errors.slot?.[0]).toBe("방문하실 날짜와 시간을 선택해 주세요.");
    expect(errors.partySize?.[0]).toBe("방문 인원은 1명부터 4명까지 선택하실 수 있습니다.");
    expect(await outbox.list({ form: "visit-booking" })).toEqual([]);
  });

  it("the same request again (same Idempotency-Key) answers the same booking, not a refusal", async () => {
    const { visit, deps } = setup();
    const first = (await (
      await handleLeadPost("visit-booking", postJson(good(), { "idempotency-key": "visit-key-0001" }), deps)
    ).json()) as { booking: { id: string } };
    const replay = await handleLeadPost(
      "visit-booking",
      postJson(good(), { "idempotency-key": "visit-key-0001" }),
      deps,
    );
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { booking: { id: string } }).booking.id).toBe(first.booking.id);
    expect((await visit.store.availability(["2026-11-26T14:00"], 10))[0]!.taken).toBe(1);
  });

  it("50 concurrent bookings through intake at a 10-place slot: 10 booked, 40 told it is full, 50 leads kept", async () => {
    const { outbox, deps } = setup();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        handleLeadPost(
          "visit-booking",
          postJson(good({ slot: "2026-11-27T11:00", phone: `010-5000-${String(1000 + i)}` })),
          deps,
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const refused = await Promise.all(
      answers.filter((a) => a.status === 409).map((a) => a.json() as Promise<{ message: string }>),
    );
    expect(new Set(refused.map((r) => r.message))).toEqual(new Set([visitBookingCopy.unavailable]));
    expect((await outbox.list({ form: "visit-booking", limit: 100 })).length).toBe(50);
  });

  for (const broken of [
    { what: "answers every call with an error", start: startFailingFirestore },
    { what: "never answers", start: startSilentFirestore },
  ]) {
    it(`a booking store that ${broken.what}: the lead is kept, the visitor hears in time that the place is not confirmed`, async () => {
      const store = await broken.start();
      vi.stubEnv("FIRESTORE_EMULATOR_HOST", store.host);
      const app = initializeApp(
        { projectId: "demo-broken-booking", credential: emulatorCredential("demo-broken-booking") },
        `broken-booking-${broken.start.name}`,
      );
      try {
        const { outbox, visit, deps } = setup();
        const bookingStore = new FirestoreVisitBookingStore(getFirestore(app));
        const failing = {
          ...deps,
          afterStore: visitBookingAfterStore({ ...visit, store: bookingStore, log: () => {} }, 300),
        };
        const started = Date.now();
        const json = await handleLeadPost("visit-booking", postJson(good()), failing);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(json.status).toBe(202);
        const body = (await json.json()) as { id: string; reason: string; message: string };
        expect(body).toMatchObject({ ok: false, reason: "unconfirmed", message: UNCONFIRMED_MESSAGE });
        expect(await outbox.get(body.id)).toMatchObject({
          form: "visit-booking",
          name: "김민준",
          status: "no-destination",
        });
        const form = await handleLeadPost(
          "visit-booking",
          postForm({ slot: "2026-11-26T15:00", name: "박지호", phone: "010-4444-5555", partySize: "1", consent: "on" }),
          failing,
        );
        expect(form.status).toBe(303);
        expect(form.headers.get("location")).toBe("/Promotion/Visit?day=2026-11-26&refused=unconfirmed#booking");
        expect((await outbox.list({ form: "visit-booking" })).length).toBe(2);
      } finally {
        vi.unstubAllEnvs();
        await deleteApp(app);
        store.stop();
      }
    });
  }

  it("the leads table takes the new form after its migration, with the rows it had", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "visit-mig-")), "site.db");
    const db = openDb(file);
    new SqliteLeadOutbox(db);
    const raw = new Database(file);
    const sql = (raw.prepare("SELECT sql FROM sqlite_master WHERE name = 'leads'").get() as { sql: string }).sql;
    expect(sql).toContain("'visit-booking'");
    const indexes = (
      raw
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads' AND name NOT LIKE 'sqlite_%'",
        )
        .all() as { name: string }[]
    )
      .map((r) => r.name)
      .sort();
    expect(indexes).toEqual([
      "leads_consent",
      "leads_created",
      "leads_due",
      "leads_errors",
      "leads_idempotency",
      "leads_phone",
      "leads_status_at",
      "leads_status_created",
    ]);
    raw.close();
  });

  it("a leads table from before keeps its rows through the rebuild", async () => {
    const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "visit-old-")), "site.db"));
    db.function("lead_campaign_key", (_u: unknown) => "");
    db.function("lead_referrer_host", (_r: unknown) => "");
    db.function("lead_landing", (_p: unknown) => "");
    migrate(db, "leads", LEAD_MIGRATIONS.slice(0, -1));
    db.prepare(
      "INSERT INTO leads (id, form, name, phone, consent_at, created_at, status, retry_window_start, payload_hash, status_at, landing) VALUES ('old-1', 'visit', '최서윤', '01012341234', 1, 1, 'no-destination', 1, 'h', 1, '/')",
    ).run();
    const outbox = new SqliteLeadOutbox(db);
    expect(await outbox.get("old-1")).toMatchObject({ form: "visit", name: "최서윤", phone: "01012341234" });
  });
});
