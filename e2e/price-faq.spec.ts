import { expect, test, type Locator } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { faq } from "../lib/site/content/faq";
import { paymentSchedule, priceNotice, priceTable, unitLabel } from "../lib/site/content/prices";
import { formatDueKo, formatWonKo, quote } from "../lib/site/sales/price";
import { parsePriceQuery, shareLabel } from "../lib/site/sales/price-view";
import { complex } from "../lib/site/content/complex";
import { balconyRows, optionRows, salesTerms } from "../lib/site/content/sales-terms";

// /SalesInfo/price and /SalesInfo/faq. Every expectation comes from the selected
// complex's content through the calculator, never from literals.

const PRICE = "/SalesInfo/price";
const FAQ = "/SalesInfo/faq";
const fallback = parsePriceQuery(priceTable, {});
const bandLabel = (id: string) => priceTable.floorBands.find((b) => b.id === id)!.label;
// A choice other than the default, so a change is visible.
const other = {
  type: priceTable.units.at(-1)!.slug === fallback.type ? priceTable.units[0]!.slug : priceTable.units.at(-1)!.slug,
  band:
    priceTable.floorBands.at(-1)!.id === fallback.band
      ? priceTable.floorBands[0]!.id
      : priceTable.floorBands.at(-1)!.id,
};

