import { describe, expect, it } from "vitest";
import { pressFeed } from "./feed";

// What a feed reader does with an item: read the XML (entities decoded once), then treat
// <description> as HTML and render its text (entities decoded again, tags become markup).
const decodeEntities = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|apos|#39);/g,
    (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" })[e]!,
  );
const element = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => decodeEntities(m[1]!));
/** The HTML's text, or null when it holds markup (a tag a reader would render). */
const htmlText = (html: string) => (/<[a-z!/]/i.test(html) ? null : decodeEntities(html));

const channel = {
  title: "선리벨 보도자료",
  description: "분양 소식 <최신>",
  link: "https://www.example.test/sitea/press",
  selfUrl: "https://www.example.test/sitea/press/rss.xml",
  articleUrl: (id: string) => `https://www.example.test/sitea/press/${id}`,
};

describe("press feed", () => {
  it("a summary holding markup reaches the reader as that text, never as HTML", () => {
    const summary = `<b>특별공급</b> 일정 & "1순위" <script>alert('x')</script> 안내`;
    const xml = pressFeed(
      channel,
      [
        {
          id: "a1",
          siteId: "sitea",
          title: "제목 <i>기울임</i> & 공지",
          summary,
          content: "본문",
          date: new Date("2026-11-20T01:00:00Z"),
          views: 0,
        },
      ],
      new Date(),
    );
    const [channelDescription, itemDescription] = element(xml, "description");
    // Read as XML: no raw tag anywhere in the document's descriptions.
    expect(itemDescription).not.toMatch(/<[a-z/]/i);
    // Rendered as HTML: exactly the summary.
    expect(htmlText(itemDescription!)).toBe(summary);
    expect(htmlText(channelDescription!)).toBe(channel.description);
    // The title is plain text, escaped once for XML.
    expect(element(xml, "title")[1]).toBe("제목 <i>기울임</i> & 공지");
    expect(xml).not.toContain("<script>");
  });
});
