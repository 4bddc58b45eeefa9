import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { BOM } from "./csv";
import { sourceCsv, sourceLabel } from "./source-format";
import { toSourceTable } from "./dashboard";

describe("a source table with taps", () => {
  it("puts each row's taps beside its leads, and adds a source that brought taps and no lead", () => {
    const table = toSourceTable(
      "campaign",
      { rows: [{ key: ["naver", "cpc", "brand"], count: 4 }], total: 4 },
      new Map([
        [JSON.stringify(["naver", "cpc", "brand"]), { tel: 3, kakao: 1 }],
        [JSON.stringify(["", "", ""]), { tel: 2, kakao: 0 }],
      ]),
    );
    expect(table.rows).toEqual([
      { key: ["naver", "cpc", "brand"], count: 4, share: 1, clicks: { tel: 3, kakao: 1 } },
      { key: ["", "", ""], count: 0, share: 0, clicks: { tel: 2, kakao: 0 } },
    ]);
    expect(table.clickTotals).toEqual({ tel: 5, kakao: 1 });
  });
});

describe("the ad platform source table", () => {
  it("reads each platform row in Korean, a lead that clicked two platforms' ads as both", () => {
    expect(sourceLabel("platform", "naver")).toBe("네이버");
    expect(sourceLabel("platform", "google")).toBe("구글");
    expect(sourceLabel("platform", "google+meta")).toBe("구글 + 메타");
    expect(sourceLabel("campaign", "")).toBe("(없음)");
    expect(sourceLabel("referrer", "direct")).toBe("직접 방문 (direct)");
  });

  it("exports its rows as stored, with the count, the share and the source's taps on the phone and KakaoTalk links", () => {
    const csv = sourceCsv({
      dimension: "platform",
      rows: [
        { key: ["naver"], count: 3, share: 0.75, clicks: { tel: 2, kakao: 1 } },
        { key: ["google+meta"], count: 1, share: 0.25, clicks: { tel: 0, kakao: 0 } },
      ],
      total: 4,
      otherCount: 0,
      clickTotals: { tel: 2, kakao: 1 },
    });
    expect(csv).toBe(
      `${BOM}광고 플랫폼,건수,비율(%),전화 클릭,카카오톡 클릭\r\nnaver,3,75.0,2,1\r\ngoogle+meta,1,25.0,0,0\r\n`,
    );
  });
});
