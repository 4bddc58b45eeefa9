// The selected complex's brand story (lib/site/content/complexes/<slug>/brand.ts).
export { brand } from "./complexes/selected";
