import { z } from "zod";
import { complex, interiors, unitTypes } from "./complex";
import { pageEntries } from "./complexes/selected";
import { menuSectionSchema, navLinkSchema, pageSchema, type NavLink, type PageEntry } from "./schema";
import {
  CUSTOMER_PATH,
  customerPath,
  floorPlanPath,
  interiorPath,
  PRESS_PATH,
  pressListPath,
  VISIT_PATH,
} from "@/lib/site/routes/paths.mjs";

// One registry of every page: the header menu, sub-menus, breadcrumbs, titles,
// descriptions and the sitemap are all derived from it.

const unitPages = unitTypes.map((u) => ({
  path: floorPlanPath(u.slug),
  section: "floorplan",
  title: `${u.label} 타입 평면`,
  description: `${complex.siteName} ${u.label} 타입(전용 ${u.exclusiveArea}㎡, ${u.households}세대)의 평면 구성과 면적을 확인하세요.`,
  bannerText: `전용 ${u.exclusiveArea}㎡ · ${u.households}세대, 빛과 바람이 머무는 ${u.label} 타입`,
  subMenu: "floorplan",
}));

const interiorPages = interiors.map((i) => ({
  path: interiorPath(i.slug),
  section: "interior",
  title: `${i.label} 타입 인테리어`,
  description: `${complex.siteName} ${i.label} 타입 견본주택의 거실과 주방, 침실 인테리어를 미리 만나보세요.`,
  bannerText: `${i.label} 타입 견본주택, 공간의 품격을 미리 만나보세요`,
  subMenu: "interior",
}));

/** Every fixed page: the complex's own entries, with a page per unit type after the complex guide and per interior after the floor plans. */
export const pages: PageEntry[] = (() => {
  const list = [...pageEntries];
  const afterLast = (section: string) => list.findLastIndex((p) => p.section === section) + 1;
  list.splice(afterLast("complex"), 0, ...z.array(pageSchema).parse(unitPages));
  list.splice(afterLast("floorplan"), 0, ...z.array(pageSchema).parse(interiorPages));
  return list;
})();

/** Templates for the pages that exist once per site slug. */
export const sitePages = {
  press: (site: string): PageEntry =>
    pageSchema.parse({
      path: pressListPath(site),
      section: "promotion",
      title: "보도자료",
      description: `${complex.siteName}의 최신 소식과 언론 보도를 모아 전해 드립니다.`,
      bannerText: `언론이 주목한 ${complex.brand.name}의 소식`,
      subMenu: "promotion",
    }),
  /** The customer page under a site's slug: the same interest-registration page as /Promotion/Customer (its title, copy and canonical address), so it is out of the sitemap. */
  customer: (site: string): PageEntry =>
    pageSchema.parse({
      ...pageFor(CUSTOMER_PATH),
      path: customerPath(site),
      canonical: CUSTOMER_PATH,
      inSitemap: false,
    }),
};

function link(path: string, title?: string): NavLink {
  const page = pages.find((p) => p.path === path);
  return navLinkSchema.parse({ href: path, title: title ?? page?.title ?? path });
}

/** The header menu (desktop dropdowns and the mobile accordion) as the spec lists it, with the price and FAQ pages under 분양정보. */
export const menu = z.array(menuSectionSchema).parse([
  { id: "brand", title: "브랜드", label: "BRAND", links: [link("/Brand/intro"), link("/Brand/video")] },
  {
    id: "business",
    title: "사업개요",
    label: "BUSINESS",
    links: [link("/BusinessGuide/intro"), link("/BusinessGuide/plan")],
  },
  {
    id: "sales",
    title: "분양정보",
    label: "SALES INFO",
    links: [link("/SalesInfo/announcement"), link("/SalesInfo/price"), link("/SalesInfo/faq")],
  },
  {
    id: "location",
    title: "입지환경",
    label: "LOCATION",
    links: [link("/LocationEnvironment/intro"), link("/LocationEnvironment/primium")],
  },
  {
    id: "complex",
    title: "단지안내",
    label: "COMPLEX",
    links: [link("/ComplexGuide/intro"), link("/ComplexGuide/detailintro"), link("/ComplexGuide/community")],
  },
  {
    id: "floorplan",
    title: "세대안내",
    label: "UNIT PLAN",
    links: unitTypes.map((u) => link(floorPlanPath(u.slug), u.label)),
  },
  {
    id: "interior",
    title: "인테리어",
    label: "INTERIOR",
    links: interiors.map((i) => link(interiorPath(i.slug), i.label)),
  },
  {
    id: "promotion",
    title: "홍보센터",
    label: "PR CENTER",
    links: [link(PRESS_PATH, "보도자료"), link(CUSTOMER_PATH, "관심고객등록"), link(VISIT_PATH, "방문예약")],
  },
]);

/** Sub-menus under the banner. Some pages reach beyond the header menu (the sales pages list all four guides). */
export const subMenus: Record<string, NavLink[]> = {
  none: [],
  brand: [link("/Brand/intro"), link("/Brand/video")],
  business: [link("/BusinessGuide/intro"), link("/BusinessGuide/plan"), link("/BusinessGuide/documents")],
  sales: [
    link("/SalesInfo/announcement"),
    link("/SalesInfo/SubscriptionGuide"),
    link("/SalesInfo/guide"),
    link("/SalesInfo/StampTax"),
    link("/SalesInfo/price"),
    link("/SalesInfo/faq"),
  ],
  location: [link("/LocationEnvironment/intro"), link("/LocationEnvironment/primium")],
  complex: [link("/ComplexGuide/intro"), link("/ComplexGuide/detailintro"), link("/ComplexGuide/community")],
  // "세대 홍보영상", the page's own title: "홍보영상" alone is the brand film's (/Brand/video).
  floorplan: [
    ...unitTypes.map((u) => link(floorPlanPath(u.slug), u.label)),
    link("/FloorPlan/Emodel"),
    link("/FloorPlan/videos"),
  ],
  videos: [link("/FloorPlan/videos"), link("/LocationEnvironment/intro"), link("/LocationEnvironment/primium")],
  interior: interiors.map((i) => link(interiorPath(i.slug), i.label)),
  promotion: [link(PRESS_PATH, "보도자료"), link(CUSTOMER_PATH, "관심고객등록"), link(VISIT_PATH, "방문예약")],
};

export const sectionLabels: Record<string, { title: string; label: string }> = {
  home: { title: "홈", label: "HOME" },
  policy: { title: "고객안내", label: "POLICY" },
  ...Object.fromEntries(menu.map((m) => [m.id, { title: m.title, label: m.label }])),
};

export function pageFor(path: string): PageEntry {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page registered for ${path}`);
  return page;
}

/** Breadcrumb trail: home, the menu section (linking to its first page), the page. */
export function breadcrumbsFor(page: PageEntry): NavLink[] {
  const trail: NavLink[] = [{ title: "홈", href: "/" }];
  if (page.path === "/") return trail;
  const section = menu.find((m) => m.id === page.section);
  if (section?.links[0]) trail.push({ title: section.title, href: section.links[0].href });
  trail.push({ title: page.title, href: page.path });
  return trail;
}

/** Every canonical spelling of a fixed route (proxy redirects case variants to these). */
export const canonicalPaths: string[] = [...pages.map((p) => p.path), PRESS_PATH];
