import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { redirectSolapiTo, startSolapiStandIn, type SolapiStandIn } from "@/test-support/solapi-stand-in.mjs";

// The registration routes' welcome end to end: POST through the handler the routes call
// (lib/visits/registration.ts), on a real SQLite file, with SMS and the KakaoTalk channel configured
// against the SOLAPI stand-in. The welcome is queued before the answer; the SMS pass scheduled after
// it sends one 알림톡 (with its SMS/LMS fallback text) carrying the desk's remaining units.

const credentials = { apiKey: "NCSWELCOMEKEY0001", apiSecret: "WELCOMESECRET00000000000000000001" };
const dataDir = mkdtempSync(path.join(os.tmpdir(), "registration-"));
const saved = { ...process.env };
let solapi: SolapiStandIn;
let undo: () => void;

beforeAll(async () => {
  solapi = await startSolapiStandIn(credentials);
  undo = await redirectSolapiTo(solapi.origin);
  for (const key of Object.keys(process.env))
    if (/^(ALERT_|LEAD_ALERT_|FORM_SERVICE_URL|FIREBASE_|FIRESTORE_|META_|ADMIN_|SMS_|SOLAPI_)/.test(key))
      delete process.env[key];
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATA_BACKEND: "sqlite",
    SITE_URL: "https://www.example.test",
    BACKGROUND_JOBS: "cron",
    CRON_SECRET: "welcome-cron-secret-0123456789",
    LEAD_RATE_LIMIT: "0",
    SOLAPI_API_KEY: credentials.apiKey,
    SOLAPI_API_SECRET: credentials.apiSecret,
    SMS_SENDER_NUMBER: "1588-0926",
    SMS_WELCOME_NIGHT: "send",
    SOLAPI_KAKAO_PF_ID: "KA01PF2612020000000000000001",
    SOLAPI_KAKAO_WELCOME_TEMPLATE_ID: "KA01TP-WELCOME-01",
  });
}, 60_000);

afterAll(async () => {
  const { closeAllDbs } = await import("@/lib/platform/db/sqlite");
  closeAllDbs();
  undo?.();
  await solapi?.close();
  process.env = { ...saved };
});

async function post(form: "register" | "visit" | "inquiry", body: Record<string, unknown>) {
  const { handleRegistration } = await import("./registration");
  const tasks: (() => Promise<unknown>)[] = [];
  const res = await handleRegistration(
    form,
    new Request(`https://www.example.test/api/${form}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
    (task) => void tasks.push(task),
  );
  return { res, afterAnswer: () => Promise.all(tasks.map((t) => t())) };
}

describe("the registration routes' welcome", () => {
  it("the answer says a message is on its way; right after it one 알림톡 goes, with the template's variables and the remaining units, its text the SMS fallback", async () => {
    const { unitsBoard } = await import("@/lib/leads/units");
    const { unitTypes } = await import("@/lib/site/content/complex");
    const { modelHouse } = await import("@/lib/site/content/visit-booking");
    const [first] = unitTypes;
    await (
      await unitsBoard()
    ).set([{ type: first!.slug, building: null, remaining: 7 }], "admin@example.test", new Date());

    const { res, afterAnswer } = await post("register", { name: "박알림", phone: "010-4141-5252", consent: true });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ok: true, welcome: "now" });
    expect(solapi.received.filter((m) => m.to === "01041415252")).toHaveLength(0);
    await afterAnswer();
    const sent = solapi.received.filter((m) => m.to === "01041415252");
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message).toMatchObject({
      type: "ATA",
      from: "15880926",
      kakaoOptions: { pfId: "KA01PF2612020000000000000001", templateId: "KA01TP-WELCOME-01", disableSms: false },
    });
    // On the wire the SDK writes each variable as #{name} (the stand-in refuses any other).
    expect(message!.kakaoOptions!.variables!["#{견본주택주소}"]).toBe(modelHouse.address);
    expect(message!.kakaoOptions!.variables!["#{잔여세대}"]).toContain(`- ${first!.label}: 7세대`);
    expect(message!.text).toContain(modelHouse.address);
    expect(message!.text).toContain(`- ${first!.label}: 7세대`);
    expect(message!.text).toContain("https://www.example.test/Promotion/Visit");
  });

  it("the same number on another form within 30 days: no second message, and the answer says so", async () => {
    const before = solapi.received.length;
    const { res, afterAnswer } = await post("inquiry", {
      name: "박알림",
      phone: "01041415252",
      birthDate: "900101",
      message: "84타입 문의드립니다",
      consent: true,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ok: true, welcome: null });
    await afterAnswer();
    expect(solapi.received.length).toBe(before);
  });

  it("a refused registration sends nothing", async () => {
    const before = solapi.received.length;
    const { res, afterAnswer } = await post("visit", { name: "박알림", phone: "0104141", consent: true });
    expect(res.status).toBe(422);
    await afterAnswer();
    expect(solapi.received.length).toBe(before);
  });
});
