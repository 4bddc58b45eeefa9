import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { leadQueryString, parseLeadQuery } from "./lead-filter";

describe("parseLeadQuery", () => {
  it("reads no filter from an empty query or blank fields (a GET form sends them)", () => {
    expect(parseLeadQuery({})).toEqual({ ok: true, query: {}, filter: {} });
    expect(parseLeadQuery(new URLSearchParams("form=&from=&to="))).toEqual({ ok: true, query: {}, filter: {} });
  });

  it("turns Korean calendar days into an instant range, the last day included", () => {
    const parsed = parseLeadQuery({ form: "visit", from: "2026-11-01", to: "2026-11-30" });
    expect(parsed).toEqual({
      ok: true,
      query: { form: "visit", from: "2026-11-01", to: "2026-11-30" },
      filter: { form: "visit", from: new Date("2026-10-31T15:00:00Z"), to: new Date("2026-11-30T15:00:00Z") },
    });
  });

  it("takes the first of repeated parameters", () => {
    const parsed = parseLeadQuery({ form: ["inquiry", "visit"] });
    expect(parsed.ok && parsed.filter.form).toBe("inquiry");
  });

  it("refuses an unknown form, a malformed or impossible date, and a reversed range, in Korean", () => {
    expect(parseLeadQuery({ form: "admin" })).toEqual({ ok: false, error: "신청 유형을 목록에서 선택해 주세요." });
    expect(parseLeadQuery({ from: "2026/11/01" })).toEqual({
      ok: false,
      error: "날짜는 YYYY-MM-DD 형식으로 입력해 주세요.",
    });
    expect(parseLeadQuery({ to: "2026-02-30" })).toEqual({ ok: false, error: "존재하지 않는 날짜입니다." });
    expect(parseLeadQuery({ from: "2026-11-30", to: "2026-11-01" })).toEqual({
      ok: false,
      error: "시작일이 종료일보다 늦습니다.",
    });
  });

  it("writes the same query back for links", () => {
    expect(leadQueryString({ form: "register", from: "2026-11-01" })).toBe("?form=register&from=2026-11-01");
    expect(leadQueryString({})).toBe("");
  });
});
