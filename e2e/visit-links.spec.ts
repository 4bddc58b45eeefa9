import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeViolations, STORE_ONLY_REASON, storeOnlyRun } from "./support/axe";

// A refused booking link (malformed, tampered with, missing, or naming no booking) answers 404 with
// the Korean explanation in the HTML itself, in the site's frame: no JavaScript needed, and not
// Next's empty error document (<html id="__next_error__">) that a dynamic page's notFound() gives.
// proxy.ts refuses such a link first and the page renders the explanation (lib/visits/link-gate.ts).
// A genuine link still opens its page. The .ics of a refused link is a Korean 404 in plain text.

const EXPLANATION = "예약 확인 링크가 올바르지 않거나";
const ownAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
const phone = () =>
  `010-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;

// Well-formed but signed with another key; the right shape with a broken signature; not a token at all.
const forged = `v1.V-0101-0000.zz.${"A".repeat(43)}`;
const REFUSED = [
  `/Promotion/Visit/manage?t=${forged}`,
  "/Promotion/Visit/manage",
  "/Promotion/Visit/manage?t=",
  `/Promotion/Visit/manage?t=${forged}&t=${forged}`,
  "/Promotion/Visit/manage?t=%00%ff",
  "/Promotion/Visit/done?t=nonsense",
  `/Promotion/Visit/done?t=${forged}&changed=1`,
  "/Promotion/Visit/done",
];

/** A genuine booking through the JSON endpoint (the fourth day from the end: no other spec books there). */
async function book(
  page: Page,
  request: APIRequestContext,
): Promise<{ manageUrl: string; doneUrl: string; id: string }> {
  await page.goto("/Promotion/Visit");
  const days = page.getByRole("navigation", { name: "방문 날짜" }).getByRole("link");
  const href = await days.nth(Math.max(0, (await days.count()) - 4)).getAttribute("href");
  await page.goto(href!);
  const ids = await page.locator("label[data-slot]").evaluateAll((els) => els.map((e) => e.getAttribute("data-slot")!));
  const answer = await request.post("/api/visit-booking", {
    data: {
      slot: ids.at(-1),
      name: `링크${Math.random().toString(36).slice(2, 6)}`,
      phone: phone(),
      partySize: 1,
      consent: true,
    },
    headers: { "X-Forwarded-For": ownAddress() },
  });
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { manageUrl: string; doneUrl: string; booking: { id: string } };
  return { manageUrl: body.manageUrl, doneUrl: body.doneUrl, id: body.booking.id };
}

test.describe("refused booking links without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("404, the Korean explanation in the page frame, noindex", async ({ page }) => {
    for (const path of REFUSED) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId("link-problem"), path).toContainText(EXPLANATION);
      await expect(page.getByRole("heading", { level: 2, name: "예약 정보를 찾을 수 없습니다" })).toBeVisible();
      // The site's frame: header, banner, footer; the way back to the booking page.
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      await expect(page.getByTestId("site-footer")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("방문예약 확인·변경");
      await expect(page.getByRole("main").getByRole("link", { name: "방문예약 페이지로 가기" })).toHaveAttribute(
        "href",
        "/Promotion/Visit",
      );
      // Never indexed, and no "index, follow" beside it; the title says what happened.
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute("content")));
      expect(robots.length, path).toBeGreaterThan(0);
      for (const content of robots) expect(content, path).toMatch(/noindex/);
      await expect(page).toHaveTitle(/^예약 정보를 찾을 수 없습니다/);
      // The address bar keeps the link the visitor followed.
      expect(new URL(page.url()).pathname).toBe(path.split("?")[0]);
    }
  });

  test("a genuine link still opens its pages; the same link with its signature changed is refused", async ({
    page,
    request,
  }) => {
    const { manageUrl, doneUrl, id } = await book(page, request);
    const manage = new URL(manageUrl);
    const done = new URL(doneUrl, manage);
    for (const url of [`${manage.pathname}${manage.search}`, `${done.pathname}${done.search}`]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByTestId("booking-number")).toHaveText(id);
    }
    const t = manage.searchParams.get("t")!;
    const flipped = t.slice(0, -10) + (t.at(-10) === "A" ? "B" : "A") + t.slice(-9);
    const tampered = await page.goto(`/Promotion/Visit/manage?t=${encodeURIComponent(flipped)}`);
    expect(tampered?.status()).toBe(404);
    await expect(page.getByTestId("link-problem")).toContainText(EXPLANATION);
    // Cancelled through its link: the slot is free again for the next run.
    const cancel = await request.post("/api/visit-booking/manage", { data: { action: "cancel", t } });
    expect(cancel.status()).toBe(200);
  });
});

test.describe("refused booking links at the request level", () => {
  test(
    "the HTML of the answer carries the explanation: status 404, no error document",
    { tag: "@once" },
    async ({ request }) => {
      for (const path of REFUSED) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).not.toContain('id="__next_error__"');
        // In the markup itself, not only inside the RSC payload's script strings.
        expect(html, path).toMatch(new RegExp(`data-testid="link-problem"[^>]*>${EXPLANATION}`));
        const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);
        expect(robots.length, path).toBeGreaterThan(0);
        for (const content of robots) expect(content, path).toMatch(/noindex/);
        const head = await request.head(path);
        expect(head.status(), `HEAD ${path}`).toBe(404);
      }
    },
  );

  test("axe finds no serious or critical violation on the refused-link page", async ({ page }) => {
    test.skip(storeOnlyRun, STORE_ONLY_REASON);
    expect((await page.goto(REFUSED[0]!))?.status()).toBe(404);
    await expect(page.getByTestId("link-problem")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the .ics of a refused link: 404 with a Korean line, never a 500", { tag: "@once" }, async ({ request }) => {
    for (const query of [
      `?t=${forged}`,
      "",
      "?t=",
      "?t=nonsense",
      `?t=${forged}&t=x`,
      "?t=%ff%fe",
      `?t=${"a".repeat(5_000)}`,
    ]) {
      const response = await request.get(`/Promotion/Visit/ics${query}`);
      expect(response.status(), query).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/plain");
      expect(await response.text()).toContain("예약 확인 링크가 올바르지 않습니다");
    }
  });
});
