import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { modelHouse, visitBookingCopy, visitSmsCopy } from "@/lib/site/content/visit-booking";
import { handleLeadPost, type IntakeDeps } from "@/lib/leads/intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import { fixtureCalendar } from "@/test-support/visit-calendar";
import { SqliteVisitBookingStore } from "./store/sqlite";
import { visitBookingAfterStore } from "./lead-booking";
import type { VisitDeps } from "./service";
import { visitTokenKey } from "./token";
import {
  codeMatches,
  readVerification,
  signVerification,
  VERIFY_ATTEMPTS,
  VERIFY_TTL_MS,
  verificationCode,
} from "./verify";
import { handleVerifyPost, verifyMessages } from "./verify-flow";

// A booking whose number is proven by a one-time code (SMS on), through the real intake and the
// real SQLite stores: the form's post stores the lead and queues only the code; the code's post
// books the place with the stored lead's name and number.

const ORIGIN = "https://www.sample-site.example";
const now = new Date("2026-11-25T00:00:00Z"); // Wednesday 09:00 in Seoul
const key = visitTokenKey({
  NODE_ENV: "test",
  VISIT_TOKEN_SECRET: "unit-test-visit-token-secret-0123456789",
  DATA_DIR: "unused",
});
const LEAD = "7d0f2a59-3c1e-4a8b-9f6e-2b4c8d1e5a70";

function setup() {
  const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "visit-verify-")), "site.db"));
  const outbox = new SqliteLeadOutbox(db);
  const sms = new SqliteSmsOutbox(db);
  const visit: VisitDeps = {
    store: new SqliteVisitBookingStore(db),
    calendar: fixtureCalendar,
    tokenKey: key,
    manageUrl: `${ORIGIN}/Promotion/Visit/manage`,
    copy: visitBookingCopy,
    sms: {
      outbox: sms,
      enabled: true,
      reminders: false,
      copy: visitSmsCopy,
      modelHouseAddress: modelHouse.address,
      phone: modelHouse.phone,
    },
    limits: { quota: new SqliteQuotaStore(db), bookingsPerAddress: 3, changesPerBooking: 3 },
    verify: {
      siteName: "테스트단지",
      leadOf: async (id) => {
        const lead = await outbox.get(id);
        return lead ? { name: lead.name, phone: lead.phone } : null;
      },
    },
  };
  const intake: IntakeDeps = {
    outbox,
    destinations: {},
    limiter: new RateLimiter(0),
    trustedProxyHops: 0,
    siteUrl: ORIGIN,
    schedule: () => {},
    now: () => now,
    afterStore: visitBookingAfterStore(visit),
  };
  const verifyDeps = { visit, siteUrl: ORIGIN, limiter: new RateLimiter(0), trustedProxyHops: 0, now: () => now };
  return { db, outbox, sms, visit, intake, verifyDeps };
}

