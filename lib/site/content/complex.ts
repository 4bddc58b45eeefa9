// The selected complex's name, figures, schedule and unit types (lib/site/content/complexes/<slug>/complex.ts),
// and its slug (the folder's name, written into selected.ts by scripts/select-complex.ts).
export { complex, unitTypes, interiors, complexSlug } from "./complexes/selected";
