import { unitTypes } from "./complex";
import { salesTerms } from "./complexes/selected";
import { optionPrice, termsCoverageProblems } from "./sales-terms-schema";

// The sales terms of the selected complex (complexes/<slug>/terms.ts), and the rows of the price
// page's 발코니 확장 and 유상옵션 tables. The words made from them are in sales-terms-schema.ts.

export { salesTerms };
export {
  balanceShare,
  balconyText,
  depositText,
  includedText,
  midPaymentText,
  midShare,
  noticeTerms,
  termCard,
  termFaqAnswers,
  termNotes,
  type SalesTerms,
} from "./sales-terms-schema";

const problems = termsCoverageProblems(salesTerms, unitTypes);
if (problems.length) throw new Error(`Complex content is invalid:\n  ${problems.join("\n  ")}`);

/** The 발코니 확장 table: one row per unit type, its price (원) or null where it is free. */
export const balconyRows = unitTypes.map((u) => ({
  slug: u.slug,
  label: u.label,
  price: salesTerms.balcony.kind === "paid" ? salesTerms.balcony.prices[u.slug]! : null,
}));

/** The 유상옵션 table: the options, each with one price or a price per unit type (in unitTypes' order). */
export const optionRows = salesTerms.options.map((o) => ({
  id: o.id,
  name: o.name,
  detail: o.detail,
  price: o.price ?? null,
  byType: o.prices ? unitTypes.map((u) => ({ slug: u.slug, label: u.label, price: optionPrice(o, u.slug)! })) : null,
}));