const booking = (over: Record<string, unknown> = {}) => ({
  slot: "2026-11-26T14:00",
  name: "김민준",
  phone: "010-2222-3333",
  partySize: 2,
  consent: true,
  smsConsent: true,
  ...over,
});
const postJson = (url: string, body: unknown) =>
  new Request(`${ORIGIN}${url}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
const postForm = (url: string, body: Record<string, string>) =>
  new Request(`${ORIGIN}${url}`, {
    method: "POST",
    body: new URLSearchParams(body).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", referer: `${ORIGIN}/Promotion/Visit` },
  });
const tokenIn = (verifyUrl: string) => new URL(verifyUrl, ORIGIN).searchParams.get("c")!;

describe("the verification link and code", () => {
  it("round-trips what the booking needs, refuses a changed or expired link, and only the server knows the code", () => {
    const token = signVerification(
      key,
      { leadId: LEAD, slot: "2026-11-26T14:00", partySize: 2, smsConsent: true },
      now,
    );
    expect(readVerification(key, token, now)).toMatchObject({
      ok: true,
      verification: { leadId: LEAD, slot: "2026-11-26T14:00", partySize: 2, smsConsent: true },
    });
    expect(token).not.toContain("김민준");
    const [v, payload, mac] = token.split(".");
    const changed = `${v}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), s: "2026-11-26T15:00" })).toString("base64url")}.${mac}`;
    expect(readVerification(key, changed, now)).toEqual({ ok: false, reason: "bad-signature" });
    expect(readVerification(key, token, new Date(now.getTime() + VERIFY_TTL_MS))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(readVerification(key, "nonsense", now)).toEqual({ ok: false, reason: "malformed" });
    const code = verificationCode(key, LEAD);
    expect(code).toMatch(/^\d{6}$/);
    expect(codeMatches(key, LEAD, code)).toBe(true);
    expect(verificationCode(Buffer.from("another key of 32 characters ....."), LEAD)).not.toBe(code);
    expect(verificationCode(key, "0d0f2a59-3c1e-4a8b-9f6e-2b4c8d1e5a70")).not.toBe(code);
  });
});

describe("a booking proven by a one-time code", () => {
  afterEach(() => closeAllDbs());

  it("the form's post keeps the lead, takes no place and texts only the code; the right code books for the lead's own name and number", async () => {
    const { outbox, sms, visit, intake, verifyDeps } = setup();
    const first = await handleLeadPost("visit-booking", postJson("/api/visit-booking", booking()), intake);
    expect(first.status).toBe(202);
    const body = (await first.json()) as { id: string; verify: boolean; verifyUrl: string };
    expect(body).toMatchObject({
      verify: true,
      verifyUrl: expect.stringMatching(/^\/Promotion\/Visit\/verify\?c=c1\./),
    });
    expect(await outbox.get(body.id)).toMatchObject({ form: "visit-booking", phone: "01022223333" });
    expect(await visit.store.listDay("2026-11-26")).toEqual([]);
    const code = await sms.get(`${body.id}:code`);
    expect(code).toMatchObject({ kind: "code", to: "01022223333", status: "pending" });
    const digits = /\[(\d{6})\]/.exec(code!.text)![1]!;

    // A wrong code: refused, nothing booked.
    const wrong = await handleVerifyPost(
      postJson("/api/visit-booking/verify", {
        c: tokenIn(body.verifyUrl),
        code: digits === "000000" ? "111111" : "000000",
      }),
      verifyDeps,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ problem: "code", message: verifyMessages.code });
    expect(await visit.store.listDay("2026-11-26")).toEqual([]);

    const right = await handleVerifyPost(
      postJson("/api/visit-booking/verify", { c: tokenIn(body.verifyUrl), code: digits }),
      verifyDeps,
    );
    expect(right.status).toBe(201);
    const booked = (await right.json()) as { booking: { id: string }; doneUrl: string };
    expect(await visit.store.get(booked.booking.id)).toMatchObject({
      leadId: body.id,
      name: "김민준",
      phone: "01022223333",
      partySize: 2,
      status: "active",
      smsConsent: true,
    });
    // Only now is the confirmation queued.
    expect(await sms.get(`${booked.booking.id}:confirmation`)).toMatchObject({ to: "01022223333", status: "pending" });
    // The same code again (a double submit): the same booking, not a refusal.
    const again = await handleVerifyPost(
      postJson("/api/visit-booking/verify", { c: tokenIn(body.verifyUrl), code: digits }),
      verifyDeps,
    );
    expect(((await again.json()) as { booking: { id: string } }).booking.id).toBe(booked.booking.id);
  });

  it("without JavaScript: 303 to the code page, a wrong code back to it with the sentence, the right one to the result page", async () => {
    const { sms, intake, verifyDeps } = setup();
    const posted = await handleLeadPost(
      "visit-booking",
      postForm("/api/visit-booking", {
        slot: "2026-11-26T15:00",
        name: "이서연",
        phone: "01044445555",
        partySize: "1",
        consent: "on",
      }),
      intake,
    );
    expect(posted.status).toBe(303);
    const verifyUrl = posted.headers.get("location")!;
    expect(verifyUrl).toMatch(/^\/Promotion\/Visit\/verify\?c=/);
    const c = tokenIn(verifyUrl);
    const wrong = await handleVerifyPost(postForm("/api/visit-booking/verify", { c, code: "12345" }), verifyDeps);
    expect(wrong.headers.get("location")).toBe(`/Promotion/Visit/verify?c=${encodeURIComponent(c)}&error=code`);
    const check = readVerification(key, c, now);
    const lead = check.ok ? check.verification.leadId : "";
    const digits = /\[(\d{6})\]/.exec((await sms.get(`${lead}:code`))!.text)![1]!;
    const right = await handleVerifyPost(postForm("/api/visit-booking/verify", { c, code: digits }), verifyDeps);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toMatch(/^\/Promotion\/Visit\/done\?t=v1\./);
  });

  it(`a code cannot be guessed: ${VERIFY_ATTEMPTS} tries a lead, then even the right code is refused`, async () => {
    const { sms, visit, intake, verifyDeps } = setup();
    const body = (await (
      await handleLeadPost("visit-booking", postJson("/api/visit-booking", booking({ phone: "010-6666-7777" })), intake)
    ).json()) as { id: string; verifyUrl: string };
    const digits = /\[(\d{6})\]/.exec((await sms.get(`${body.id}:code`))!.text)![1]!;
    const wrongCode = digits === "999999" ? "999998" : "999999";
    for (let i = 0; i < VERIFY_ATTEMPTS; i++)
      expect(
        (
          await handleVerifyPost(
            postJson("/api/visit-booking/verify", { c: tokenIn(body.verifyUrl), code: wrongCode }),
            verifyDeps,
          )
        ).status,
      ).toBe(400);
    const locked = await handleVerifyPost(
      postJson("/api/visit-booking/verify", { c: tokenIn(body.verifyUrl), code: digits }),
      verifyDeps,
    );
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ problem: "attempts", message: verifyMessages.attempts });
    expect(await visit.store.listDay("2026-11-26")).toEqual([]);
  });

  it("a link for another slot, signed with another key, is refused; the stranger's number never gets a confirmation", async () => {
    const { sms, visit, verifyDeps } = setup();
    const forged = signVerification(
      Buffer.from("someone else's key, 32 characters long"),
      { leadId: LEAD, slot: "2026-11-26T14:00", partySize: 2, smsConsent: true },
      now,
    );
    const answer = await handleVerifyPost(
      postJson("/api/visit-booking/verify", {
        c: forged,
        code: verificationCode(Buffer.from("someone else's key, 32 characters long"), LEAD),
      }),
      verifyDeps,
    );
    expect(answer.status).toBe(404);
    expect(await visit.store.listDay("2026-11-26")).toEqual([]);
    expect(await sms.get(`${LEAD}:code`)).toBeNull();
  });
});
