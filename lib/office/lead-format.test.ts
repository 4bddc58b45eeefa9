import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { BOM } from "./csv";
import {
  CSV_HEADER,
  adClickNote,
  consentNote,
  adClickPlatforms,
  csvTime,
  exportCutNotice,
  formatLeadTime,
  formatPhone,
  leadsCsv,
  leadsExport,
} from "./lead-format";
import type { LeadRecord } from "@/lib/leads/outbox";

const lead: LeadRecord = {
  id: "lead_01",
  form: "inquiry",
  name: '=HYPERLINK("http://evil.example","김분양")',
  phone: "01012345678",
  message: "84A 타입 문의드립니다.\n주차는 몇 대인가요?",
  birthDate: null,
  email: null,
  visitDate: null,
  page: "/Promotion/Customer",
  referrer: null,
  utm: null,
  clickIds: null,
  consents: null,
  firstLeadId: null,
  consentAt: new Date("2026-11-23T07:04:05Z"),
  createdAt: new Date("2026-11-23T07:04:05Z"),
  status: "failed",
  attempts: 3,
  lastError: "HTTP 500",
  deliveredAt: null,
  nextAttemptAt: null,
};

describe("lead formatting", () => {
  it("writes times in Korean time", () => {
    expect(csvTime(new Date("2026-11-23T15:30:00Z"))).toBe("2026-11-24 00:30:00");
    expect(csvTime(null)).toBe("");
    expect(formatLeadTime(new Date("2026-11-23T07:04:05Z"))).toBe("2026. 11. 23. 16:04");
  });

  it("hyphenates mobile numbers and leaves anything else alone", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("011 123 4567")).toBe("011-123-4567");
    expect(formatPhone("010-1234-5678")).toBe("010-1234-5678");
    expect(formatPhone("02-123-4567")).toBe("02-123-4567");
  });

  it("exports leads as a BOM-prefixed CSV with Korean headers, labels, a neutralised formula and a quoted multi-line message", () => {
    const csv = leadsCsv([lead]);
    expect(csv.startsWith(BOM + CSV_HEADER.join(",") + "\r\n")).toBe(true);
    const row = csv.split("\r\n")[1]!;
    expect(
      row.startsWith(
        `2026-11-23 16:04:05,고객 문의,"'=HYPERLINK(""http://evil.example"",""김분양"")",010-1234-5678,"84A 타입 문의드립니다.\n주차는 몇 대인가요?",,,,/Promotion/Customer,전달 실패,3,HTTP 500,,lead_01`,
      ),
    ).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});

describe("click ids in the inbox and the CSV", () => {
  const napm = "ct=hf2bview|ci=0Gy1001FZzHfpCO600-M|tr=sa|hk=b03c9555";
  const clicked: LeadRecord = {
    ...lead,
    name: "김분양",
    clickIds: {
      napm,
      gclid: "Cj0KCQiA-abc_123",
      fbc: "fb.1.1764200000000.IwAR2xyz",
      fbp: "fb.1.1764100000000.1234567890",
    },
  };

  it("names the platforms whose ad was clicked, in Korean; Meta's browser id alone is no click", () => {
    expect(adClickNote(clicked.clickIds)).toBe("네이버·구글·메타 광고 클릭");
    expect(adClickPlatforms(clicked.clickIds)).toBe("네이버, 구글, 메타");
    expect(adClickNote({ gbraid: "0AAAAA" })).toBe("구글 광고 클릭");
    expect(adClickNote({ wbraid: "CkA" })).toBe("구글 광고 클릭");
    expect(adClickNote({ fbc: "fb.1.1.x" })).toBe("메타 광고 클릭");
    expect(adClickNote({ fbp: "fb.1.1764100000000.1234567890" })).toBeNull();
    expect(adClickNote(null)).toBeNull();
    expect(adClickPlatforms(null)).toBe("");
  });

  it("has one column per click id after the earlier columns, empty where a lead has none", () => {
    expect(CSV_HEADER.slice(14, 21)).toEqual([
      "광고 클릭",
      "NaPm (네이버)",
      "gclid (구글)",
      "gbraid (구글)",
      "wbraid (구글)",
      "fbc (메타)",
      "fbp (메타)",
    ]);
    const [, withIds, without] = leadsCsv([clicked, lead]).split("\r\n");
    expect(
      withIds!.includes(
        `,lead_01,"네이버, 구글, 메타",${napm},Cj0KCQiA-abc_123,,,fb.1.1764200000000.IwAR2xyz,fb.1.1764100000000.1234567890,`,
      ),
    ).toBe(true);
    expect(without!.includes(",lead_01,,,,,,,,")).toBe(true);
  });
});

