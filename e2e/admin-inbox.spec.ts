import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { marketingConsentCopy } from "../lib/site/content/leads";
import { adminEmail, adminPassword } from "./support/admin.mjs";
import { postExport } from "./support/exports";
import { openStores } from "./support/stores";
import { ownAddress, sendInquiry, uniqueName } from "./support/leads";

// The lead inbox end to end: a lead sent through the customer page (JS on) shows up in
// /admin/leads and in its CSV; a lead the form service rejects shows '전달 실패' and a retry
// button that queues it again. The stand-in form service (e2e/support/serve.mjs) rejects only the
// names this spec registers with it, so parallel tests keep their own answers.

const INBOX = "/admin/leads";
const CSV = "/admin/leads/export.csv";
const serviceUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 50}`;

test.skip(({ isMobile }) => isMobile, "one project is enough: the server and its outbox are shared");

async function signIn(page: Page) {
  await page.goto(INBOX);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
  await expect(page.getByTestId("lead-table")).toBeVisible();
}

const leadRow = (page: Page, name: string) => page.getByTestId("lead-table").getByRole("row").filter({ hasText: name });

test("a lead sent through the site is listed, and the CSV keeps its Korean name (UTF-8 with BOM)", async ({ page }) => {
  const name = uniqueName("문의");
  await sendInquiry(page, name, "010-2468-1357", "주말 방문 상담을 원합니다.");
  await page.setExtraHTTPHeaders({});
  await signIn(page);

  const row = leadRow(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("고객 문의");
  await expect(row).toContainText("010-2468-1357");
  await expect(row).toContainText("주말 방문 상담을 원합니다.");
  await expect(row).toContainText(/전달 완료|전달 대기/);

  // The download asks why first (the browser's own check), then posts the reason with the view.
  await page.getByTestId("lead-export").getByText("내려받기", { exact: true }).click();
  const exportForm = page.getByTestId("lead-export-form");
  await exportForm.getByRole("button", { name: "CSV 내려받기" }).click();
  expect(
    await exportForm.getByLabel("내려받는 사유").evaluate((el: HTMLSelectElement) => el.validity.valueMissing),
  ).toBe(true);
  await exportForm.getByLabel("내려받는 사유").selectOption({ label: "상담 배정·회신" });
  const downloading = page.waitForEvent("download");
  await exportForm.getByRole("button", { name: "CSV 내려받기" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  const line = text.split(/\r?\n/).find((l) => l.includes(name));
  expect(line).toBeDefined();
  expect(line).toContain("고객 문의");
  expect(line).toContain("010-2468-1357");

  // The access record keeps why, beside who and how many.
  await page.goto("/admin/records");
  await expect(page.getByText("사유: 상담 배정·회신").first()).toBeVisible();
});

test("an ad's click ids go from the landing page, through another page's form, to the store, the inbox and the CSV", async ({
  page,
  context,
  baseURL,
}) => {
  const name = uniqueName("광고");
  await context.addCookies([{ name: "_fbp", value: "fb.1.1764000000000.1234567890", url: baseURL! }]);
  // The landing of the tab's visit is remembered once the page has loaded (components/vitals/landing.ts).
  await page.goto("/FloorPlan/videos?utm_source=google&gclid=E2e-Gclid_1.x&fbclid=E2eFbclid9&wbraid=bad%20id");
  await page.waitForFunction(() => sessionStorage.getItem("presale:landing")?.includes("gclid") === true);
  await sendInquiry(page, name, "010-2468-1358", "광고 보고 문의드립니다.");
  await page.setExtraHTTPHeaders({});

  const { leads } = openStores();
  let stored: Awaited<ReturnType<typeof leads.list>>[number] | undefined;
  await expect
    .poll(async () => (stored = (await leads.list({ form: "inquiry" })).find((l) => l.name === name)) !== undefined)
    .toBe(true);
  expect(stored!.clickIds).toMatchObject({ gclid: "E2e-Gclid_1.x", fbp: "fb.1.1764000000000.1234567890" });
  expect(stored!.clickIds!.fbc).toMatch(/^fb\.1\.\d{13}\.E2eFbclid9$/);
  expect(stored!.clickIds!.wbraid).toBeUndefined(); // not a click id's characters: dropped, the lead kept

  await signIn(page);
  await expect(leadRow(page, name)).toContainText("구글·메타 광고 클릭");
  const csv = await (await postExport(page.request)).text();
  const line = csv.split(/\r?\n/).find((l) => l.includes(name));
  expect(line).toContain("E2e-Gclid_1.x");
  expect(line).toContain("E2eFbclid9");
});

test("the optional consents start unticked and cost nothing; each lead keeps its choices, and only a consenting person is on the marketing list", async ({
  page,
}) => {
  const [refused, agreed] = [uniqueName("거부"), uniqueName("동의")];
  await page.goto("/Promotion/Customer");
  const form = page.getByTestId("customer-form");
  for (const box of ["consent-marketingConsent", "consent-thirdPartyConsent"])
    await expect(form.getByTestId(box)).not.toBeChecked();
  await form.getByText(marketingConsentCopy.details).first().click();
  await expect(form.getByText(marketingConsentCopy.channels)).toBeVisible();
  await sendInquiry(page, refused, "010-3579-2468", "선택 동의 없이 문의합니다.");
  await sendInquiry(page, agreed, "010-3579-2469", "분양 소식도 받고 싶습니다.", { marketing: true, thirdParty: true });
  await page.setExtraHTTPHeaders({});

  const { leads } = openStores();
  const stored = async (name: string) => (await leads.list({ form: "inquiry" })).find((l) => l.name === name);
  await expect.poll(async () => Boolean((await stored(refused)) && (await stored(agreed)))).toBe(true);
  // Nothing of this server's leads goes abroad: no 국외 이전 box, and the choice is no.
  expect((await stored(refused))!.consents).toEqual({
    marketing: false,
    thirdParty: false,
    overseas: false,
    version: expect.stringMatching(/^c-/),
  });
  expect((await stored(agreed))!.consents).toEqual({
    marketing: true,
    thirdParty: true,
    overseas: false,
    version: (await stored(refused))!.consents!.version,
  });

  await signIn(page);
  await expect(leadRow(page, refused).getByTestId("lead-consents")).toHaveText("마케팅 수신 미동의");
  await expect(leadRow(page, agreed).getByTestId("lead-consents")).toHaveText("마케팅 수신 동의 · 제3자 제공 동의");
  const csv = await (await postExport(page.request)).text();
  expect(csv.split(/\r?\n/).find((l) => l.includes(agreed))).toMatch(/,동의,동의,c-[\w-]{12},/);
  expect(csv.split(/\r?\n/).find((l) => l.includes(refused))).toMatch(/,미동의,미동의,c-[\w-]{12},/);
  // The marketing button posts the same form to the audience's CSV.
  await expect(page.getByTestId("marketing-export")).toHaveAttribute("formaction", "/admin/leads/marketing.csv");
  const audience = await postExport(page.request, "/admin/leads/marketing.csv", {}, { reason: "marketing" });
  expect(audience.status()).toBe(200);
  const list = await audience.text();
  expect(list).toContain(agreed);
  expect(list).toContain("010-3579-2469");
  expect(list).not.toContain(refused);
  expect(list).not.toContain("010-3579-2468");
});

test("the same phone number twice is one person with two leads: both kept, the later one linked to the first", async ({
  page,
}) => {
  const [first, again] = [uniqueName("처음"), uniqueName("다시")];
  const phone = `010-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;
  await sendInquiry(page, first, phone, "처음 문의드립니다.");
  await sendInquiry(page, again, phone, "한 번 더 문의드립니다.");
  await page.setExtraHTTPHeaders({});
  await signIn(page);
  await expect(leadRow(page, first).getByTestId("lead-person")).toHaveText(
    /^같은 연락처로 [2-9]건 신청 \(이 건이 처음\)$/,
  );
  await expect(leadRow(page, again).getByTestId("lead-person")).toHaveText(
    /^같은 연락처 재신청 · 첫 신청 \d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}$/,
  );
  const csv = await (await postExport(page.request)).text();
  const firstId = (await openStores().leads.list({ form: "inquiry" })).find((l) => l.name === first)!.id;
  // The first lead's id, then the 국외 이전 column (a later one, after it).
  expect(csv.split(/\r?\n/).find((l) => l.includes(again))).toMatch(new RegExp(`,${firstId},미동의$`));
});

