// The selected complex's name, figures, schedule and unit types (lib/site/content/complexes/<slug>/complex.ts).
export { complex, unitTypes, interiors } from "./complexes/selected";
