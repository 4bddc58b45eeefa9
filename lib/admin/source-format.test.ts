import { describe, expect, it } from "vitest";
import { BOM } from "./csv";
import { sourceCsv, sourceLabel } from "./source-format";

describe("the ad platform source table", () => {
  it("reads each platform row in Korean, a lead that clicked two platforms' ads as both", () => {
    expect(sourceLabel("platform", "naver")).toBe("네이버");
    expect(sourceLabel("platform", "google")).toBe("구글");
    expect(sourceLabel("platform", "google+meta")).toBe("구글 + 메타");
    expect(sourceLabel("campaign", "")).toBe("(없음)");
    expect(sourceLabel("referrer", "direct")).toBe("직접 방문 (direct)");
  });

  it("exports its rows as stored, with the count and the share", () => {
    const csv = sourceCsv({
      dimension: "platform",
      rows: [
        { key: ["naver"], count: 3, share: 0.75 },
        { key: ["google+meta"], count: 1, share: 0.25 },
      ],
      total: 4,
      otherCount: 0,
    });
    expect(csv).toBe(`${BOM}광고 플랫폼,건수,비율(%)\r\nnaver,3,75.0\r\ngoogle+meta,1,25.0\r\n`);
  });
});
