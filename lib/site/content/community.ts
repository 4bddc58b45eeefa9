// Community facilities of the selected complex (lib/site/content/complexes/<slug>/community.ts).
export { communityDisclaimers, facilities } from "./complexes/selected";
export type { Facility } from "./schema";
