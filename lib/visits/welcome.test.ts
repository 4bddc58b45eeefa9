import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { handleLeadPost, type IntakeDeps } from "@/lib/leads/intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import { messageTypeOf, smsBytes } from "@/lib/messages/sender";
import {
  queueWelcome,
  remainingUnitsText,
  welcomeStateText,
  welcomeMessage,
  welcomeNotBefore,
  WELCOME_EVERY_MS,
  type WelcomeDeps,
} from "./welcome";
import { welcomeTemplateSchema } from "@/lib/site/content/welcome-template";
import { welcomeTemplate } from "@/lib/site/content/visit-booking";

// The registrant's welcome: what it says, when it may go, and what it counts, through the
// real intake on a real SQLite file (the lead store, the SMS outbox, the quota store).

const ORIGIN = "https://www.sample-site.example";
const noon = new Date("2026-12-02T03:00:00Z"); // 12:00 in Seoul
const facts = {
  단지명: "테스트단지",
  견본주택주소: "테스트시 호수로 100",
  운영시간: "평일 10:00~18:00에 운영합니다.",
  지도링크: "https://map.kakao.com/link/map/x,1,2",
  예약링크: `${ORIGIN}/Promotion/Visit`,
  상담전화: "1588-0000",
};
const board = {
  asOf: Date.parse("2026-12-02T05:30:00Z"),
  rows: [
    { type: "84a", label: "84A", remaining: 12, buildings: [] },
    { type: "59a", label: "59A", remaining: 0, buildings: [] },
  ],
};

describe("the welcome's words", () => {
  it("carries the model house, the units by type with their time, and the number; a 알림톡 gets the same values by name", () => {
    const { text, template } = welcomeMessage(welcomeTemplate, facts, board, "KA01TP-WELCOME");
    for (const part of [
      "[테스트단지]",
      "테스트시 호수로 100",
      "지도: https://map.kakao.com",
      `${ORIGIN}/Promotion/Visit`,
      "- 84A: 12세대",
      "- 59A: 마감",
      "2026.12.02 14:30 기준",
      "1588-0000",
    ])
      expect(text).toContain(part);
    expect(text).not.toMatch(/#\{/);
    expect(template?.id).toBe("KA01TP-WELCOME");
    expect(Object.keys(template!.variables)).toEqual([
      "단지명",
      "견본주택주소",
      "지도링크",
      "운영시간",
      "예약링크",
      "잔여세대",
      "상담전화",
    ]);
    expect(template!.variables["잔여세대"]).toContain("- 84A: 12세대");
    // Longer than an SMS: it goes as LMS, or as 알림톡 where the channel is set.
    expect(smsBytes(text)).toBeGreaterThan(90);
    expect(messageTypeOf({ text, template }, null)).toBe("LMS");
    expect(messageTypeOf({ text, template }, "KA01PF0000000001")).toBe("ATA");
    expect(messageTypeOf({ text: "[단지] 인증번호 123456", template: null }, null)).toBe("SMS");
    expect(welcomeMessage(welcomeTemplate, facts, board, null).template).toBeNull();
  });

  it("without figures from the desk it says the consultant tells them; no empty list", () => {
    expect(remainingUnitsText(null)).toBe("상담전화로 현재 잔여세대를 안내해 드립니다.");
    expect(welcomeMessage(welcomeTemplate, facts, null, null).text).toContain(
      "상담전화로 현재 잔여세대를 안내해 드립니다.",
    );
  });

  it("a template names only known variables, keeps the address, the units and the number, and carries no advertising", () => {
    expect(welcomeTemplateSchema.safeParse(welcomeTemplate).success).toBe(true);
    const problems = (t: string) =>
      (welcomeTemplateSchema.safeParse(t).error?.issues ?? []).map((i) => i.message).join("\n");
    expect(problems("#{견본주택주소} #{잔여세대} #{상담전화} #{고객명}")).toMatch(
      /#\{고객명\}은\(는\) 안내 메시지에 쓸 수 없는 변수/,
    );
    expect(problems("#{견본주택주소} #{상담전화}")).toMatch(/#\{잔여세대\}이\(가\) 빠졌습니다/);
    expect(problems("#{견본주택주소} #{잔여세대} #{상담전화} 계약 시 특별혜택!")).toMatch(/광고성 문구/);
  });

  it("a welcome asked for in the night waits for 08:00 Korean time under `hold`; `send` sends at once", () => {
    const kst = (s: string) => new Date(`${s}+09:00`);
    expect(welcomeNotBefore(kst("2026-12-02T20:59:00"), "hold")).toEqual(kst("2026-12-02T20:59:00"));
    expect(welcomeNotBefore(kst("2026-12-02T21:00:00"), "hold")).toEqual(kst("2026-12-03T08:00:00"));
    expect(welcomeNotBefore(kst("2026-12-03T02:30:00"), "hold")).toEqual(kst("2026-12-03T08:00:00"));
    expect(welcomeNotBefore(kst("2026-12-03T08:00:00"), "hold")).toEqual(kst("2026-12-03T08:00:00"));
    expect(welcomeNotBefore(kst("2026-12-03T02:30:00"), "send")).toEqual(kst("2026-12-03T02:30:00"));
  });
});

function setup(over: Partial<WelcomeDeps> = {}) {
  const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "welcome-")), "site.db"));
  const outbox = new SqliteLeadOutbox(db);
  const sms = new SqliteSmsOutbox(db);
  const quota = new SqliteQuotaStore(db);
  let clock = noon;
  const deps: WelcomeDeps = {
    outbox: sms,
    quota,
    numberKey: (to) => `sms-to:${to}`,
    latchKey: (to) => `welcome-to:${to}`,
    perNumber: 3,
    budget: 300,
    night: "hold",
    message: async () => welcomeMessage(welcomeTemplate, facts, board, null),
    ...over,
  };
  const intake: IntakeDeps = {
    outbox,
    destinations: {},
    limiter: new RateLimiter(0),
    trustedProxyHops: 0,
    siteUrl: ORIGIN,
    schedule: () => {},
    now: () => clock,
    welcome: (lead, now) => queueWelcome(deps, lead, now),
  };
  return { sms, quota, intake, setClock: (t: Date) => (clock = t) };
}

