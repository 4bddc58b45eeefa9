// The 수신거부 list (정보통신망법 제50조): numbers that must never again get an advertisement from
// this site, whatever consent an older or a later lead carries. A visitor adds their own number on
// /privacy (no account, no proof: taking a number off the advertisements harms nobody); staff add
// one a person asked for by phone. The marketing audience (lib/office/marketing-audience.ts) leaves
// every number on it out. The number is kept as digits: the list has to recognise it, and keeping
// it is what the person asked for. Nothing removes a number.

export type OptOutSource = "visitor" | "staff";

export type OptOut = {
  /** Digits only (01012345678). */
  phone: string;
  at: Date;
  source: OptOutSource;
  /** The staff account that entered it; null for a visitor. */
  by: string | null;
};

export interface OptOutStore {
  /** Puts the number on the list; a number already on it keeps its first entry (false). */
  add(entry: OptOut): Promise<boolean>;
  /** Which of `phones` (digits) are on the list. */
  listed(phones: readonly string[]): Promise<Set<string>>;
  /** How many numbers are on the list. */
  count(): Promise<number>;
}
