import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startOwnServer, stopOwnServer, type OwnServer } from "./support/own-server";
import { complex } from "../lib/site/content";
import { leadCopy } from "../lib/site/content/leads";
import { leadMessages } from "../lib/leads/schema";
import { FIELD_MESSAGES } from "../lib/leads/constraints";
import { axeViolations, STORE_ONLY_REASON, storeOnlyRun } from "./support/axe";

// Lead capture end to end: the real build (e2e/support/serve.mjs) forwarding to a real stand-in
// form service on 127.0.0.1, LEAD_RATE_LIMIT=20 per client address, CRON_SECRET set.

const appPort = Number(process.env.E2E_PORT ?? 3100);
// The stand-in that e2e/support/serve.mjs starts next to the server (e2eFormServicePort in form-service.mjs).
const serviceUrl = `http://127.0.0.1:${appPort + 50}`;
const CRON_SECRET = process.env.CRON_SECRET ?? "e2e-cron-secret-0123456789";
const LIMIT = Number(process.env.LEAD_RATE_LIMIT ?? 20);

type Received = { body: Record<string, string> | null; answered: string };
async function received(): Promise<Received[]> {
  return (await (await fetch(`${serviceUrl}/__received`)).json()) as Received[];
}
async function deliveriesOf(
  predicate: (body: Record<string, string>) => boolean,
  atLeast = 1,
): Promise<Record<string, string>[]> {
  let found: Record<string, string>[] = [];
  await expect
    .poll(
      async () => {
        found = (await received()).flatMap((r) =>
          r.body && typeof r.body === "object" && predicate(r.body) ? [r.body] : [],
        );
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return found;
}

/** A client address of our own, so rate-limit counts of parallel tests never mix. */
function ownAddress() {
  return `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

test.describe("lead endpoints", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour only");

  test("201 after storing, then the lead reaches the form service with its id", async ({ request }) => {
    const name = unique("방문");
    const res = await request.post("/api/visit", {
      data: {
        name,
        phone: "010-4321-8765",
        message: "토요일 오전 방문",
        consent: true,
        marketingConsent: true,
        extra: "dropped",
      },
    });
    expect(res.status()).toBe(201);
    const { ok, id } = (await res.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const [body] = await deliveriesOf((b) => b.leadId === id);
    expect(body).toEqual({
      form: "visit",
      leadId: id,
      submittedAt: expect.any(String),
      name,
      phone: "01043218765",
      message: "토요일 오전 방문",
      // The optional consents travel with the lead: marketing given, third party not asked for here.
      consentedAt: body!.submittedAt,
      marketingConsent: "Y",
      thirdPartyConsent: "N",
      overseasConsent: "N",
      consentVersion: expect.stringMatching(/^c-[A-Za-z0-9_-]{12}$/),
    });
  });

  test("field errors 422 in Korean; malformed 400; too large 413; wrong type 415; GET 405", async ({ request }) => {
    const invalid = await request.post("/api/inquiry", {
      data: { name: "김", phone: "010-1234", birthDate: "991332", message: "", consent: false },
    });
    expect(invalid.status()).toBe(422);
    expect(await invalid.json()).toEqual({
      ok: false,
      errors: {
        phone: [leadMessages.phoneInvalid],
        birthDate: [leadMessages.birthDateInvalid],
        message: [leadMessages.messageRequired],
        consent: [leadMessages.consentRequired],
      },
    });
    const malformed = await request.post("/api/register", {
      headers: { "content-type": "application/json" },
      data: '{"name": "홍',
    });
    expect(malformed.status()).toBe(400);
    const big = await request.post("/api/register", {
      data: { name: "홍길동", phone: "01012345678", consent: true, message: "x".repeat(17_000) },
    });
    expect(big.status()).toBe(413);
    const text = await request.post("/api/register", {
      headers: { "content-type": "text/plain" },
      data: "name=홍길동",
    });
    expect(text.status()).toBe(415);
    for (const path of ["/api/register", "/api/visit", "/api/inquiry"]) {
      const get = await request.get(path);
      expect(get.status(), path).toBe(405);
    }
  });

  test("over LEAD_RATE_LIMIT per minute from one address: 429 with a Korean message", async ({ request }) => {
    const headers = { "x-forwarded-for": ownAddress() };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push(
        (
          await request.post("/api/register", {
            headers,
            data: { name: `연속${i}`, phone: "01012345678", consent: true },
          })
        ).status(),
      );
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 201)).toBe(true);
    const last = await request.post("/api/register", {
      headers,
      data: { name: "초과", phone: "01012345678", consent: true },
    });
    expect(last.status()).toBe(429);
    expect((await last.json()).message).toContain("1분 뒤에 다시 시도");
    const other = await request.post("/api/register", {
      headers: { "x-forwarded-for": ownAddress() },
      data: { name: "다른 주소", phone: "01012345678", consent: true },
    });
    expect(other.status()).toBe(201);
  });

  test("a filled honeypot looks accepted but nothing is sent; one Idempotency-Key makes one lead", async ({
    request,
  }) => {
    const bot = unique("봇");
    const trap = await request.post("/api/visit", {
      data: { name: bot, phone: "01012345678", consent: true, _gotcha: "https://spam.example" },
    });
    expect(trap.status()).toBe(201);
    expect((await trap.json()).ok).toBe(true);

    const name = unique("중복");
    const headers = { "idempotency-key": unique("open-key-") };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        request.post("/api/register", { headers, data: { name, phone: "01012345678", consent: true } }),
      ),
    );
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    await deliveriesOf((b) => b.name === name);
    // Give a duplicate every chance to show up, then count.
    await request.post("/api/cron/drain", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect((await received()).filter((r) => r.body?.name === name)).toHaveLength(1);
    expect((await received()).filter((r) => r.body?.name === bot)).toHaveLength(0);
  });

  test("POST /api/cron/drain needs the bearer secret", async ({ request }) => {
    expect((await request.post("/api/cron/drain")).status()).toBe(401);
    expect(
      (
        await request.post("/api/cron/drain", { headers: { authorization: "Bearer wrong-secret-wrong-secret" } })
      ).status(),
    ).toBe(401);
    const ok = await request.post("/api/cron/drain", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(ok.status()).toBe(200);
    // The old name of POST /api/cron/run: every scheduled job (e2e/cron.spec.ts proves each).
    expect(await ok.json()).toMatchObject({
      ok: true,
      jobs: { leads: { status: "ok", counts: { claimed: expect.any(Number) } } },
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home visit form posts, comes back (303) and shows the result", async ({ page }) => {
    await page.goto("/");
    const form = page.locator('form[action="/api/visit"]:visible').first();
    const name = unique("노스크립트");
    await form.getByLabel(leadCopy.fields.name.label).fill(name);
    // Placeholders read as examples, never as a value already filled in.
    await expect(form.getByLabel(leadCopy.fields.name.label)).toHaveAttribute("placeholder", "예) 홍길동");
    await expect(form.getByLabel(leadCopy.fields.phone.label)).toHaveAttribute("placeholder", /^예\) /);
    await form.getByLabel(leadCopy.fields.phone.label).fill("010-5555-6666");
    await form.getByLabel(/문의사항/).fill("주차 가능한가요?");
    await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/visit")),
      form.getByRole("button", { name: "등록" }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL(/\?lead=ok&lid=[0-9a-f-]{36}#visit-form-ok$/);
    await expect(page.getByText(leadCopy.formResult.ok).locator("visible=true")).toBeVisible();
    const [body] = await deliveriesOf((b) => b.name === name);
    expect(body).toMatchObject({ form: "visit", phone: "01055556666", message: "주차 가능한가요?" });
  });

  test("the customer form posts and comes back with the result", async ({ page }) => {
    await page.goto("/Promotion/Customer");
    const form = page.getByTestId("customer-form");
    const name = unique("고객");
    await form.getByLabel(leadCopy.fields.name.label).fill(name);
    await form.getByLabel(leadCopy.fields.phone.label).fill("01077778888");
    await form.getByLabel(leadCopy.fields.birthDate.label).fill("880705");
    await form.getByLabel(leadCopy.fields.message.label).fill("101㎡ 잔여 세대 문의");
    await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await form.getByRole("button", { name: leadCopy.customer.submit }).click();
    await page.waitForURL(/\/Promotion\/Customer\?lead=ok&lid=[0-9a-f-]{36}#customer-ok$/);
    await expect(page.locator("#customer-ok")).toBeVisible();
    await expect(page.locator("#customer-invalid")).toBeHidden();
    const [body] = await deliveriesOf((b) => b.name === name);
    expect(body).toMatchObject({ form: "inquiry", phone: "01077778888", birthDate: "880705" });
  });

  test("the browser's own check still blocks a bad submit: nothing is posted, the page stays", async ({ page }) => {
    await page.goto("/Promotion/Customer");
    const form = page.getByTestId("customer-form");
    await expect(form).not.toHaveAttribute("novalidate");
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/inquiry")) posted++;
    });
    const before = page.url();
    await form.getByRole("button", { name: leadCopy.customer.submit }).click();
    await form.getByLabel(leadCopy.fields.name.label).fill("홍길동");
    await form.getByLabel(leadCopy.fields.phone.label).fill("12345");
    await form.getByRole("button", { name: leadCopy.customer.submit }).click();
    await page.waitForTimeout(500);
    expect(posted).toBe(0);
    expect(page.url()).toBe(before);
    expect(await form.locator(":invalid").count()).toBeGreaterThan(0);
    expect(
      await form
        .getByLabel(leadCopy.fields.phone.label)
        .evaluate((el: HTMLInputElement) => el.validity.patternMismatch),
    ).toBe(true);
  });

  test("the popup buttons fall back to the customer page", async ({ page }) => {
    await page.goto("/Brand/intro");
    await expect(page.getByTestId("site-footer").getByRole("button", { name: "관심고객 등록" })).toHaveAttribute(
      "href",
      "/Promotion/Customer",
    );
  });
});

async function openPopup(page: Page) {
  const opener = page.getByTestId("site-footer").getByRole("button", { name: "관심고객 등록" });
  const dialog = page.getByRole("dialog", { name: leadCopy.popup.title });
  // The opener answers once the page has hydrated; under a loaded run the first click can come earlier.
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // The popup adds its history entry in an effect, just after it is painted: wait for it before Back.
  await page.waitForFunction(
    () => (history.state as { registrationPopup?: boolean } | null)?.registrationPopup === true,
  );
  return { opener, dialog };
}

async function fillPopup(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(leadCopy.fields.name.label).fill(name);
  await dialog.getByLabel(leadCopy.fields.phone.label).fill("010-2468-1357");
  await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
}

test.describe("registration popup", () => {
  test("a modal dialog: focus trapped, page scroll locked, Escape closes, focus returns to the opener", async ({
    page,
  }) => {
    await page.goto("/Brand/intro");
    const { opener, dialog } = await openPopup(page);
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel(leadCopy.fields.name.label)).toBeFocused();
    await expect(dialog.getByLabel(leadCopy.fields.phone.label)).toHaveAttribute("type", "tel");
    await expect(dialog.getByRole("link", { name: /개인정보처리방침/ })).toHaveAttribute("href", "/privacy");
    // The optional consents start unticked (the success test below submits without them).
    await expect(dialog.getByTestId("consent-marketingConsent")).not.toBeChecked();
    await expect(dialog.getByTestId("consent-thirdPartyConsent")).not.toBeChecked();

    // Scroll lock: the page does not move under the dialog.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("Back closes the popup; the next Back leaves the page; closing with x leaves no extra entry", async ({
    page,
  }) => {
    await page.goto("/Brand/video");
    await page.goto("/Brand/intro");
    const { dialog } = await openPopup(page);
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/Brand/intro");

    await openPopup(page);
    await dialog.getByRole("button", { name: leadCopy.popup.close }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/Brand/intro");

    await page.goBack();
    await expect(page).toHaveURL(/\/Brand\/video$/);
  });

  test("success: '등록 중...' while sending, then the message stays until closed; the lead is delivered", async ({
    page,
  }) => {
    await page.goto("/Brand/intro");
    const { dialog } = await openPopup(page);
    const name = unique("팝업");
    await fillPopup(page, name);
    // Hold the request briefly (it still reaches the real server) to see the submitting state.
    await page.route("**/api/register", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await dialog.getByRole("button", { name: leadCopy.popup.submit }).click();
    const busy = dialog.getByRole("button", { name: leadCopy.submitting });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(dialog.getByRole("status")).toHaveText(leadCopy.popupResult.success);
    await expect(dialog.getByLabel(leadCopy.fields.name.label)).toHaveCount(0); // no second submission from this opening
    await page.waitForTimeout(300);
    await expect(dialog.getByRole("status")).toBeVisible();
    const [body] = await deliveriesOf((b) => b.name === name);
    expect(body).toMatchObject({ form: "register", phone: "01024681357", email: "", visitDate: "" });
    await dialog.getByRole("button", { name: leadCopy.popup.close }).first().click();
    await expect(dialog).toBeHidden();
  });

  test("failure (the server refuses) and network error messages", async ({ page, request }) => {
    const address = ownAddress();
    for (let i = 0; i < LIMIT; i++)
      await request.post("/api/register", {
        headers: { "x-forwarded-for": address },
        data: { name: `채움${i}`, phone: "01012345678", consent: true },
      });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
    await page.goto("/Brand/intro");
    let { dialog } = await openPopup(page);
    await fillPopup(page, unique("거절"));
    await dialog.getByRole("button", { name: leadCopy.popup.submit }).click();
    await expect(dialog.getByRole("status")).toHaveText(leadCopy.popupResult.failure);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.route("**/api/register", (route) => route.abort("internetdisconnected"));
    ({ dialog } = await openPopup(page));
    await expect(dialog.getByLabel(leadCopy.fields.name.label)).toHaveValue(""); // a fresh opening
    await fillPopup(page, unique("오류"));
    await dialog.getByRole("button", { name: leadCopy.popup.submit }).click();
    await expect(dialog.getByRole("status")).toHaveText(leadCopy.popupResult.error);
  });
});

test.describe("customer page", () => {
  test("birth date is its own field; success shows ✓ and clears the form; the lead carries both", async ({ page }) => {
    await page.goto(`/${complex.defaultSite}/customer`);
    await expect(page.getByText("CUSTOMER SERVICE")).toBeVisible();
    await expect(page.getByText("24시간 상담").first()).toBeVisible();
    const form = page.getByTestId("customer-form");
    const name = unique("상담");
    const phone = form.getByLabel(leadCopy.fields.phone.label);
    const birth = form.getByLabel(leadCopy.fields.birthDate.label);
    await form.getByLabel(leadCopy.fields.name.label).fill(name);
    await phone.fill("010-3333-4444");
    await birth.fill("920214");
    await expect(phone).toHaveValue("010-3333-4444"); // typing the birth date leaves the phone alone
    await form.getByLabel(leadCopy.fields.message.label).fill("견본주택 방문 예약을 원합니다.");
    await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await page.route("**/api/inquiry", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole("button", { name: leadCopy.customer.submit }).click();
    await expect(form.getByRole("button", { name: leadCopy.submitting })).toBeDisabled();
    await expect(page.getByTestId("customer-result")).toHaveText(`✓${leadCopy.customerResult.success.text}`);
    await expect(form.getByLabel(leadCopy.fields.name.label)).toHaveValue("");
    await expect(phone).toHaveValue("");
    await expect(birth).toHaveValue("");
    const [body] = await deliveriesOf((b) => b.name === name);
    expect(body).toMatchObject({
      form: "inquiry",
      phone: "01033334444",
      birthDate: "920214",
      message: "견본주택 방문 예약을 원합니다.",
    });
  });

  test("✕ when the server refuses and ⚠ on a network error", async ({ page, request }) => {
    const address = ownAddress();
    for (let i = 0; i < LIMIT; i++)
      await request.post("/api/register", {
        headers: { "x-forwarded-for": address },
        data: { name: `채움${i}`, phone: "01012345678", consent: true },
      });
    await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
    await page.goto("/Promotion/Customer");
    const form = page.getByTestId("customer-form");
    const fill = async () => {
      await form.getByLabel(leadCopy.fields.name.label).fill("이도현");
      await form.getByLabel(leadCopy.fields.phone.label).fill("01099990000");
      await form.getByLabel(leadCopy.fields.birthDate.label).fill("750101");
      await form.getByLabel(leadCopy.fields.message.label).fill("분양가 문의");
      await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    };
    await fill();
    await form.getByRole("button", { name: leadCopy.customer.submit }).click();
    await expect(page.getByTestId("customer-result")).toHaveText(`✕${leadCopy.customerResult.failure.text}`);
    await expect(form.getByLabel(leadCopy.fields.name.label)).toHaveValue("이도현"); // kept for another try

    await page.route("**/api/inquiry", (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: leadCopy.customer.submit }).click();
    await expect(page.getByTestId("customer-result")).toHaveText(`⚠${leadCopy.customerResult.error.text}`);
  });
});

test.describe("cross-site posts", () => {
  test.skip(({ isMobile }) => isMobile, "server behaviour only");

  test("another site's form posting to us gets 403 with a Korean message; our own no-JS forms keep working (above)", async ({
    page,
  }) => {
    const name = unique("교차");
    // A page of another site (served by the test itself) with a plain form aimed at our endpoint.
    await page.route("http://attacker.localhost/**", (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<form method="post" action="http://127.0.0.1:${appPort}/api/visit"><input name="name" value="${name}"><input name="phone" value="01012345678"><input name="consent" value="on"><button>보내기</button></form>`,
      }),
    );
    await page.goto("http://attacker.localhost/");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/visit")),
      page.getByRole("button", { name: "보내기" }).click(),
    ]);
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /다른 사이트에서 보낸 요청은 받을 수 없습니다/,
    );
  });
});

