import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { SolapiSmsSender } from "./solapi";
import { redirectSolapiTo, startSolapiStandIn, type SolapiStandIn } from "@/test-support/solapi-stand-in.mjs";

// The production adapter, the real SDK, against the loopback stand-in (test-support).

const credentials = { apiKey: "NCSTESTKEY0000001", apiSecret: "TESTSECRET0000000000000000000001" };
let standIn: SolapiStandIn;
let undo: () => void;

beforeAll(async () => {
  standIn = await startSolapiStandIn(credentials);
  undo = await redirectSolapiTo(standIn.origin);
});

afterAll(async () => {
  undo?.();
  await standIn?.close();
});

describe("SolapiSmsSender (SOLAPI SDK)", () => {
  it("sends one message from the configured number, signed with the API key", async () => {
    const sender = new SolapiSmsSender({ ...credentials, from: "16880926" });
    const outcome = await sender.send({
      to: "01012345678",
      text: "[테스트] 방문예약이 확정되었습니다.",
      key: "V-1126-0001:confirmation",
    });
    expect(outcome).toMatchObject({ kind: "sent", providerId: expect.stringMatching(/^M4V/) });
    expect(standIn.received.at(-1)).toMatchObject({
      to: "01012345678",
      from: "16880926",
      text: "[테스트] 방문예약이 확정되었습니다.",
    });
  });

  it("a short text goes as SMS, a long one as LMS; a template goes as 알림톡 only where the channel is set", async () => {
    const sender = new SolapiSmsSender({ ...credentials, from: "16880926" });
    await sender.send({ to: "01012345678", text: "[테스트] 인증번호 123456", key: "k:code" });
    expect(standIn.received.at(-1)).toMatchObject({ type: "SMS" });
    const long = "[테스트] 요청하신 견본주택 안내입니다. ".repeat(5);
    const template = { id: "KA01TP-T", variables: { 단지명: "테스트" } };
    await sender.send({ to: "01012345678", text: long, key: "k:welcome", template });
    expect(standIn.received.at(-1)).toMatchObject({ type: "LMS", text: long });
    expect(standIn.received.at(-1)!.kakaoOptions).toBeUndefined();
    const kakao = new SolapiSmsSender({ ...credentials, from: "16880926", kakaoPfId: "KA01PF0000000000000001" });
    await kakao.send({ to: "01012345678", text: long, key: "k2:welcome", template });
    expect(standIn.received.at(-1)).toMatchObject({
      type: "ATA",
      text: long,
      kakaoOptions: {
        pfId: "KA01PF0000000000000001",
        templateId: "KA01TP-T",
        variables: { "#{단지명}": "테스트" },
        disableSms: false,
      },
    });
  });

  it("a 500 is worth a retry; wrong credentials are not", async () => {
    const sender = new SolapiSmsSender({ ...credentials, from: "16880926" });
    standIn.failNext(500);
    expect(await sender.send({ to: "01012345678", text: "재시도", key: "k:confirmation" })).toMatchObject({
      kind: "retry",
      error: expect.stringMatching(/500/),
    });
    const wrong = new SolapiSmsSender({
      ...credentials,
      apiSecret: "WRONGSECRET00000000000000000000",
      from: "16880926",
    });
    expect(await wrong.send({ to: "01012345678", text: "거절", key: "k:confirmation" })).toMatchObject({
      kind: "failed",
      error: expect.stringMatching(/InvalidAPIKey|401/),
    });
  });

  it("an unreachable provider is worth a retry (after the SDK's own retries)", async () => {
    const gone = await startSolapiStandIn(credentials);
    await gone.close(); // its port now refuses connections
    undo();
    const back = await redirectSolapiTo(gone.origin);
    try {
      const sender = new SolapiSmsSender({ ...credentials, from: "16880926" });
      expect(await sender.send({ to: "01012345678", text: "연결 실패", key: "k:confirmation" })).toMatchObject({
        kind: "retry",
      });
    } finally {
      back();
      undo = await redirectSolapiTo(standIn.origin);
    }
  });
});
