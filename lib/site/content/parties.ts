import { complex } from "./complex";
import { partyRoles, type Party } from "./schema";

// Who sells the complex, as its content names them (complexes/<slug>/complex.ts `parties`): the footer
// and /privacy read them from here, so a party and its number are written once.

export type NamedParty = Party & { role: (typeof partyRoles)[number]["key"]; title: string; short: string };

/** The parties content gives, in the order 시행사, 시공사, 신탁사, 분양대행사 (the optional ones only where there is one). */
export const parties: readonly NamedParty[] = partyRoles.flatMap(({ key, title, short }) => {
  const party = complex.parties[key];
  return party ? [{ ...party, role: key, title, short }] : [];
});

/** The 시행사: the 사업주체, who runs the site and keeps the visitors' data (개인정보처리자). */
export const developer: NamedParty = parties.find((p) => p.role === "developer")!;