/** The message a field is described by (aria-describedby's first id), and that it is marked invalid. */
async function expectFieldMessage(page: Page, field: ReturnType<Page["locator"]>, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = (await field.getAttribute("aria-describedby"))!.split(" ");
  await expect(page.locator(`[id="${ids[0]}"]`)).toHaveText(message);
  await expect(page.locator(`[id="${ids[0]}"]`)).toBeVisible();
}

test.describe("a refused submit: messages under the fields, focus on the first", () => {
  test("the popup: our check, then the server's refusal of a blank name under the field; the success offers booking a visit", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
    await page.goto("/Brand/intro");
    const { dialog } = await openPopup(page);
    const name = dialog.getByLabel(leadCopy.fields.name.label);
    const phone = dialog.getByLabel(leadCopy.fields.phone.label);
    const consent = dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ });
    await expect(name).toHaveAttribute("placeholder", "예) 홍길동");
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/register")) posted++;
    });

    await dialog.getByRole("button", { name: leadCopy.popup.submit }).click();
    await expect(name).toBeFocused();
    await expectFieldMessage(page, name, FIELD_MESSAGES.name.required);
    await expectFieldMessage(page, phone, FIELD_MESSAGES.phone.required);
    await expectFieldMessage(page, consent, FIELD_MESSAGES.consent.required);
    await expect(dialog.getByTestId("form-check-summary")).toHaveText(leadCopy.check.summary(3));
    expect(posted).toBe(0);
    if (!storeOnlyRun) expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    // A field put right loses its message; a malformed phone gets its own, with the example.
    await name.fill("홍길동");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await phone.fill("1234");
    await dialog.getByRole("button", { name: leadCopy.popup.submit }).click();
    await expect(phone).toBeFocused();
    await expectFieldMessage(page, phone, FIELD_MESSAGES.phone.invalid);
    expect(posted).toBe(0);

    // Spaces pass the browser's `required`; the server refuses them (422) and says so under the field.
    await name.fill("   ");
    await phone.fill("010-2468-1357");
    await consent.check();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/register")),
      dialog.getByRole("button", { name: leadCopy.popup.submit }).click(),
    ]);
    expect(answer.status()).toBe(422);
    await expect(name).toBeFocused();
    await expectFieldMessage(page, name, FIELD_MESSAGES.name.required);
    await expect(phone).not.toHaveAttribute("aria-invalid");

    const who = unique("예약");
    await name.fill(who);
    await dialog.getByRole("button", { name: leadCopy.popup.submit }).click();
    await expect(dialog.getByTestId("popup-result")).toHaveAttribute("data-result", "success");
    const book = dialog.getByRole("link", { name: leadCopy.popup.book });
    await expect(book).toHaveAttribute("href", "/Promotion/Visit");
    await expect(dialog.getByRole("button", { name: leadCopy.popup.close }).last()).toBeVisible();
    await book.click();
    await expect(page).toHaveURL(/\/Promotion\/Visit$/);
    await expect(dialog).toBeHidden();
    // Nothing of the visitor travels in the address.
    expect(page.url()).not.toContain(encodeURIComponent(who));
    expect(page.url()).not.toMatch(/2468|1357/);
    await expect(page.getByTestId("booking-form").or(page.getByTestId("booking-closed"))).toBeVisible();
  });

  test("the customer form: our check with the focused field clear of the fixed bars, then a birth date only the server refuses", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
    await page.goto("/Promotion/Customer");
    const form = page.getByTestId("customer-form");
    // Hydrated: our messages take the browser bubble's place.
    await expect(form).toHaveAttribute("novalidate", "");
    const name = form.getByLabel(leadCopy.fields.name.label);
    const birth = form.getByLabel(leadCopy.fields.birthDate.label);
    await form.getByRole("button", { name: leadCopy.customer.submit }).click();
    await expect(name).toBeFocused();
    await expectFieldMessage(page, name, FIELD_MESSAGES.name.required);
    await expectFieldMessage(page, birth, FIELD_MESSAGES.birthDate.required);
    await expectFieldMessage(page, form.getByLabel(leadCopy.fields.message.label), FIELD_MESSAGES.message.required);
    await expect(form.getByTestId("form-check-summary")).toHaveText(leadCopy.check.summary(5));

    // WCAG 2.4.11: the focused field is not under the fixed header nor the phone's bottom bar.
    const box = (await name.boundingBox())!;
    const header = await page.locator("header").first().boundingBox();
    if (header) expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    const bar = page.getByTestId("mobile-bottom-bar");
    if (await bar.isVisible()) expect(box.y + box.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    if (!storeOnlyRun) expect(await axeViolations(page, { include: '[data-testid="customer-form"]' })).toEqual([]);

    await name.fill("이서윤");
    await form.getByLabel(leadCopy.fields.phone.label).fill("01055554444");
    await birth.fill("991340"); // six digits (the browser's pattern) but no 13th month
    await form.getByLabel(leadCopy.fields.message.label).fill("잔여세대 문의");
    await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/inquiry")),
      form.getByRole("button", { name: leadCopy.customer.submit }).click(),
    ]);
    expect(answer.status()).toBe(422);
    await expect(birth).toBeFocused();
    await expectFieldMessage(page, birth, FIELD_MESSAGES.birthDate.invalid);
    await expect(name).toHaveValue("이서윤"); // kept for another try
  });
});

