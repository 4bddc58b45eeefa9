// When this complex's page content last changed: the sitemap's <lastmod> of every fixed page
// (search engines recrawl what changed). Move it forward with any edit to the pages' text or
// figures; press articles carry their own dates.
export const contentUpdatedAt = new Date("2026-11-25T00:00:00+09:00");
