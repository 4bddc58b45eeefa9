import { describe, expect, it } from "vitest";
import { complex as sample } from "./complex";
import { readdirSync } from "node:fs";
import path from "node:path";
import { parties } from "./parties";
import { complexSchema, parseContent } from "./schema";

// A complex's parties (시행사, 시공사, 신탁사, 분양대행사) as the footer and /privacy name them, and the
// build's refusal of a real complex that still carries a placeholder in them.

const real = (change: (parties: Record<string, unknown>) => void) => {
  const copy = structuredClone({ ...sample, sample: false }) as unknown as { parties: Record<string, unknown> };
  for (const key of Object.keys(copy.parties))
    copy.parties[key] = { ...(copy.parties[key] as object), businessNumber: "123-45-67890" };
  change(copy.parties);
  return () => parseContent("complex.ts", complexSchema, copy);
};

describe("the parties of the sale", () => {
  it("lists the selected complex's parties in the order 시행사, 시공사, 신탁사, 분양대행사, each with a number", () => {
    const order = ["시행사", "시공사", "신탁사", "분양대행사"];
    const titles = parties.map((p) => p.title);
    expect(titles.slice(0, 2)).toEqual(["시행사", "시공사"]);
    expect([...titles].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(titles);
    for (const p of parties) expect(p.businessNumber).not.toBe("");
  });

  it("builds a real complex whose parties carry real-looking values", () => {
    expect(real(() => {})()).toMatchObject({ sample: false });
  });

  it("refuses a real complex with a placeholder number, and names the party and field", () => {
    const parse = real((p) => ((p.builder as { businessNumber: string }).businessNumber = "000-00-00000"));
    expect(parse).toThrow(/complex\.ts: parties\.builder\.businessNumber: 시공사의 '000-00-00000'는 자리표시값입니다/);
  });

  it("refuses a real complex with 샘플 in a party's name, and a number of the wrong shape", () => {
    expect(real((p) => ((p.developer as { name: string }).name = "샘플개발㈜"))).toThrow(
      /parties\.developer\.name: 시행사의 '샘플개발㈜'는 자리표시값입니다/,
    );
    expect(real((p) => ((p.developer as { businessNumber: string }).businessNumber = "1234567890"))).toThrow(
      /parties\.developer\.businessNumber: 시행사의 사업자등록번호 '1234567890'는 000-00-00000 형식이어야 합니다/,
    );
  });

  it("lets a sample show its placeholders (it says it is one)", () => {
    expect(sample.sample).toBe(true);
    expect(sample.parties.developer.businessNumber).toMatch(/샘플/);
  });

  it("names, in every complex, the same 분양대행사 among the consent's recipients as among its parties", async () => {
    const dir = path.join(import.meta.dirname, "complexes");
    const slugs = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(slugs.length).toBeGreaterThanOrEqual(2);
    for (const { name: slug } of slugs) {
      const c = await import(`./complexes/${slug}/index.ts`);
      const agency = c.complex.parties.agency;
      const named = (c.consentRecipients as { name: string }[]).filter((r) => r.name.includes("분양대행사"));
      if (agency) expect(named.map((r) => r.name.startsWith(agency.name))).toEqual(named.map(() => true));
      else expect(named).toEqual([]);
    }
  });
});
