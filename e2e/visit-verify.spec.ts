import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSolapiStandIn, type SolapiStandIn } from "../test-support/solapi-stand-in.mjs";
import { startOwnServer, stopOwnServer, type OwnServer } from "./support/own-server";

// With SMS on, a booking's number is proven by a one-time code before a place is taken: the form
// posts, the code goes to the number (the SOLAPI stand-in), the code page takes it without
// JavaScript, a wrong code is refused on screen and the right one lands on the result page. Its own
// server (SMS through the stand-in) on E2E_PORT + 87.

const port = Number(process.env.E2E_PORT ?? 3100) + 87;
const credentials = { apiKey: "NCSVERIFYE2E00001", apiSecret: "VERIFYE2ESECRET000000000000001" };
let solapi: SolapiStandIn;
let server: OwnServer | undefined;
let dataDir = "";

test.skip(({ isMobile }) => isMobile, "server behaviour; one viewport is enough");
test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  solapi = await startSolapiStandIn(credentials);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "visit-verify-e2e-"));
  server = await startOwnServer(
    port,
    {
      DATA_DIR: dataDir,
      LEAD_RATE_LIMIT: "0",
      VISIT_TOKEN_SECRET: "visit-verify-e2e-visit-token-secret-0123456789",
      SOLAPI_API_KEY: credentials.apiKey,
      SOLAPI_API_SECRET: credentials.apiSecret,
      SMS_SENDER_NUMBER: "1588-0926",
      SOLAPI_STAND_IN_ORIGIN: solapi.origin,
    },
    60_000,
    ["--import", path.resolve("e2e/support/solapi-preload.mjs")],
  );
});

test.afterAll(async () => {
  if (server) await stopOwnServer(server);
  await solapi?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("without JavaScript: the form sends a code, a wrong code is refused on screen, the right one books the place", async ({
  page,
}) => {
  test.slow();
  const url = server!.url;
  const phone = "01055667788";
  await page.goto(`${url}/Promotion/Visit`);
  await expect(page.getByTestId("verify-note")).toBeVisible();
  const slot = page.locator("label[data-slot]:has(input:not([disabled])) input").first();
  await slot.check();
  await page.locator("#visit-name").fill("인증고객");
  await page.locator("#visit-phone").fill(phone);
  await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ }).check();
  // The confirmation is sent only with the visitor's SMS consent (the code is what they asked for).
  await page.locator('input[name="smsConsent"]').check();
  await page.getByRole("button", { name: "방문 예약하기" }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit\/verify\?c=c1\./);

  // The code reaches the number right after the answer, and nothing else does.
  await expect.poll(() => solapi.received.filter((m) => m.to === phone).length, { timeout: 20_000 }).toBe(1);
  const text = solapi.received.find((m) => m.to === phone)!.text;
  expect(text).toContain("인증번호");
  const code = /\[(\d{6})\]/.exec(text)![1]!;

  await page.getByLabel("인증번호").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "방문예약 확정하기" }).click();
  await expect(page.getByTestId("verify-message")).toContainText("인증번호가 맞지 않습니다");

  await page.getByLabel("인증번호").fill(code);
  await page.getByRole("button", { name: "방문예약 확정하기" }).click();
  await expect(page).toHaveURL(/\/Promotion\/Visit\/done\?t=v1\./);
  await expect(page.getByTestId("booking-number")).toHaveText(/^V-\d{4}-\d{4}$/);
  // Then the confirmation, to the same number.
  await expect.poll(() => solapi.received.filter((m) => m.to === phone).length, { timeout: 30_000 }).toBe(2);
});
