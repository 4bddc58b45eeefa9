import { chromium, expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { adTagConfig, type AdTagConfig } from "../../lib/ads/config.mjs";
import { leadCopy } from "../../lib/site/content/leads";
import { abroadTrackers } from "../../lib/privacy/processors";
import { chromiumArgs, chromiumExecutable } from "../support/chromium";
import { hydrated } from "../support/routes";
import { startTagHosts } from "../support/tag-hosts.mjs";

// The ad platforms' tags. The main build has no ad id: not a byte of a tag and
// a policy without their hosts. scripts/complex-smoke.mjs builds the second complex with all five
// (SMOKE_AD_TAGS there): Chromium then meets the loopback stand-ins of every tag host
// (e2e/support/tag-hosts.mjs, through --host-resolver-rules), which record what each receives.

const config: AdTagConfig | null = adTagConfig(process.env);
const AD_HOST = /facebook|pstatic|daumcdn|googletagmanager|doubleclick|google-analytics|daum\.net|naver\.(com|net)/;
const unique = (prefix: string) =>
  `${prefix}${Array.from({ length: 3 }, () => "가나다라마바사아자차카타파하"[Math.floor(Math.random() * 14)]).join("")}`;
const phone = () =>
  `010-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;
/** The tags load after the load event and an idle moment: on a busy machine that takes a while. */
const poll = <T>(fn: () => T | Promise<T>, message?: string) =>
  expect.poll(fn, { timeout: 20_000, ...(message ? { message } : {}) });
const ownAddress = () => `198.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

test.describe("without ad ids", () => {
  test.skip(config !== null, "this build has ad tags");

  test("no tag and not a byte of one; the security policy names no ad host", async ({ request }) => {
    for (const path of ["/", "/Promotion/Customer", "/Promotion/Visit", "/privacy"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain("/ads/loader.js");
      expect(html, path).not.toContain("data-ads");
      expect(res.headers()["content-security-policy"], path).not.toMatch(AD_HOST);
    }
  });
});

test.describe("with ad ids", () => {
  test.skip(config === null, "no ad id set (scripts/complex-smoke.mjs sets them for the second complex)");
  test.describe.configure({ mode: "serial" });

  let hosts: Awaited<ReturnType<typeof startTagHosts>>;
  let browser: Browser;
  let context: BrowserContext;
  const cfg = config!;

  test.beforeAll(async () => {
    hosts = await startTagHosts();
    browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: [...chromiumArgs, `--host-resolver-rules=${hosts.resolverRules}`],
    });
  });
  test.afterAll(async () => {
    await browser?.close();
    await hosts?.close();
  });
  test.beforeEach(async ({ baseURL }) => {
    context = await browser.newContext({
      baseURL,
      ignoreHTTPSErrors: true,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { "X-Forwarded-For": ownAddress() },
    });
  });
  test.afterEach(async () => context?.close());

  /** Console reports of the content security policy on a page. */
  function refusals(page: Page): string[] {
    const found: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) found.push(m.text());
    });
    return found;
  }
  const got = (host: string, match: (q: Record<string, string>, path: string) => boolean) =>
    hosts.received.filter((r) => r.host === host && match(r.query, r.path));
  const conversions = (id: string) => ({
    naver: got("wcs.naver.com", (q) => q.t === "conv"),
    meta: got("www.facebook.com", (q) => q.eid === id),
    ads: got("googleads.g.doubleclick.net", (q, p) => p.startsWith("/pagead/conversion/") && q.oid === id),
  });

  test("the landing page loads every configured tag after its load event: one page view each, no refusal by the policy, no form field given", async () => {
    const page = await context.newPage();
    const refused = refusals(page);
    const from = hosts.received.length;
    await page.goto("/?utm_source=meta&fbclid=IwAR_e2e");
    await poll(() => got("www.facebook.com", (q) => q.ev === "PageView").length).toBeGreaterThanOrEqual(1);
    await poll(() => got("region1.google-analytics.com", (q) => q.en === "page_view").length).toBeGreaterThanOrEqual(1);
    await poll(() => got("wcs.naver.com", (q) => q.t === "pv").length).toBeGreaterThanOrEqual(1);
    await poll(() => got("bc.ad.daum.net", (q) => q.e === "pageView").length).toBeGreaterThanOrEqual(1);
    const loadEnd = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const mine = hosts.received.slice(from);
    expect(Math.min(...mine.map((r) => r.at))).toBeGreaterThanOrEqual(Math.floor(loadEnd) - 5);
    expect(
      got("www.facebook.com", (q) => q.ev === "PageView").every(
        (r) => r.query.id === cfg.meta!.id && r.query.auto === "off",
      ),
    ).toBe(true);
    expect(got("wcs.naver.com", (q) => q.t === "pv")[0]!.query.wa).toBe(cfg.naver!.id);
    expect(got("bc.ad.daum.net", (q) => q.e === "pageView")[0]!.query.id).toBe(cfg.kakao!.id);
    expect(got("region1.google-analytics.com", (q) => q.en === "page_view")[0]!.query.tid).toBe(cfg.ga4!.id);
    expect(
      got("googleads.g.doubleclick.net", (_q, p) => p.startsWith("/pagead/viewthroughconversion/")).length,
    ).toBeGreaterThanOrEqual(1);
    expect(refused).toEqual([]);
  });

  test("a lead from the popup is one conversion on every platform, with the lead's id as Meta's event id and the Ads transaction id", async () => {
    const page = await context.newPage();
    const refused = refusals(page);
    await page.goto("/");
    await page.waitForFunction(() => typeof (window as unknown as { fbq?: unknown }).fbq === "function");
    const naverBefore = got("wcs.naver.com", (q) => q.t === "conv").length;
    // The opener is a link to the customer page until React has hydrated it.
    const opener = page.getByRole("button", { name: /관심고객 등록/ }).first();
    await hydrated(opener);
    await opener.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(leadCopy.fields.name.label).fill(unique("광고"));
    await dialog.getByLabel(leadCopy.fields.phone.label).fill(phone());
    await dialog.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/register") && r.status() === 201);
    await dialog.getByRole("button", { name: leadCopy.popup.submit }).click();
    const { id } = (await (await answered).json()) as { id: string };
    await poll(() => conversions(id).meta.length).toBe(1);
    await poll(() => conversions(id).ads.length).toBe(1);
    await poll(() => got("wcs.naver.com", (q) => q.t === "conv" && q.type === "lead").length - naverBefore).toBe(1);
    await poll(
      () => got("bc.ad.daum.net", (q) => q.e === "participation" && q.tag === "lead").length,
    ).toBeGreaterThanOrEqual(1);
    await poll(
      () =>
        got("region1.google-analytics.com", (q) => q.en === "generate_lead" && q["ep.lead_source"] === "register")
          .length,
    ).toBeGreaterThanOrEqual(1);
    expect(conversions(id).meta[0]!.query.ev).toBe("Lead");
    expect(conversions(id).ads[0]!.query.label).toBe(cfg.googleAds!.leadLabel);
    // Nothing the visitor typed reaches a tag.
    expect(JSON.stringify(hosts.received)).not.toMatch(/010-?\d{4}-?\d{4}|광고[가-힣]{3}/);
    expect(refused).toEqual([]);
  });

  test("a plain form post's result reports the lead once, its id out of the address before any tag reads it", async () => {
    const page = await context.newPage();
    await page.goto("/Promotion/Customer");
    const form = page.getByTestId("customer-form");
    await form.getByLabel(leadCopy.fields.name.label).fill(unique("폼"));
    await form.getByLabel(leadCopy.fields.phone.label).fill(phone());
    await form.getByLabel(leadCopy.fields.birthDate.label).fill("880512");
    await form.getByLabel(leadCopy.fields.message.label).fill("광고 보고 문의드립니다.");
    await form.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    // The browser's own submission, as before the page's script runs (no fetch, a 303 back).
    const landed = page.waitForRequest((r) => r.isNavigationRequest() && /\?lead=ok&lid=[0-9a-f-]{36}$/.test(r.url()));
    await form.evaluate((f) => HTMLFormElement.prototype.submit.call(f));
    const id = /lid=([0-9a-f-]{36})/.exec((await landed).url())![1]!;
    await poll(() => conversions(id).meta.length).toBe(1);
    await expect(page).toHaveURL(/\?lead=ok#customer-ok$/);
    expect(hosts.received.filter((r) => Object.values(r.query).some((v) => /[?&]lid=/.test(v)))).toEqual([]);
    await page.reload();
    await page.waitForTimeout(2500);
    expect(conversions(id).meta.length).toBe(1);
  });

  test("a booking's result reports Schedule through a frame of ours: the booking link never reaches a tag", async () => {
    const page = await context.newPage();
    const refused = refusals(page);
    await page.goto("/Promotion/Visit");
    // A choice made before React hydrates the form is reset by the hydration ("did not change its state").
    const slot = page.locator('input[name="slot"]:not([disabled])').first();
    await hydrated(slot);
    await slot.check();
    await page.locator("#visit-name").fill(unique("예약"));
    await page.locator("#visit-phone").fill(phone());
    await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await page.getByRole("button", { name: "방문 예약하기" }).click();
    await expect(page).toHaveURL(/\/Promotion\/Visit\/done\?t=/);
    const token = new URL(page.url()).searchParams.get("t")!;
    await poll(() => got("www.facebook.com", (q) => q.ev === "Schedule").length).toBe(1);
    await poll(() => got("wcs.naver.com", (q) => q.t === "conv" && q.type === "schedule").length).toBe(1);
    const schedule = got("www.facebook.com", (q) => q.ev === "Schedule")[0]!;
    expect(schedule.query.dl).toMatch(/\/ads\/frame\.html$/);
    // The frame is sandboxed: another origin to the page, so its tags cannot read the page or its address.
    await expect(page.locator('iframe[src="/ads/frame.html"]')).toHaveAttribute("sandbox", "allow-scripts");
    const frame = page.frames().find((f) => f.url().endsWith("/ads/frame.html"))!;
    expect(
      await frame.evaluate(() => {
        try {
          return window.parent.location.href;
        } catch {
          return "refused";
        }
      }),
    ).toBe("refused");
    expect(schedule.query.rl).toBe("");
    const leaked = hosts.received.filter(
      (r) => JSON.stringify(r.query).includes(token) || JSON.stringify(r.query).includes("/Promotion/Visit/done"),
    );
    expect(leaked).toEqual([]);
    expect(refused).toEqual([]);
  });

  test("no tag loads for a visitor who refused personalised ads on /privacy, nor in the back office", async () => {
    const page = await context.newPage();
    await page.goto("/privacy");
    // /privacy itself is not refused yet: its own page views go out first (a late beacon of it is no new tag).
    const fromPrivacy = (q: Record<string, string>) => /\/privacy$/.test(q.dl ?? q.u ?? q.url ?? "");
    for (const host of ["www.facebook.com", "region1.google-analytics.com", "wcs.naver.com", "bc.ad.daum.net"]) {
      await poll(() => got(host, fromPrivacy).length, host).toBeGreaterThanOrEqual(1);
    }
    const refuse = page.getByRole("button", { name: "맞춤형 광고 거부하기" });
    await hydrated(refuse);
    await refuse.click();
    await expect(page.getByTestId("ads-choice")).toContainText("거부한 상태입니다");
    const from = hosts.received.length;
    await page.goto("/");
    await page.waitForTimeout(3000);
    await page.goto("/admin");
    await page.waitForTimeout(1500);
    expect(hosts.received.slice(from).filter((r) => !fromPrivacy(r.query))).toEqual([]);
    const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL, ignoreHTTPSErrors: true });
    const admin = await fresh.newPage();
    const before = hosts.received.length;
    await admin.goto("/admin");
    await admin.waitForTimeout(3000);
    expect(hosts.received.slice(before)).toEqual([]);
    await fresh.close();
  });
});

test("/privacy's 국외 이전 section names the tags whose company is abroad, with the country; without a tag, that nothing goes abroad", async ({
  request,
}) => {
  const html = await (await request.get("/privacy")).text();
  const section = html.slice(html.indexOf("개인정보의 국외 이전"));
  const abroad = abroadTrackers(config);
  if (config?.meta || config?.ga4 || config?.googleAds) expect(abroad.length).toBeGreaterThan(0);
  for (const company of abroad) expect(section).toContain(company);
  if (abroad.length === 0) expect(section).toContain("국외로 이전하지 않습니다");
});
