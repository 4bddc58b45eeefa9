import { describe, expect, it, vi } from "vitest";
import type { ComponentProps } from "react";
// The sections read the build's picture manifest through a server-only module.
vi.mock("server-only", () => ({}));
// The site's Link prefetches through the app router, which a static render has not mounted.
vi.mock("@/components/ui/link", () => ({
  Link: ({ href, prefetch: _prefetch, ...props }: ComponentProps<"a"> & { prefetch?: boolean }) => (
    <a href={String(href)} {...props} />
  ),
}));
import { renderToStaticMarkup } from "react-dom/server";
import { newsSection } from "@/lib/site/content/home";
import { newsEmptyText, newsItems } from "@/lib/site/content/news";
import { NewsSection } from "./sections";

// The phone's news section with and without demo content (app/page.tsx passes the items or none).

describe("NewsSection", () => {
  it("without items says where the news will be and links the press list, with no dead article link", () => {
    const html = renderToStaticMarkup(<NewsSection items={[]} />);
    expect(html).toContain(newsEmptyText);
    expect(html).toContain(`href="${newsSection.more.href}"`);
    expect(html).not.toContain('data-testid="news-item"');
    expect(html).not.toMatch(/href="\/[^"/]+\/press\/[^"]+"/);
  });

  it("with items links each to its article", () => {
    const html = renderToStaticMarkup(<NewsSection items={newsItems} />);
    expect(html).not.toContain(newsEmptyText);
    for (const item of newsItems) expect(html).toContain(`href="${item.link}"`);
  });
});
