import { z } from "zod";

// Shapes of everything complex-specific. The sample content in this folder is parsed
// with these at import time, so a typo in a second complex's content fails the build.

export const navLinkSchema = z.object({
  title: z.string().min(1),
  href: z.string().startsWith("/"),
});
export type NavLink = z.infer<typeof navLinkSchema>;

export const menuSectionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** English ornament shown above the Korean title. */
  label: z.string().min(1),
  links: z.array(navLinkSchema).min(1),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

export const factSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });
export type Fact = z.infer<typeof factSchema>;

export const scheduleStepSchema = z.object({
  title: z.string().min(1),
  /** Human label as printed on the schedule, e.g. "9.26(금)". */
  when: z.string().min(1),
  /** ISO dates (inclusive) when the step has fixed days; omitted for "planned" steps. */
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
  note: z.string().optional(),
});
export type ScheduleStep = z.infer<typeof scheduleStepSchema>;

export const unitTypeSchema = z.object({
  /** URL segment: /FloorPlan/{slug}. */
  slug: z.string().regex(/^[0-9A-Za-z]+$/),
  /** Label shown to visitors (the spec labels /FloorPlan/59A as 84A). */
  label: z.string().min(1),
  exclusiveArea: z.number().positive(),
  households: z.number().int().positive(),
});
export type UnitType = z.infer<typeof unitTypeSchema>;

export const interiorSchema = z.object({
  slug: z.string().regex(/^[0-9A-Za-z]+$/),
  label: z.string().min(1),
});
export type Interior = z.infer<typeof interiorSchema>;

export const pageSchema = z.object({
  path: z.string().startsWith("/"),
  /** Menu section id this page belongs to (drives the banner label and breadcrumbs). */
  section: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(20).max(160),
  bannerText: z.string().min(1),
  /** Sub-menu set shown under the banner. */
  subMenu: z.string().min(1),
  /** Pages that share another page's canonical address (the checkpoint page). */
  canonical: z.string().startsWith("/").optional(),
  sideNav: z.boolean().default(false),
  /** Listed in sitemap.xml. */
  inSitemap: z.boolean().default(true),
});
export type PageEntry = z.infer<typeof pageSchema>;

export const complexSchema = z.object({
  siteName: z.string().min(1),
  brand: z.object({ name: z.string().min(1), english: z.string().min(1), slogan: z.string().min(1) }),
  company: z.object({ name: z.string().min(1), builder: z.string().min(1), ceo: z.string().min(1), businessNumber: z.string().min(1) }),
  phone: z.string().regex(/^[0-9-]+$/),
  hours: z.string().min(1),
  address: z.object({
    region: z.string().min(1),
    locality: z.string().min(1),
    street: z.string().min(1),
    modelHouse: z.string().min(1),
  }),
  facts: z.array(factSchema).min(1),
  figures: z.object({
    households: z.number().int(),
    generalSale: z.number().int(),
    rental: z.number().int(),
    buildings: z.number().int(),
    floorsBelow: z.number().int(),
    floorsAbove: z.number().int(),
    moveIn: z.string().min(1),
  }),
  schedule: z.array(scheduleStepSchema).min(1),
  disclaimers: z.array(z.string().min(1)).min(1),
  familySites: z.array(z.object({ name: z.string().min(1), url: z.url() })).min(1),
  /** Slug of the press list that /Promotion/Press leads to. */
  defaultSite: z.string().regex(/^[a-z0-9-]+$/),
  /** Every slug that has a press list and a customer page. */
  sites: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
  announcementBar: z.string().min(1),
});
export type Complex = z.infer<typeof complexSchema>;
