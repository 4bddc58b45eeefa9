// Types of site-routes.mjs, for scripts/check-budgets.test.ts.
export function sitemapPaths(baseUrl: string): Promise<string[]>;
export function parseSitemap(xml: string): string[];
export function pageTypeRoutes(paths: string[]): { type: string; route: string }[];
export function marketingRoutes(paths: string[]): string[];