test("a lead the form service rejects shows '전달 실패' and a retry button that queues it again", async ({ page }) => {
  test.slow(); // waits for the drainer (every 5 s) to deliver the retried lead
  const name = uniqueName("거절");
  const reject = await fetch(`${serviceUrl}/__reject/${encodeURIComponent(name)}`, { method: "POST" });
  expect(reject.status).toBe(204);
  try {
    await sendInquiry(page, name, "01097531246", "전달이 거절되는 문의입니다.");
  } finally {
    await page.setExtraHTTPHeaders({});
  }
  await signIn(page);

  // Forwarding runs right after the answer; the 422 marks the lead failed (a 4xx is not retried).
  const row = leadRow(page, name);
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("전달 실패", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText("HTTP 422");
  const retry = row.getByRole("button", { name: `${name} 님 신청 다시 전달하기` });
  await expect(retry).toBeVisible();

  // The service accepts it now; the retry puts it back in the queue and it is delivered.
  await fetch(`${serviceUrl}/__reject/${encodeURIComponent(name)}`, { method: "DELETE" });
  await retry.click();
  await expect(row).toContainText(/전달 대기|전달 완료/);
  await expect(row.getByRole("button", { name: /다시 전달하기/ })).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("전달 완료", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
});

test("an administrator deletes one lead after a confirmation, with JavaScript and without; it leaves the list and the CSV", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two leads, a sign-in (scrypt), axe and two deletions: over 45 s on a busy machine
  const names = [uniqueName("삭제"), uniqueName("무스크립트")];
  try {
    await sendInquiry(page, names[0]!, "010-5151-6262", "삭제를 요청할 문의입니다.");
    await sendInquiry(page, names[1]!, "010-7373-8484", "자바스크립트 없이 삭제할 문의입니다.");
  } finally {
    await page.setExtraHTTPHeaders({});
  }
  await signIn(page);

  // The row's link opens the confirmation; cancelling keeps the lead.
  const row = leadRow(page, names[0]!);
  await row.getByRole("link", { name: `${names[0]} 님 신청 삭제` }).click();
  const confirm = page.getByTestId("lead-delete-confirm");
  await expect(confirm).toContainText(`${names[0]} 님의 고객 문의 신청`);
  await expect(confirm).toContainText("되돌릴 수 없습니다");
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole("link", { name: "취소" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await row.getByRole("link", { name: `${names[0]} 님 신청 삭제` }).click();
  await confirm.getByRole("button", { name: "삭제하기" }).click();
  await expect(page.getByTestId("lead-deleted")).toHaveText(/신청 1건을 삭제했습니다/);
  await expect(row).toHaveCount(0);
  await expect(leadRow(page, names[1]!)).toHaveCount(1);

  // The same steps with JavaScript off: a link, then a plain form post.
  const plain = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const noJs = await plain.newPage();
    await noJs.goto(INBOX);
    await leadRow(noJs, names[1]!)
      .getByRole("link", { name: `${names[1]} 님 신청 삭제` })
      .click();
    await expect(noJs.getByTestId("lead-delete-confirm")).toContainText(`${names[1]} 님의 고객 문의 신청`);
    await noJs.getByTestId("lead-delete-confirm").getByRole("button", { name: "삭제하기" }).click();
    await expect(noJs.getByTestId("lead-deleted")).toHaveText(/신청 1건을 삭제했습니다/);
    await expect(leadRow(noJs, names[1]!)).toHaveCount(0);
  } finally {
    await plain.close();
  }

  const csv = await postExport(page.request);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  for (const name of names) expect(text).not.toContain(name);
});

test("a booking lead says whether it holds a place: its booking number, or that the visitor waits for a call", async ({
  page,
  request,
}) => {
  // A day that the booking spec (which takes the last days) leaves alone, and a slot with places.
  await page.goto("/Promotion/Visit");
  const links = page.getByRole("navigation", { name: "방문 날짜" }).getByRole("link");
  const day = /day=(\d{4}-\d{2}-\d{2})/.exec(
    (await links.nth(Math.max((await links.count()) - 4, 0)).getAttribute("href")) ?? "",
  )![1]!;
  await page.goto(`/Promotion/Visit?day=${day}`);
  const slots = await page
    .locator("label[data-slot]:has(input:not([disabled]))")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-slot")!));
  expect(slots.length).toBeGreaterThanOrEqual(2);
  const phone = `010-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;
  const booked = uniqueName("예약");
  const waiting = uniqueName("대기");
  const post = (name: string, slot: string) =>
    request.post("/api/visit-booking", {
      headers: { "x-forwarded-for": ownAddress() },
      data: { slot, name, phone, partySize: 2, consent: true },
    });
  const first = await post(booked, slots[0]!);
  expect(first.status()).toBe(201);
  const bookingId = ((await first.json()) as { booking: { id: string } }).booking.id;
  // The same phone on the same day: refused, and kept as a lead without a place.
  expect((await post(waiting, slots[1]!)).status()).toBe(409);

  await signIn(page);
  await page.goto(`${INBOX}?form=visit-booking`);
  await expect(leadRow(page, booked).getByTestId("lead-booking")).toHaveText(`예약 확정 ${bookingId}`);
  await expect(leadRow(page, waiting).getByTestId("lead-booking")).toHaveText(
    "예약 미확정 · 전화로 일정을 안내해 주세요",
  );
});

test("the CSVs refuse a request without the session cookie", async ({ playwright, baseURL }) => {
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    expect((await postExport(stranger, CSV)).status()).toBe(401);
    expect((await postExport(stranger, "/admin/leads/marketing.csv")).status()).toBe(401);
  } finally {
    await stranger.dispose();
  }
});

test("a number on the 수신거부 list, put there by the visitor on /privacy/opt-out or by the desk, is on no marketing list, whatever its consent", async ({
  page,
  browser,
}) => {
  const random = () => String(1000 + Math.floor(Math.random() * 9000));
  const [self, called] = [`010-${random()}-${random()}`, `010-${random()}-${random()}`];
  const [selfName, calledName] = [uniqueName("거부신청"), uniqueName("전화거부")];
  for (const [name, phone] of [
    [selfName, self],
    [calledName, called],
  ] as const)
    await sendInquiry(page, name, phone, "분양 소식을 받겠습니다.", { marketing: true, thirdParty: false });
  await page.setExtraHTTPHeaders({});
  await signIn(page);
  const audience = async () =>
    (await postExport(page.request, "/admin/leads/marketing.csv", {}, { reason: "marketing" })).text();
  await expect
    .poll(async () => (await audience()).includes(selfName) && (await audience()).includes(calledName))
    .toBe(true);

  // The visitor, without JavaScript, from /privacy to its 수신거부 page: the form posts and comes back to its result.
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const privacy = await visitor.newPage();
  await privacy.goto("/privacy");
  await privacy.getByRole("link", { name: "광고 수신거부" }).first().click();
  await expect(privacy).toHaveURL(/\/privacy\/opt-out$/);
  const form = privacy.getByTestId("opt-out-form");
  await form.getByLabel(/연락처/).fill(self);
  await form.getByRole("button", { name: "수신거부 신청" }).click();
  await expect(privacy).toHaveURL(/\/privacy\/opt-out\?optout=ok#opt-out-ok$/);
  await expect(privacy.locator("#opt-out-ok")).toBeVisible();
  await expect(privacy.locator("#opt-out-ok")).toContainText("수신거부가 접수되었습니다");
  await visitor.close();

  // The desk, for a person who asked by phone.
  await page.goto("/admin/leads");
  const entry = page.getByTestId("opt-out-entry");
  await entry.getByText("수신거부 등록", { exact: true }).click();
  await entry.getByLabel(/수신거부 번호 등록/).fill(called);
  await entry.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByTestId("opt-out-notice")).toContainText("수신거부 목록에 등록했습니다");
  // The answer comes back with the entry open.
  await entry.getByLabel(/수신거부 번호 등록/).fill(called);
  await entry.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByTestId("opt-out-notice")).toContainText("이미 수신거부 목록에 있는 번호입니다");

  const list = await audience();
  expect(list).not.toContain(selfName);
  expect(list).not.toContain(calledName);
  // Their leads and consents stay in the inbox: only the advertisements stop.
  await expect(leadRow(page, selfName)).toHaveCount(1);
});
