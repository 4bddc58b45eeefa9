// The home page's sections, one file each (shared.tsx holds their common frame and heading).
export { HeroSection } from "./hero";
export { LocationSection } from "./location";
export { BrandSection } from "./brand";
export { SpecialPlanSection } from "./special-plan";
export { PremiumCardsSection } from "./premium-cards";
export { UnitPlanSection } from "./unit-plan";
export { VisitSection } from "./visit";
export { BusinessOverviewSection } from "./business-overview";
export { PremiumSliderSection } from "./premium-slider";
export { ComplexGuideSection } from "./complex-guide";
export { NewsSection, type HomeNewsItem } from "./news";
export { NowOnSection } from "./now-on";
