export { complex, unitTypes, interiors } from "./complex";
export { parties, developer, type NamedParty } from "./parties";
export { pages, sitePages, menu, subMenus, sectionLabels, pageFor, breadcrumbsFor, canonicalPaths } from "./pages";
export type { NavLink, MenuSection, PageEntry, UnitType, Interior, Fact, ScheduleStep } from "./schema";
export { brand } from "./brand";
export {
  brandVideo,
  unitVideos,
  vrTours,
  vrDefaultLabel,
  vrHint,
  hasVrTour,
  mediaPending,
  VR_TAB_LIMIT,
  type Video,
  type VrTour,
} from "./media";
export { announcement, subscriptionGuide, checkpoints, contractGuide, stampTaxGuide, documentsNotice } from "./sales";
export { youtubeEmbedUrl } from "./media-url";
export {
  hero,
  locationPoint,
  brandIntro,
  specialPlan,
  premiumSlides,
  premiumCards,
  viewerTypes,
  unitPlan,
  visitSection,
  businessOverview,
  complexGuide,
  newsSection,
  homeArt,
  desktopSections,
  type PremiumSlide,
  type PremiumCard,
  type HomeImage,
} from "./home";
