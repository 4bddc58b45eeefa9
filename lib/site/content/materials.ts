import { materials } from "./complexes/selected";
import type { Materials, MaterialDocument, MaterialPhoto } from "./materials-schema";
import type { SlotKind } from "@/lib/site/media/slots";

// The selected complex's own materials (lib/site/content/complexes/<slug>/materials.ts), and every photo
// and document they give, each with the slot it fills: one list that the build's pipeline encodes,
// the content check reports and the pages look their pictures up in.

export { materials };
export type { Materials, MaterialDocument, MaterialPhoto };

/**
 * One picture in one slot: `id` names it in the manifest, `field` in a message. A builder's photo is
 * a file of the materials folder; one of our drawings (lib/site/media/drawings.ts) has `drawing`, the
 * address content names it by, and its master in `dir`.
 */
export type PhotoJob = {
  id: string;
  field: string;
  kind: SlotKind;
  photo: MaterialPhoto;
  drawing?: string;
  dir?: string;
};
export type DocumentJob = { id: string; field: string; document: MaterialDocument };

/** Every photo the materials give, in the order of the file, with its slot. */
export function photoJobs(m: Materials): PhotoJob[] {
  const jobs: PhotoJob[] = [];
  const add = (id: string, kind: SlotKind, photo: MaterialPhoto | undefined) => {
    if (photo) jobs.push({ id, field: id, kind, photo });
  };
  if (m.hero) {
    add("hero.desktop", "heroDesktop", m.hero.desktop);
    // A phone's portrait: its own picture, else cut from the landscape one around its focus point.
    jobs.push({
      id: "hero.phone",
      field: m.hero.phone ? "hero.phone" : "hero.desktop",
      kind: "heroPhone",
      photo: m.hero.phone ?? m.hero.desktop,
    });
  }
  for (const [no, photo] of Object.entries(m.premiumCards)) add(`premiumCards.${no}`, "cover", photo);
  for (const [label, photo] of Object.entries(m.premiumSlides)) add(`premiumSlides.${label}`, "cover", photo);
  add("brand", "cover", m.brand);
  add("premium", "banner", m.premium);
  add("sitePlan", "plan", m.sitePlan);
  add("unitLayout", "plan", m.unitLayout);
  add("locationMap", "plan", m.locationMap);
  for (const [slug, plans] of Object.entries(m.floorPlans))
    plans.forEach((p, i) => add(`floorPlans.${slug}[${i}]`, "floorPlan", p));
  for (const [slug, photos] of Object.entries(m.interiors))
    photos.forEach((p, i) => add(`interiors.${slug}[${i}]`, "interior", p));
  add("community", "banner", m.community);
  add("schedule", "panel", m.schedule);
  add("noticeCover", "panel", m.noticeCover);
  add("customer", "panel", m.customer);
  return jobs;
}

/** Every document the materials give: the notice first, then the contract documents. */
export function documentJobs(m: Materials): DocumentJob[] {
  return [
    ...(m.notice ? [{ id: "notice", field: "notice", document: m.notice }] : []),
    ...m.documents.map((document, i) => ({ id: `documents[${i}]`, field: `documents[${i}]`, document })),
  ];
}

/** The picture slots of a complex, as the check reports them: a single slot, or one per key (a card, a unit type). */
export function pictureSlots(c: {
  premiumCards: { no: string }[];
  premiumSlides: { label: string }[];
  unitTypes: { slug: string }[];
  interiors: { slug: string }[];
}): string[] {
  return [
    "hero.desktop",
    "hero.phone",
    ...c.premiumCards.map((card) => `premiumCards.${card.no}`),
    ...c.premiumSlides.map((slide) => `premiumSlides.${slide.label}`),
    "brand",
    "premium",
    "sitePlan",
    "unitLayout",
    "locationMap",
    ...c.unitTypes.map((u) => `floorPlans.${u.slug}`),
    ...c.interiors.map((i) => `interiors.${i.slug}`),
    "community",
    "schedule",
    "noticeCover",
    "customer",
  ];
}