test.describe("the press list and the operator's configuration", () => {
  test.skip(({ isMobile }) => isMobile, "what the server renders; one viewport is enough");
  test.skip(() => storeOnlyRun, STORE_ONLY_REASON);
  // A deployment with no administrator sign-in configured: its own server on E2E_PORT + 40.
  const port = appPort + 40;
  let server: OwnServer | undefined;
  let dataDir = "";
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "press-operator-e2e-"));
    server = await startOwnServer(port, { DATA_DIR: dataDir, CRON_SECRET });
  });
  test.afterAll(async () => {
    if (server) await stopOwnServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a visitor sees nothing of a sign-in that is not set up; the list itself is there", async ({ page }) => {
    // The list is regenerated every 10 s (ISR): the copy prerendered at build time was rendered with
    // the build's settings (npm test builds with a sign-in), so the check is of the page this server
    // renders itself, reloaded until it has replaced the build's.
    const list = `${server!.url}/${complex.defaultSite}/press`;
    await page.goto(list);
    await expect
      .poll(
        async () => {
          await page.goto(list);
          return page.getByTestId("admin-login").count();
        },
        { timeout: 40_000, intervals: [2_000, 5_000] },
      )
      .toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("관리자 로그인이 아직 설정되지 않아");
    await expect(page.locator("main")).not.toContainText("사이트 운영자에게 문의");
  });
});