/** The page's last block: a tel: link to the complex's number; a KakaoTalk link, if any, opens the channel's chat. */
async function expectAskUs(ask: Locator) {
  await expect(ask).toBeVisible();
  const call = ask.getByRole("link", { name: new RegExp(complex.phone) });
  await expect(call).toHaveAttribute("href", `tel:${complex.phone.replace(/-/g, "")}`);
  const kakao = ask.locator('a[data-contact="kakao"]');
  if (await kakao.count()) await expect(kakao).toHaveAttribute("href", /^https:\/\/pf\.kakao\.com\/[^/]+\/chat$/);
  // Nothing but the footer comes after it.
  const last = await ask.evaluate((el) => {
    const main = el.closest("main") ?? document.body;
    const all = [...main.querySelectorAll("section, table, details, form")];
    return all
      .filter((x) => !el.contains(x) && !x.contains(el))
      .every((x) => x.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(last).toBe(true);
}

/** The calculator's result shows exactly the content's answer for this type and band. */
async function expectAnswer(calc: Locator, type: string, band: string) {
  const q = quote(priceTable, paymentSchedule, type, band)!;
  await expect(calc.getByTestId("price-result-title")).toHaveText(`${unitLabel(type)} 타입 · ${bandLabel(band)}`);
  await expect(calc.getByTestId("price-result-range")).toHaveText(`${formatWonKo(q.min)} ~ ${formatWonKo(q.max)}`);
  const rows = calc.getByTestId("price-result-row");
  await expect(rows).toHaveCount(q.atMin.length);
  for (const [i, p] of q.atMin.entries()) {
    const row = rows.nth(i);
    await expect(row.getByRole("rowheader")).toContainText(p.label);
    await expect(row.locator('[data-cell="min"]')).toHaveText(formatWonKo(p.amount));
    await expect(row.locator('[data-cell="max"]')).toHaveText(formatWonKo(q.atMax[i]!.amount));
    if (p.due) await expect(row.locator('[data-cell="due"]')).toContainText(formatDueKo(p.due));
  }
  const sum = (list: { amount: number }[]) => list.reduce((n, p) => n + p.amount, 0);
  expect([sum(q.atMin), sum(q.atMax)]).toEqual([q.min, q.max]);
}

test.describe("price page", () => {
  test(
    "the server HTML carries the sample notice and every installment date",
    { tag: "@once" },
    async ({ request }) => {
      const html = await (await request.get(PRICE)).text();
      for (const line of priceNotice) expect(html).toContain(line);
      for (const i of paymentSchedule.installments) expect(html).toContain(formatDueKo(i.due));
    },
  );

  test("tables and payment schedule match content", async ({ page }) => {
    await page.goto(PRICE);
    for (const unit of priceTable.units) {
      const table = page.getByTestId(`price-table-${unit.slug}`);
      await expect(table.locator("caption")).toContainText(`${unitLabel(unit.slug)} 타입`);
      for (const p of unit.prices) {
        await expect(table.getByRole("row", { name: new RegExp(`^${bandLabel(p.band)}`) })).toContainText(
          `${formatWonKo(p.min)} ~ ${formatWonKo(p.max)}`,
        );
      }
    }
    const schedule = page.getByTestId("payment-schedule");
    // The 계약금 as the terms give it: at once, or 1차 정액 at signing and the rest later.
    const deposits = paymentSchedule.deposit.parts ?? [{ ...paymentSchedule.deposit, fixed: undefined }];
    for (const d of deposits) {
      const row = schedule.getByRole("row", { name: new RegExp(`^${d.label}`) });
      await expect(row).toContainText(formatDueKo(d.due));
      await expect(row).toContainText(
        d.fixed !== undefined ? `${formatWonKo(d.fixed)} 정액` : shareLabel(salesTerms.deposit.percent * 100),
      );
    }
    for (const i of paymentSchedule.installments)
      await expect(schedule.getByRole("row", { name: new RegExp(`^${i.label}`) })).toContainText(formatDueKo(i.due));
    await expect(schedule.getByRole("row", { name: new RegExp(`^${paymentSchedule.balance.label}`) })).toContainText(
      paymentSchedule.balance.dueLabel,
    );
  });

  test("the 발코니 확장 and 유상옵션 tables show the terms, per type where they vary", async ({ page }) => {
    await page.goto(PRICE);
    const balcony = page.getByTestId("balcony-table");
    await expect(balcony.getByRole("row")).toHaveCount(balconyRows.length + 1);
    for (const r of balconyRows)
      await expect(balcony.getByRole("row", { name: new RegExp(`^${r.label} 타입`) })).toContainText(
        r.price === null ? "무상 제공" : formatWonKo(r.price),
      );
    const options = page.getByTestId("options-table");
    await expect(options.locator("tbody tr")).toHaveCount(optionRows.length);
    for (const o of optionRows) {
      const row = options.locator(`tr[data-option="${o.id}"]`);
      await expect(row.getByRole("rowheader")).toContainText(o.name);
      if (o.byType)
        for (const t of o.byType)
          await expect(row.locator(`[data-type="${t.slug}"]`)).toHaveText(`${t.label}${formatWonKo(t.price)}`);
      else await expect(row).toContainText(formatWonKo(o.price!));
    }
  });

  test("ends with the consultation number as a call, and the KakaoTalk chat only where there is a channel", async ({
    page,
  }) => {
    await page.goto(PRICE);
    await expectAskUs(page.getByTestId("ask-us"));
  });

  test("with JavaScript the calculator answers at once, with no request, and the address follows", async ({ page }) => {
    await page.goto(PRICE);
    const calc = page.getByTestId("price-calculator");
    await expectAnswer(calc, fallback.type, fallback.band);
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document" || r.url().includes("_rsc")) documents++;
    });
    await calc.getByRole("group", { name: "타입" }).getByText(unitLabel(other.type), { exact: true }).click();
    await calc.getByRole("group", { name: "층 구간" }).getByText(bandLabel(other.band), { exact: true }).click();
    await expectAnswer(calc, other.type, other.band);
    await expect(page).toHaveURL(new RegExp(`\\?type=${other.type}&band=${other.band}#calculator$`));
    expect(documents).toBe(0);
    // Keyboard: arrow keys move within the radio group, and the answer follows.
    const bands = calc.getByRole("group", { name: "층 구간" }).getByRole("radio");
    await bands.first().focus();
    await page.keyboard.press("ArrowRight");
    await expectAnswer(calc, other.type, priceTable.floorBands[1]!.id);
    expect(documents).toBe(0);
  });

  test(
    "without JavaScript the form is a plain GET answered by the server; a bad query falls back with a notice",
    { tag: "@once" },
    async ({ browser }) => {
      // Same HTML for every viewport.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(PRICE);
      const calc = page.getByTestId("price-calculator");
      await expectAnswer(calc, fallback.type, fallback.band);
      await expect(calc.getByTestId("price-query-notice")).toHaveCount(0);
      await calc.getByText(unitLabel(other.type), { exact: true }).click();
      await calc.getByText(bandLabel(other.band), { exact: true }).click();
      await calc.getByRole("button", { name: "납부 금액 계산하기" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?type=${other.type}&band=${other.band}#calculator$`));
      await expectAnswer(calc, other.type, other.band);

      const res = await page.goto(`${PRICE}?type=%3Cscript%3E&band=${other.band}`);
      expect(res!.status()).toBe(200);
      await expect(calc.getByTestId("price-query-notice")).toContainText("기본 조건으로 계산했습니다");
      await expectAnswer(calc, fallback.type, other.band);
      for (const q of ["?type=&band=", "?type=a&type=b&band=%00", `?band=${"x".repeat(5000)}`]) {
        const r = await page.goto(`${PRICE}${q}`);
        expect(r!.status(), q).toBe(200);
        await expectAnswer(calc, fallback.type, fallback.band);
      }
      await context.close();
    },
  );
});

test.describe("FAQ page", () => {
  test("every question of content, grouped by category, opens and closes by keyboard", async ({ page }) => {
    await page.goto(FAQ);
    const items = page.getByTestId("faq-item");
    await expect(items).toHaveCount(faq.length);
    for (const category of new Set(faq.map((f) => f.category))) {
      await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
    }
    const first = faq[0]!;
    const details = page.locator(`details#${first.id}`);
    const summary = details.locator("summary");
    await expect(summary).toContainText(first.question);
    await expect(page.getByText(first.answer)).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    await expect(page.getByText(first.answer)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(details).not.toHaveAttribute("open", "");
    await expect(page.getByText(first.answer)).toBeHidden();
    // Tab reaches the next question.
    await summary.focus();
    await page.keyboard.press("Tab");
    await expect(page.locator(`details#${faq[1]!.id} summary`)).toBeFocused();
  });

  test("the answers on the terms say what the terms say", async ({ page }) => {
    await page.goto(FAQ);
    const balcony = page.locator("details#balcony");
    await balcony.locator("summary").click();
    await expect(balcony).toContainText(salesTerms.balcony.kind === "free" ? "무상" : "유상");
    const loan = page.locator("details#installment-loan");
    await loan.locator("summary").click();
    await expect(loan).toContainText(
      { free: "무이자", deferred: "이자후불제", borrower: "계약자가" }[salesTerms.midPayment.interest],
    );
  });

  test("ends with the consultation number as a call", async ({ page }) => {
    await page.goto(FAQ);
    await expectAskUs(page.getByTestId("ask-us"));
  });

  test("the FAQPage JSON-LD parses and carries every question and answer", { tag: "@once" }, async ({ request }) => {
    const html = await (await request.get(FAQ)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
      const data = JSON.parse(m[1]!) as unknown;
      return Array.isArray(data) ? data : [data];
    }) as { "@type": string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] }[];
    const faqLd = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faqLd).toBeTruthy();
    expect(faqLd!.mainEntity!.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      faq.map((f) => [f.question, f.answer]),
    );
  });
});

test.describe("accessibility of the price and FAQ pages", () => {
  for (const path of [PRICE, `${PRICE}?type=${other.type}&band=nope`, FAQ]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      if (path === FAQ)
        await page
          .locator("details")
          .first()
          .evaluate((d) => ((d as HTMLDetailsElement).open = true));
      await page.waitForTimeout(800);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
