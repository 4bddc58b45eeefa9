// The selected complex's sales information (lib/site/content/complexes/<slug>/sales.ts).
export {
  announcement,
  subscriptionGuide,
  checkpoints,
  contractGuide,
  stampTaxGuide,
  documentsNotice,
} from "./complexes/selected";