describe("CSV export length", () => {
  const leads = ["c", "b", "a"].map((id) => ({ ...lead, id: `lead_${id}`, name: `고객${id}` }));

  it("holds every row when the list fits", () => {
    const { csv, truncated } = leadsExport(leads.slice(0, 2), 2);
    expect(truncated).toBe(false);
    expect(csv).toBe(leadsCsv(leads.slice(0, 2)));
  });

  it("says plainly, above the header, that it is cut when there are more rows than it holds", () => {
    const { csv, truncated } = leadsExport(leads, 2);
    expect(truncated).toBe(true);
    const lines = csv.slice(BOM.length).split("\r\n");
    expect(csv.startsWith(BOM)).toBe(true);
    expect(lines[0]).toBe(exportCutNotice(2));
    expect(exportCutNotice(10_000)).toBe(
      "※ 조건에 맞는 신청이 10,000건을 넘어 최근 10,000건만 담았습니다. 나머지는 기간을 나눠 다시 내려받아 주세요.",
    );
    expect(lines[1]).toBe(CSV_HEADER.join(","));
    expect(lines.filter((l) => l.includes("lead_"))).toHaveLength(2);
    expect(csv).not.toContain("lead_a");
  });
});

describe("consents in the inbox and the CSV", () => {
  const given: LeadRecord = {
    ...lead,
    name: "김분양",
    consents: { marketing: true, thirdParty: true, overseas: true, version: "c-abc123def456" },
  };
  const refused: LeadRecord = {
    ...lead,
    name: "김분양",
    consents: { marketing: false, thirdParty: false, overseas: false, version: "c-abc123def456" },
  };

  it("says which optional consents were given; a lead from before consents were kept says so", () => {
    expect(consentNote(given.consents)).toBe("마케팅 수신 동의 · 제3자 제공 동의 · 국외 이전 동의");
    expect(consentNote(refused.consents)).toBe("마케팅 수신 미동의");
    expect(consentNote({ marketing: false, thirdParty: true, overseas: false, version: "v" })).toBe(
      "마케팅 수신 미동의 · 제3자 제공 동의",
    );
    expect(consentNote(null)).toBe("선택 동의 기록 없음 (이전 양식)");
  });

  it("ends each row with the consent time (Korean time), the two choices and the texts' version; empty for a lead without a record", () => {
    expect(CSV_HEADER.slice(-6, -2)).toEqual(["동의 시각", "마케팅 수신 동의", "제3자 제공 동의", "동의 문구 버전"]);
    const [, yes, no, none] = leadsCsv([given, refused, lead]).split("\r\n");
    expect(yes!.endsWith(",2026-11-23 16:04:05,동의,동의,c-abc123def456,,동의")).toBe(true);
    expect(no!.endsWith(",2026-11-23 16:04:05,미동의,미동의,c-abc123def456,,미동의")).toBe(true);
    expect(none!.endsWith(",2026-11-23 16:04:05,,,,,")).toBe(true);
  });

  it("then the same phone number's first lead, empty for a first lead", () => {
    expect(CSV_HEADER.at(-2)).toBe("같은 연락처 첫 신청 번호");
    expect(
      leadsCsv([{ ...lead, firstLeadId: "lead_00" }])
        .split("\r\n")[1]!
        .endsWith(",lead_00,"),
    ).toBe(true);
  });

  it("ends with the 국외 이전 choice, a later column (a sheet built on the earlier ones still lines up)", () => {
    expect(CSV_HEADER.at(-1)).toBe("국외 이전 동의");
    const [, yes, no] = leadsCsv([given, { ...given, consents: { ...given.consents!, overseas: false } }]).split(
      "\r\n",
    );
    expect(yes!.endsWith(",동의")).toBe(true);
    expect(no!.endsWith(",미동의")).toBe(true);
  });
});
