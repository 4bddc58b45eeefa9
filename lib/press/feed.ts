import type { PressArticle } from "@/lib/press/types";

// The RSS 2.0 feed of one site's press articles (/{site}/press/rss.xml), for Naver Search Advisor
// and feed readers: the newest articles, each with its absolute link, a permanent guid and an
// RFC 822 date.

export const FEED_ITEMS = 20;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for XML: the five entities escaped, and characters XML 1.0 forbids dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * An RSS <description> is HTML, entity-encoded in XML: readers decode the XML, then render HTML. A
 * summary is plain text, so it is escaped for HTML first (a "<b>" in it shows as "<b>", never as
 * markup), then for XML.
 */
export function feedDescription(text: string): string {
  return xmlText(text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!));
}

export type FeedChannel = {
  title: string;
  description: string;
  link: string;
  selfUrl: string;
  articleUrl: (id: string) => string;
};

export function pressFeed(channel: FeedChannel, articles: readonly PressArticle[], now: Date): string {
  const newest = articles.reduce<Date | null>((d, a) => (d === null || a.date > d ? a.date : d), null);
  const items = articles.slice(0, FEED_ITEMS).map((a) => {
    const url = channel.articleUrl(a.id);
    return [
      "    <item>",
      `      <title>${xmlText(a.title)}</title>`,
      `      <link>${xmlText(url)}</link>`,
      `      <guid isPermaLink="true">${xmlText(url)}</guid>`,
      `      <pubDate>${a.date.toUTCString()}</pubDate>`,
      `      <description>${feedDescription(a.summary)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlText(channel.title)}</title>`,
    `    <link>${xmlText(channel.link)}</link>`,
    `    <description>${feedDescription(channel.description)}</description>`,
    "    <language>ko</language>",
    `    <lastBuildDate>${(newest ?? now).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlText(channel.selfUrl)}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
