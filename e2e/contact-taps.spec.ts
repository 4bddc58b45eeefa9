import { expect, test } from "@playwright/test";
import { openStores } from "./support/stores";

// A tap on the phone's call button sends one beacon to /api/contact-click with the visit's landing
// page (where the ad's UTM is) and its referrer, so the dashboard counts it per source
// (components/vitals/contact-taps.ts); the call itself is left to the phone.

test(
  "a tap on 전화상담 is counted with the visit's landing page, from any later page",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/?utm_source=naver&utm_medium=cpc&utm_campaign=contact-e2e");
    // The page remembers its landing once it has hydrated.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("presale:landing"))).toContain("contact-e2e");
    await page.getByRole("navigation", { name: "빠른 상담" }).getByRole("link", { name: "방문예약" }).click();
    await expect(page).toHaveURL(/\/Promotion\/Visit/);
    // The tel: navigation is stopped after the page's own listeners have run: only the beacon shows.
    await page.evaluate(() =>
      window.addEventListener("click", (e) => (e.target as Element).closest('a[href^="tel:"]') && e.preventDefault()),
    );
    // Tapped again until the page's listener is there (a tap before hydration is the phone's alone);
    // a retry of the test taps again, so the count is at least one.
    let request!: import("@playwright/test").Request;
    await expect(async () => {
      const beacon = page.waitForRequest((r) => r.url().endsWith("/api/contact-click") && r.method() === "POST", {
        timeout: 1_000,
      });
      await page.getByRole("navigation", { name: "빠른 상담" }).getByRole("link", { name: "전화상담" }).click();
      request = await beacon;
    }).toPass({ timeout: 15_000 });
    expect((await request.response())?.status()).toBe(204);
    // Counted under the landing page's campaign (the beacon's body is a Blob the browser does not show the test).
    const today = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000) };
    const taps = (await openStores().contact.bySource(today, "campaign")).get(
      JSON.stringify(["naver", "cpc", "contact-e2e"]),
    );
    expect(taps?.tel).toBeGreaterThanOrEqual(1);
    expect(taps?.kakao).toBe(0);
  },
);
