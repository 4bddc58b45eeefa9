// The sample complex 세온 레이크시티 리브엘: everything that names it lives in this folder.
// Chosen when COMPLEX is unset or seon-livel (see lib/site/content/complexes/selected.ts).
export { complex, unitTypes, interiors } from "./complex";
export { brand } from "./brand";
export { buildings, rentalType, sitePlanFeatures, complexGuideNotes, sitePlanPoints } from "./buildings";
export { facilities, communityDisclaimers } from "./community";
export { floorPlans, floorPlanNotice } from "./floor-plans";
export {
  homeArt,
  hero,
  locationPoint,
  brandIntro,
  specialPlan,
  premiumSection,
  premiumSlides,
  premiumCards,
  unitPlan,
  visitSection,
  businessOverview,
  complexGuide,
  newsSection,
  nowOn,
} from "./home";
export { illustrations } from "./illustrations";
export { interiorDetails } from "./interior-details";
export { location, premiumPoints } from "./location";
export { brandVideo, unitVideos, vrTourList, vrDefault } from "./media";
export { newsDrafts } from "./news";
export { pageEntries } from "./pages";
export { pressDrafts } from "./press";
export {
  announcement,
  subscriptionGuide,
  checkpoints,
  contractGuide,
  stampTaxGuide,
  documentsNotice,
  remainingUnits,
} from "./sales";
export { visitSite, priceBasis } from "./visit";
export { salesTerms } from "./terms";
export { contentUpdatedAt } from "./content-date";
export { consentRecipients, privacyEffectiveDate } from "./privacy";
export { materials } from "./materials";

// This folder has the one shape of a complex (a type error here names what differs).
export type Conforms = ConformsTo<typeof import("./index")>;
import type { ConformsTo } from "../../complex-folder";
