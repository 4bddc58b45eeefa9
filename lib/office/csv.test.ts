import { describe, expect, it } from "vitest";
import { BOM, csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text, Korean and numbers as they are", () => {
    expect(csvCell("홍길동")).toBe("홍길동");
    expect(csvCell("010-1234-5678")).toBe("010-1234-5678");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks the RFC 4180 way", () => {
    expect(csvCell("서울, 강남")).toBe('"서울, 강남"');
    expect(csvCell('그는 "좋다"고')).toBe('"그는 ""좋다""고"');
    expect(csvCell("첫 줄\n둘째 줄")).toBe('"첫 줄\n둘째 줄"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil","클릭")')).toBe('"\'=HYPERLINK(""http://evil"",""클릭"")"');
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell(-5)).toBe("'-5");
  });

  it("does not touch a formula character that is not the first one", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("이메일 a@b.com")).toBe("이메일 a@b.com");
  });
});

describe("toCsv", () => {
  it("starts with a BOM, ends every line with CRLF, and keeps Korean intact as UTF-8", () => {
    const csv = toCsv(
      ["이름", "연락처"],
      [
        ["홍길동", "010-1234-5678"],
        ["=cmd", "메모, 있음"],
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}이름,연락처\r\n홍길동,010-1234-5678\r\n'=cmd,"메모, 있음"\r\n`);
    const bytes = Buffer.from(csv, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toContain("홍길동");
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe(`${BOM}a,b\r\n`);
  });
});
