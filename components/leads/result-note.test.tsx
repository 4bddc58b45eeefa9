import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { leadFormCopy, successText } from "@/lib/site/content/lead-copy";
import { PROMISES_A_TEXT } from "@/lib/site/content/content-rules";
import { FormPostResults, ResultNote } from "./result-note";

// A registration's success message promises a text only where the answer said one is on its way
// (lib/visits/welcome.ts); otherwise it says a consultant calls. Both wordings are content's.

describe("the success message and the welcome", () => {
  it("without a welcome on its way it promises no text; with one it says now or at 08:00, after the first sentence", () => {
    const none = renderToStaticMarkup(<ResultNote kind="success" />);
    expect(none).toContain(leadFormCopy.customerResult.success.text);
    expect(none).not.toMatch(PROMISES_A_TEXT);
    const now = renderToStaticMarkup(<ResultNote kind="success" welcome="now" />);
    expect(now).toContain(
      "등록이 완료되었습니다. 견본주택 위치와 잔여세대 현황은 지금 문자로 보내 드립니다. 곧 전문 상담사가 연락드리겠습니다.",
    );
    expect(renderToStaticMarkup(<ResultNote kind="success" welcome="morning" />)).toContain(
      "오전 8시에 문자로 보내 드립니다",
    );
    // A failure never carries it.
    expect(renderToStaticMarkup(<ResultNote kind="failure" welcome="now" />)).not.toMatch(PROMISES_A_TEXT);
  });

  it("the popup's two-line message keeps its line breaks", () => {
    expect(successText(leadFormCopy.popupResult.success, "now")).toBe(
      "등록이 완료되었습니다.\n견본주택 위치와 잔여세대 현황은 지금 문자로 보내 드립니다.\n곧 전문 상담사가 연락드리겠습니다.",
    );
    expect(successText(leadFormCopy.popupResult.success, null)).toBe(leadFormCopy.popupResult.success);
  });

  it("without JavaScript, the answer's fragment picks the message: ok, ok-now or ok-morning", () => {
    const html = renderToStaticMarkup(<FormPostResults anchor="customer" />);
    expect(html).toMatch(/id="customer-ok"[^>]*>(?:(?!id=).)*곧 전문 상담사가/);
    expect(html).toMatch(/id="customer-ok-now"[^>]*>(?:(?!id=).)*지금 문자로 보내 드립니다/);
    expect(html).toMatch(/id="customer-ok-morning"[^>]*>(?:(?!id=).)*오전 8시에 문자로/);
  });
});
