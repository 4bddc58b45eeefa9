// Types of paths.mjs.
export declare const CUSTOMER_PATH: "/Promotion/Customer";
export declare const PRESS_PATH: "/Promotion/Press";
export declare const VISIT_PATH: "/Promotion/Visit";
export declare const VISIT_MANAGE_PATH: "/Promotion/Visit/manage";
export declare const VISIT_DONE_PATH: "/Promotion/Visit/done";
export declare const VISIT_VERIFY_PATH: "/Promotion/Visit/verify";
export declare const DIRECTIONS_HREF: "/Promotion/Visit#directions";

export declare const LIVE_SEGMENT: "_live";
export declare function customerPath(site: string): string;
export declare function pressListPath(site: string): string;
export declare function pressMorePath(site: string, cursor: string): string;
export declare function articlePath(site: string, id: string): string;
export declare function pressFeedPath(site: string): string;
export declare function sitePagePaths(site: string): string[];
export declare function livePath(pathname: string): string;
export declare const CUSTOMER_PATTERN: RegExp;
export declare const PRESS_LIST_PATTERN: RegExp;
export declare const ARTICLE_PATTERN: RegExp;
export declare const PRESS_FEED_PATTERN: RegExp;
export declare const LIVE_PATTERN: RegExp;
export declare const SITE_PAGE_PATTERN: RegExp;

export declare function floorPlanPath(slug: string): string;
export declare function interiorPath(slug: string): string;
export declare const FLOOR_PLAN_PAGE_PATTERN: RegExp;
export declare const TYPE_PAGE_SECTIONS: readonly ["FloorPlan", "Interior"];
export declare const TYPE_SLUG_PATTERN: string;

export declare function pressPageApiPath(site: string, cursor: string): string;
export declare function articleViewsApiPath(site: string, id: string): string;
