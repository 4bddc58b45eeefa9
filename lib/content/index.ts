export { complex, unitTypes, interiors } from "./complex";
export { pages, sitePages, menu, subMenus, sectionLabels, pageFor, breadcrumbsFor, canonicalPaths } from "./pages";
export type { NavLink, MenuSection, PageEntry, UnitType, Interior, Fact, ScheduleStep } from "./schema";
