// The selected complex's brand story (lib/content/complexes/<slug>/brand.ts).
export { brand } from "./complexes/selected";
