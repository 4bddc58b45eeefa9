import type { z } from "zod";
import type {
  brandIntroSchema,
  businessOverviewSchema,
  complexGuideSchema,
  heroSchema,
  homeArtSchema,
  locationPointSchema,
  newsSectionSchema,
  PremiumCard,
  PremiumSlide,
  specialPlanSchema,
  unitPlanSchema,
  visitSectionSchema,
} from "./home-schema";
import type { ConsentRecipient } from "./lead-copy";
import type { materialsSchema } from "./materials-schema";
import type {
  brandVideoSchema,
  illustrationSchema,
  interiorDetailSchema,
  unitVideosSchema,
  vrTourSchema,
} from "./media-schema";
import type { privacyEffectiveDateSchema } from "./privacy-schema";
import type { remainingUnitsSchema } from "./remaining-units-schema";
import type { salesGuide } from "./sales-guide";
import type {
  brandSchema,
  buildingSchema,
  complexSchema,
  facilitySchema,
  floorPlanSchema,
  interiorsSchema,
  locationSchema,
  newsDraftSchema,
  pageSchema,
  premiumPointSchema,
  pressDraftSchema,
  sitePlanSchema,
  textPointSchema,
  unitTypesSchema,
} from "./schema";
import type { salesTermsSchema } from "./sales-terms-schema";
import type { priceBasisSchema, visitSiteSchema } from "./visit-schema";

// The one shape of a complex: what every folder of lib/site/content/complexes/ exports from its
// index.ts, each export the output of its schema. A folder states that it satisfies it (the
// `Conforms` type at the end of its index.ts, a type error otherwise), and every reader of a
// complex (the content modules through selected.ts, the content check, the leak test, the
// new-complex checklist) takes this type, not any one folder's.

type Out<S extends z.ZodType> = z.output<S>;
type Sales = ReturnType<typeof salesGuide>;

export type ComplexFolder = {
  complex: Out<typeof complexSchema>;
  unitTypes: Out<typeof unitTypesSchema>;
  interiors: Out<typeof interiorsSchema>;
  brand: Out<typeof brandSchema>;
  buildings: Out<typeof buildingSchema>[];
  rentalType: { readonly slug: string; readonly label: string; readonly exclusiveArea: number };
  sitePlanFeatures: Out<typeof sitePlanSchema>;
  complexGuideNotes: string[];
  sitePlanPoints: Out<typeof textPointSchema>[];
  facilities: Out<typeof facilitySchema>[];
  communityDisclaimers: string[];
  floorPlans: Out<typeof floorPlanSchema>[];
  floorPlanNotice: string[];
  homeArt: Out<typeof homeArtSchema>;
  hero: Out<typeof heroSchema>;
  locationPoint: Out<typeof locationPointSchema>;
  brandIntro: Out<typeof brandIntroSchema>;
  specialPlan: Out<typeof specialPlanSchema>;
  premiumSection: { text: string };
  premiumSlides: PremiumSlide[];
  premiumCards: PremiumCard[];
  unitPlan: Out<typeof unitPlanSchema>;
  visitSection: Out<typeof visitSectionSchema>;
  businessOverview: Out<typeof businessOverviewSchema>;
  complexGuide: Out<typeof complexGuideSchema>;
  newsSection: Out<typeof newsSectionSchema>;
  illustrations: Record<string, Out<typeof illustrationSchema>>;
  interiorDetails: Out<typeof interiorDetailSchema>[];
  location: Out<typeof locationSchema>;
  premiumPoints: Out<typeof premiumPointSchema>[];
  brandVideo: Out<typeof brandVideoSchema>;
  unitVideos: Out<typeof unitVideosSchema>;
  vrTourList: Out<typeof vrTourSchema>[];
  vrDefault: string;
  newsDrafts: Out<typeof newsDraftSchema>[];
  pageEntries: Out<typeof pageSchema>[];
  pressDrafts: Out<typeof pressDraftSchema>[];
  announcement: Sales["announcement"];
  subscriptionGuide: Sales["subscriptionGuide"];
  checkpoints: Sales["checkpoints"];
  contractGuide: Sales["contractGuide"];
  stampTaxGuide: Sales["stampTaxGuide"];
  documentsNotice: Sales["documentsNotice"];
  remainingUnits: Out<typeof remainingUnitsSchema>;
  visitSite: Out<typeof visitSiteSchema>;
  priceBasis: Out<typeof priceBasisSchema>;
  salesTerms: Out<typeof salesTermsSchema>;
  contentUpdatedAt: Date;
  consentRecipients: readonly ConsentRecipient[];
  privacyEffectiveDate: Out<typeof privacyEffectiveDateSchema>;
  materials: Out<typeof materialsSchema>;
};

/** A folder's check on itself: `export type Conforms = ConformsTo<typeof import("./index")>`. */
export type ConformsTo<T extends ComplexFolder> = T;
