import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { overseasConsentCopy } from "../lib/site/content/lead-copy";
import { overseasTransfers, type TransferSettings } from "../lib/site/transfers";
import { startOwnServer, stopOwnServer, type OwnServer } from "./support/own-server";

// The 국외 이전 consent (개인정보 보호법 제28조의8): where this deployment sends a lead's data
// abroad, the lead forms show a box of its own, unticked, with the country, when and how, the items
// and the retention; where nothing goes abroad there is no box. /privacy carries the notice. The
// deployment abroad is its own server on E2E_PORT + 88, whose new-lead alerts go with the phone to a
// Slack webhook; the booking form renders per request, so it shows that server's settings (the
// prerendered pages show the build's). Nothing is submitted there: its alert would go to Slack.

const port = Number(process.env.E2E_PORT ?? 3100) + 88;
const SLACK = "https://hooks.slack.com/services/T00000000/B00000000/e2eOverseasCheck0000";
const abroad: TransferSettings = { dataBackend: "sqlite", metaCapi: false, alertWebhookWithPhone: SLACK };
const box = '[data-testid="consent-overseasConsent"]';
let server: OwnServer | undefined;
let dataDir = "";

test.skip(({ isMobile }) => isMobile, "what the server renders; one viewport is enough");

test.describe("a deployment that sends the phone abroad", () => {
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "overseas-e2e-"));
    server = await startOwnServer(port, {
      DATA_DIR: dataDir,
      LEAD_RATE_LIMIT: "0",
      LEAD_ALERT_WEBHOOK_URL: SLACK,
      LEAD_ALERT_WITH_PHONE: "true",
    });
  });

  test.afterAll(async () => {
    if (server) await stopOwnServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the booking form asks for the transfer abroad in a box of its own, unticked, naming the country, when and how, the items and the retention", async ({
    page,
  }) => {
    await page.goto(`${server!.url}/Promotion/Visit`);
    const consents = page.getByTestId("booking-form").getByTestId("consent-box");
    const overseas = consents.locator(box);
    await expect(overseas).toHaveCount(1);
    await expect(overseas).not.toBeChecked();
    await expect(overseas).not.toHaveAttribute("required");
    const [slack] = overseasTransfers(abroad);
    const label = consents.locator("label", { has: page.locator(box) });
    await expect(label).toContainText(overseasConsentCopy.title.replace(" (선택)", ""));
    await expect(label).toContainText(slack!.name);
    const details = consents.locator("details", {
      has: page.locator(`#${await overseas.getAttribute("aria-describedby")}`),
    });
    await details.locator("summary").click();
    for (const text of [slack!.country, slack!.when, slack!.items, slack!.retention, overseasConsentCopy.refusal])
      await expect(details).toContainText(text);
    // Separate from the third-party box (a box per consent; neither ticks the other).
    const third = consents.locator('[data-testid="consent-thirdPartyConsent"]');
    if ((await third.count()) > 0) {
      await third.check();
      await expect(overseas).not.toBeChecked();
    }
  });
});

test("where nothing goes abroad, no form shows the box, and /privacy's 국외 이전 section says nothing is transferred", async ({
  page,
}) => {
  await page.goto("/Promotion/Visit");
  await expect(page.getByTestId("booking-form").getByTestId("consent-box")).toBeVisible();
  await expect(page.locator(box)).toHaveCount(0);
  await page.goto("/Promotion/Customer");
  await expect(page.getByTestId("consent-box").first()).toBeVisible();
  await expect(page.locator(box)).toHaveCount(0);

  await page.goto("/privacy");
  const section = page.locator("section", { has: page.getByRole("heading", { name: /개인정보의 국외 이전/ }) });
  await expect(section).toHaveCount(1);
  await expect(section.getByTestId("privacy-overseas")).toHaveText(
    "회사는 정보주체의 개인정보를 국외로 이전하지 않습니다.",
  );
});
