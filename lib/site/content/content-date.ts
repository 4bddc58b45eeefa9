// When the selected complex's page content last changed (complexes/<slug>/content-date.ts): the
// sitemap's <lastmod> of every fixed page.
export { contentUpdatedAt } from "./complexes/selected";
