import { visitSite } from "./complexes/selected";

// The surroundings map (약도) of the selected complex's model house, from its folder's visit.ts
// (`map`, validated by lib/site/content/visit-schema.ts). Drawn by lib/site/art/surroundings-map.ts.

export const surroundingsMap = visitSite.map;
