import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { consentRecipients, overseasConsentCopy } from "@/lib/site/content/leads";
import { consentsOf, consentText, consentVersion } from "./consents";
import { handleLeadPost, type IntakeDeps } from "./intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { SqliteLeadOutbox } from "./store/sqlite";
import { leadMessages } from "./schema";

// Issue 26, item 1: the optional consents start unticked, never block a submission, and every
// lead keeps which were given, the texts' version and the time.

const ORIGIN = "http://127.0.0.1:3000";
let outbox: SqliteLeadOutbox;
beforeEach(() => {
  outbox = new SqliteLeadOutbox(openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "consents-")), "site.db")));
});
afterEach(() => closeAllDbs());

const now = new Date("2026-11-27T03:00:00Z");
const deps = (): IntakeDeps => ({
  outbox,
  destinations: {},
  limiter: new RateLimiter(0),
  trustedProxyHops: 0,
  siteUrl: ORIGIN,
  schedule: () => undefined,
  now: () => now,
});
const json = (form: "register" | "visit" | "inquiry", body: Record<string, unknown>) =>
  handleLeadPost(
    form,
    new Request(`${ORIGIN}/api/${form}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
    deps(),
  );
const formPost = (form: "register" | "visit" | "inquiry", body: Record<string, string>) =>
  handleLeadPost(
    form,
    new Request(`${ORIGIN}/api/${form}`, {
      method: "POST",
      body: new URLSearchParams(body).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${ORIGIN}/` },
    }),
    deps(),
  );
const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;

describe("optional consents at intake", () => {
  it("a lead with neither optional box ticked is accepted and stored with both refused, the version and the time", async () => {
    const res = await json("register", { name: "홍길동", phone: "010-1234-5678", consent: true });
    expect(res.status).toBe(201);
    const lead = await outbox.get(await idOf(res));
    expect(lead?.consents).toEqual({ marketing: false, thirdParty: false, overseas: false, version: consentVersion() });
    expect(lead?.consentAt).toEqual(now);
  });

  it('keeps each ticked box, from JSON and from a plain form post (a checked box sends "on")', async () => {
    const a = await outbox.get(
      await idOf(
        await json("visit", {
          name: "김하늘",
          phone: "01022223333",
          consent: true,
          marketingConsent: true,
          thirdPartyConsent: true,
          overseasConsent: true,
        }),
      ),
    );
    // This test's settings send nothing abroad (no Meta API, no alert webhook): that yes was never asked.
    expect(a?.consents).toMatchObject({ marketing: true, thirdParty: consentRecipients.length > 0, overseas: false });
    const res = await formPost("inquiry", {
      name: "이서연",
      phone: "01044445555",
      birthDate: "900101",
      message: "잔여세대 문의",
      consent: "on",
      marketingConsent: "on",
    });
    expect(res.status).toBe(303);
    const [stored] = (await outbox.list()).filter((l) => l.form === "inquiry");
    expect(stored?.consents).toMatchObject({ marketing: true, thirdParty: false, overseas: false });
  });

  it("the optional boxes never stand in for the required one: without it nothing is stored, whatever else is ticked", async () => {
    const res = await json("register", {
      name: "홍길동",
      phone: "01012345678",
      marketingConsent: true,
      thirdPartyConsent: true,
      overseasConsent: true,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, errors: { consent: [leadMessages.consentRequired] } });
    expect(await outbox.list()).toEqual([]);
  });

  it("anything but a tick is a refusal, never an error", () => {
    const terms = { version: "c-test", thirdPartyOffered: true, overseasOffered: true };
    const none = { marketing: false, thirdParty: false, overseas: false, version: "c-test" };
    for (const v of [undefined, null, "", "off", "false", 0, "no", {}, ["on"]]) {
      expect(consentsOf({ marketingConsent: v, thirdPartyConsent: v, overseasConsent: v }, terms)).toEqual(none);
    }
    expect(consentsOf(null, terms)).toEqual(none);
    expect(consentsOf({ marketingConsent: "on", thirdPartyConsent: true, overseasConsent: "on" }, terms)).toEqual({
      marketing: true,
      thirdParty: true,
      overseas: true,
      version: "c-test",
    });
  });

  it("a third-party yes where the complex names no recipient was never asked: kept as no", () => {
    const terms = { version: "c-none", thirdPartyOffered: false, overseasOffered: false };
    expect(consentsOf({ thirdPartyConsent: "on" }, terms)).toEqual({
      marketing: false,
      thirdParty: false,
      overseas: false,
      version: "c-none",
    });
  });

  it("the 국외 이전 box is its own: a yes where nothing goes abroad is kept as no, and it neither gives nor needs the third-party one", () => {
    const nothingAbroad = { version: "c-home", thirdPartyOffered: true, overseasOffered: false };
    expect(consentsOf({ thirdPartyConsent: "on", overseasConsent: "on" }, nothingAbroad)).toMatchObject({
      thirdParty: true,
      overseas: false,
    });
    const abroad = { version: "c-away", thirdPartyOffered: true, overseasOffered: true };
    expect(consentsOf({ overseasConsent: "on" }, abroad)).toMatchObject({ thirdParty: false, overseas: true });
    expect(consentsOf({ thirdPartyConsent: "on" }, abroad)).toMatchObject({ thirdParty: true, overseas: false });
    expect(consentsOf({ overseasConsent: "1" }, abroad).overseas).toBe(true);
  });
});

describe("the consent texts' version", () => {
  const one = [{ name: "㈜가나분양", purpose: "분양 상담", items: "이름, 연락처", retention: "1년" }];
  it("changes with the recipients named (so a lead says which text it answered) and is stable otherwise", () => {
    expect(consentVersion(one)).toBe(consentVersion(one));
    expect(consentVersion(one)).not.toBe(consentVersion([]));
    expect(consentVersion(one)).not.toBe(consentVersion([{ ...one[0]!, retention: "2년" }]));
    expect(consentVersion([])).toMatch(/^c-[A-Za-z0-9_-]{12}$/);
  });

  it("covers the 국외 이전 text and its transfers: another country or item is a new version, and the words are kept with it", () => {
    const slack = {
      name: "Slack Technologies, LLC",
      contact: "dpo@slack.com",
      country: "미국",
      when: "상담 신청 직후 HTTPS 전송",
      items: "연락처",
      purpose: "상담 알림",
      retention: "메시지를 지울 때까지",
    };
    expect(consentVersion(one, [slack])).not.toBe(consentVersion(one, []));
    expect(consentVersion(one, [slack])).not.toBe(consentVersion(one, [{ ...slack, country: "싱가포르" }]));
    expect(consentVersion(one, [slack])).not.toBe(consentVersion(one, [{ ...slack, items: "연락처, 이름" }]));
    expect(consentText(one, [slack])).toContain(overseasConsentCopy.title);
    expect(consentText(one, [slack])).toContain("미국");
    // Where nothing goes abroad the words, and so the versions leads already carry, are what they were.
    expect(consentText(one, [])).not.toContain(overseasConsentCopy.title);
    expect(JSON.parse(consentText(one, []))).toHaveLength(3);
  });
});
