import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { amountOfWords, termProblems } from "./content-rules";
import { faq } from "./faq";
import { specialPlan } from "./home";
import { paymentSchedule, priceNotice } from "./prices";
import { salesTerms } from "./sales-terms";
import {
  balanceShare,
  midShare,
  noticeTerms,
  salesTermsSchema,
  termCard,
  termsCoverageProblems,
  type SalesTerms,
} from "./sales-terms-schema";
import { crossCheck, termCopy } from "./validate";

// The sales terms are stated once (complexes/<slug>/terms.ts) and every copy that states one agrees
// with them: the content check names any that does not.

const folder = path.join(__dirname, "complexes");
const slugs = readdirSync(folder, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** Hand-made terms, so the rules are tested apart from any complex's content. */
const base: SalesTerms = salesTermsSchema.parse({
  deposit: { percent: 10, parts: [{ fixed: 10_000_000, monthsAfterContract: 0 }, { monthsAfterContract: 1 }] },
  midPayment: { months: [5, 9, 13, 17, 21, 25], percentEach: 10, interest: "free", loan: "arranged" },
  balance: { due: "입주지정기간 내" },
  balcony: { kind: "free" },
  included: [],
  options: [{ id: "door", name: "현관 중문", detail: "슬라이딩 중문", price: 1_900_000 }],
});
const paid: SalesTerms = salesTermsSchema.parse({
  ...base,
  deposit: { percent: 5, parts: [{ monthsAfterContract: 0 }] },
  midPayment: { ...base.midPayment, interest: "deferred" },
  balcony: { kind: "paid", prices: { "84A": 15_000_000 } },
});
const one = (text: string) => [{ where: "press.ts: sample content", text }];

describe("the content check of the sales terms", () => {
  it("passes both samples: every copy agrees with its complex's terms", async () => {
    for (const slug of slugs) {
      const c = await import(`./complexes/${slug}/index.ts`);
      const copy = termCopy(c);
      expect(copy.length, slug).toBeGreaterThan(100);
      expect(termProblems(c.salesTerms, copy), slug).toEqual([]);
      expect(termsCoverageProblems(c.salesTerms, c.unitTypes), slug).toEqual([]);
    }
  });

  it("passes the selected complex's FAQ, price notes, notice and home cards, which the folder check cannot see whole", () => {
    const copy = [
      ...faq.flatMap((f) => [
        { where: `faq ${f.id} question`, text: f.question },
        { where: `faq ${f.id}`, text: f.answer },
      ]),
      ...priceNotice.map((text) => ({ where: "priceNotice", text })),
      ...paymentSchedule.notes.map((text) => ({ where: "paymentSchedule.notes", text })),
      ...specialPlan.items.map((i) => ({ where: "specialPlan", text: `${i.label} ${i.figure}${i.unit} ${i.text}` })),
      ...noticeTerms(salesTerms, []).notes.map((text) => ({ where: "notice", text })),
    ];
    expect(termProblems(salesTerms, copy)).toEqual([]);
  });

  it("fails the issue's contradictions: a free balcony where it is priced and the other way round", () => {
    expect(termProblems(paid, one("전 타입 발코니 확장을 무상으로 제공합니다."))).toEqual([
      "press.ts: sample content: says '발코니 확장을 무상', but terms.ts prices 발코니 확장 per type (balcony.kind: paid) (copy must not contradict the sales terms)",
    ]);
    for (const text of [
      "발코니 확장은 선택 사항이며 분양가와 별도로 계약합니다.",
      "발코니 확장 및 유상 옵션 비용은 포함되어 있지 않습니다.",
      "분양가에는 발코니 확장 비용과 유상 옵션 비용이 포함되어 있지 않습니다.",
    ])
      expect(termProblems(base, one(text)), text).toEqual([
        expect.stringMatching(/gives 발코니 확장 free \(balcony\.kind: free\)/),
      ]);
    expect(termProblems(base, one("발코니 확장은 전 타입 무상으로 제공하며, 유상옵션 비용은 별도입니다."))).toEqual([]);
    expect(termProblems(paid, one("발코니 확장과 유상옵션 비용은 분양가에 포함되어 있지 않습니다."))).toEqual([]);
  });

  it("fails 중도금 무이자 where the terms say 이자후불제, and the reverse, and the buyer's interest against either", () => {
    expect(termProblems(paid, one("중도금 60% 무이자로 부담을 덜었습니다."))).toEqual([
      expect.stringMatching(
        /^press\.ts: sample content: says '무이자', but terms\.ts gives the 중도금 loan as 이자후불제/,
      ),
    ]);
    expect(termProblems(base, one("중도금 대출 이자는 이자후불제로 입주 때 냅니다."))).toEqual([
      expect.stringMatching(/says '이자후불', but terms\.ts gives the 중도금 loan as 무이자/),
    ]);
    expect(termProblems(base, one("중도금 대출 이자는 계약자가 매달 부담합니다."))).toHaveLength(1);
    expect(termProblems(base, one("중도금 대출 이자를 사업주체가 부담합니다."))).toEqual([]);
    expect(termProblems(paid, one("중도금 대출 이자를 사업주체가 부담합니다."))).toHaveLength(1);
  });

  it("fails a share of 계약금, 중도금 or 잔금 other than the terms', and a fixed 계약금 the terms do not give", () => {
    expect(termProblems(paid, one("계약금 10%로 첫 부담을 줄였습니다."))).toEqual([
      "press.ts: sample content: says '계약금 10%', but terms.ts gives 계약금 5% (copy must not contradict the sales terms)",
    ]);
    expect(termProblems(paid, one("계약금 5%로 첫 부담을 줄였습니다."))).toEqual([]);
    expect(termProblems(base, one("중도금은 전체 분양대금의 40%이며 잔금 50%는 입주 때 냅니다."))).toEqual([
      expect.stringMatching(/says '중도금은 전체 분양대금의 40%', but terms\.ts gives 중도금 60%/),
      expect.stringMatching(/says '잔금 50%', but terms\.ts gives 잔금 30%/),
    ]);
    expect(termProblems(base, one("1차 계약금 1천만원 정액제로 초기 부담을 낮췄습니다."))).toEqual([]);
    expect(termProblems(base, one("1차 계약금 500만원 정액제로 초기 부담을 낮췄습니다."))).toEqual([
      expect.stringMatching(/says '500만원 정액', but terms\.ts gives the fixed 계약금 as 10,000,000원/),
    ]);
    expect(termProblems(paid, one("1차 계약금 1천만원 정액제입니다."))).toEqual([
      expect.stringMatching(/has no fixed 계약금/),
    ]);
    // A question states nothing.
    expect(termProblems(paid, one("발코니 확장은 무상인가요? 계약금 10%인가요?"))).toEqual([]);
    expect([amountOfWords("1천만원"), amountOfWords("1,000만원"), amountOfWords("500만 원")]).toEqual([
      10_000_000, 10_000_000, 5_000_000,
    ]);
  });

  it("names the file and field of a contradicting copy in a folder: a press article, a page description, a home card", async () => {
    const c = await import(`./complexes/${slugs[0]}/index.ts`);
    const t: SalesTerms = c.salesTerms;
    const wrongBalcony =
      t.balcony.kind === "free" ? "발코니 확장은 분양가와 별도로 계약합니다." : "발코니 확장 무상 제공.";
    const [press, ...otherPress] = c.pressDrafts;
    const [page, ...otherPages] = c.pageEntries;
    const broken = {
      ...c,
      pressDrafts: [{ ...press, content: `${press.content}\n\n${wrongBalcony}` }, ...otherPress],
      pageEntries: [{ ...page, description: `${page.description} 계약금 ${t.deposit.percent + 5}%.` }, ...otherPages],
      specialPlan: {
        ...c.specialPlan,
        items: [
          { label: "잔금", figure: String(balanceShare(t) + 10), unit: "%", text: "입주 때 냅니다." },
          ...c.specialPlan.items.slice(1),
        ],
      },
    };
    const problems = crossCheck(broken).filter((p) => p.includes("contradict the sales terms"));
    expect(problems).toEqual([
      expect.stringMatching(/^home\.ts: specialPlan\.items\[0\]: says '잔금 \d+%'/),
      expect.stringMatching(
        new RegExp(`^pages\\.ts: ${page.path} description: says '계약금 ${t.deposit.percent + 5}%'`),
      ),
      expect.stringMatching(new RegExp(`^press\\.ts: ${press.id} content: says '발코니 확장`)),
    ]);
  });

  it("names a unit type without its balcony or option price", async () => {
    const c = await import(`./complexes/${slugs[0]}/index.ts`);
    const units = [...c.unitTypes, { slug: "999Z" }];
    const withPrices = salesTermsSchema.parse({
      ...paid,
      options: [{ id: "ac", name: "시스템 에어컨", detail: "전 침실 에어컨", prices: { "84A": 5_000_000 } }],
    });
    expect(termsCoverageProblems(withPrices, [{ slug: "84A" }, { slug: "99A" }])).toEqual([
      "terms.ts: balcony.prices: no price for unit type 99A",
      "terms.ts: options[0] (ac).prices: no price for unit type 99A",
    ]);
    expect(termsCoverageProblems(c.salesTerms, units).length).toBeGreaterThanOrEqual(
      c.salesTerms.balcony.kind === "paid" ? 1 : 0,
    );
  });
});

describe("the terms' own rules", () => {
  it("refuses a 계약금 whose last part is fixed, a first part not at signing, amounts not in 만원, no 잔금 left", () => {
    const bad = salesTermsSchema.safeParse({
      ...base,
      deposit: {
        percent: 10,
        parts: [
          { fixed: 10_005_000, monthsAfterContract: 1 },
          { fixed: 1_000_000, monthsAfterContract: 1 },
        ],
      },
      midPayment: { ...base.midPayment, percentEach: 15 },
    });
    expect(bad.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "deposit.parts.0.fixed: 금액은 만원 단위로 적어 주세요",
      "deposit.parts.0.monthsAfterContract: 1차 계약금은 계약 체결 때(0) 냅니다",
      "deposit.parts.1.fixed: 마지막 회차는 계약금의 나머지이므로 금액(fixed)을 적지 않습니다",
      "deposit.parts.1.monthsAfterContract: 뒤 회차는 앞 회차보다 늦어야 합니다",
      "midPayment: 계약금과 중도금의 합이 100% 미만이어야 합니다 (잔금이 남아야 합니다)",
    ]);
  });

  it("makes the home cards from the terms", () => {
    expect(termCard(base, "deposit")).toEqual({
      label: "계약금",
      figure: "10",
      unit: "%",
      text: "1차 계약금 1,000만원 정액제로 초기 부담을 낮췄습니다.",
    });
    expect(termCard(paid, "midPayment")).toMatchObject({ figure: String(midShare(paid)), unit: "% 이자후불" });
    expect(termCard(base, "balcony")).toMatchObject({ figure: "무상", unit: "제공" });
    expect(termCard(paid, "balcony")).toMatchObject({ figure: "1,500만", unit: "원부터" });
    expect(() => termCard(base, "included:0")).toThrow(/included\[0\]/);
  });
});