const register = (phone: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/register`, {
    method: "POST",
    body: JSON.stringify({ name: "김하늘", phone, consent: true }),
    headers: { "content-type": "application/json", ...headers },
  });

describe("the lead page's line on the welcome", () => {
  const record = {
    id: "l:welcome",
    bookingId: "l",
    kind: "welcome" as const,
    to: "01012345678",
    text: "x".repeat(200),
    template: null,
    attempts: 0,
    lastError: null,
    createdAt: noon,
    nextAttemptAt: null,
    sentAt: null,
    providerId: null,
  };
  it("says how it goes and where it is: sent with its time, waiting for 08:00, failed with the reason, or never queued", () => {
    expect(welcomeStateText({ ...record, status: "sent", attempts: 1, sentAt: new Date("2026-12-02T03:00:05Z") })).toBe(
      "LMS · 발송 완료 2026.12.02 12:00",
    );
    expect(
      welcomeStateText(
        {
          ...record,
          status: "pending",
          template: { id: "T", variables: {} },
          nextAttemptAt: new Date("2026-12-02T23:00:00Z"),
        },
        noon,
      ),
    ).toBe("알림톡 (받지 못하면 문자로 대체) · 발송 예정 2026.12.03 08:00");
    expect(
      welcomeStateText({
        ...record,
        text: "짧은 안내",
        status: "failed",
        attempts: 1,
        lastError: "ClientError: HTTP 400",
      }),
    ).toBe("SMS · 발송 실패 (ClientError: HTTP 400)");
    expect(welcomeStateText(null)).toMatch(/^보내지 않음/);
  });
});

describe("queueing the welcome", () => {
  afterEach(() => closeAllDbs());

  it("an accepted registration queues one welcome before its answer, which says so; a repeat of the same request says the same and queues nothing more", async () => {
    const { sms, intake } = setup();
    const res = await handleLeadPost(
      "register",
      register("010-3030-4040", { "idempotency-key": "welcome-key-0001" }),
      intake,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; welcome: string };
    expect(body.welcome).toBe("now");
    expect(await sms.get(`${body.id}:welcome`)).toMatchObject({
      kind: "welcome",
      to: "01030304040",
      status: "pending",
      template: null,
      text: expect.stringContaining("테스트시 호수로 100"),
    });
    const again = await handleLeadPost(
      "register",
      register("010-3030-4040", { "idempotency-key": "welcome-key-0001" }),
      intake,
    );
    expect(await again.json()).toEqual({ ok: true, id: body.id, welcome: "now" });
  });

  it("one welcome to a number in 30 days, whichever form; another number gets its own; a number that is not a mobile one none", async () => {
    const { sms, intake, setClock } = setup();
    const first = (await (await handleLeadPost("register", register("01050506060"), intake)).json()) as {
      id: string;
      welcome: string;
    };
    expect(first.welcome).toBe("now");
    const visit = new Request(`${ORIGIN}/api/visit`, {
      method: "POST",
      body: JSON.stringify({ name: "김하늘", phone: "010-5050-6060", consent: true }),
      headers: { "content-type": "application/json" },
    });
    const second = (await (await handleLeadPost("visit", visit, intake)).json()) as {
      id: string;
      welcome: string | null;
    };
    expect(second.welcome).toBeNull();
    expect(await sms.get(`${second.id}:welcome`)).toBeNull();
    expect(
      ((await (await handleLeadPost("register", register("01070708080"), intake)).json()) as { welcome: string })
        .welcome,
    ).toBe("now");
    expect(
      (
        (await (await handleLeadPost("register", register("012-3456-7890"), intake)).json()) as {
          welcome: string | null;
        }
      ).welcome,
    ).toBeNull();
    // 30 days on, the first number may be welcomed again.
    setClock(new Date(noon.getTime() + WELCOME_EVERY_MS));
    expect(
      ((await (await handleLeadPost("register", register("01050506060"), intake)).json()) as { welcome: string })
        .welcome,
    ).toBe("now");
  });

  it("the welcomes' own budget and the number's 3 texts a day: past either, no welcome, and the answer says a consultant calls", async () => {
    const { quota, intake } = setup({ budget: 2 });
    const answers = [];
    for (const phone of ["01011110001", "01011110002", "01011110003"])
      answers.push(
        ((await (await handleLeadPost("register", register(phone), intake)).json()) as { welcome: string | null })
          .welcome,
      );
    expect(answers).toEqual(["now", "now", null]);
    // The booking's texts have their own budget: untouched.
    expect(await quota.used("2026-12-02", "sms-site")).toBe(0);
    const { intake: other, quota: q2 } = setup();
    for (let i = 0; i < 3; i++) await q2.take("2026-12-02", [{ key: "sms-to:01099990000", limit: 3 }]);
    expect(
      ((await (await handleLeadPost("register", register("01099990000"), other)).json()) as { welcome: string | null })
        .welcome,
    ).toBeNull();
  });

  it("in the night the answer says 08:00, and the message waits for it; a plain form post is sent back with the same", async () => {
    const { sms, intake, setClock } = setup();
    setClock(new Date("2026-12-02T14:30:00Z")); // 23:30 in Seoul
    const form = new Request(`${ORIGIN}/api/register`, {
      method: "POST",
      body: new URLSearchParams({
        name: "김하늘",
        phone: "01012121212",
        consent: "on",
        _result: "register",
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${ORIGIN}/` },
    });
    const res = await handleLeadPost("register", form, intake);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/\?lead=ok&lid=[0-9a-f-]+#register-ok-morning$/);
    const id = new URL(location, ORIGIN).searchParams.get("lid")!;
    expect((await sms.get(`${id}:welcome`))?.nextAttemptAt).toEqual(new Date("2026-12-02T23:00:00Z"));
  });

  it("a refused registration queues nothing", async () => {
    const { intake, quota } = setup();
    const res = await handleLeadPost(
      "register",
      new Request(`${ORIGIN}/api/register`, {
        method: "POST",
        body: JSON.stringify({ name: "", phone: "01013131313", consent: true }),
        headers: { "content-type": "application/json" },
      }),
      intake,
    );
    expect(res.status).toBe(422);
    expect(await quota.used("2026-12-02", "sms-welcome")).toBe(0);
  });
});
