// The remaining-units board as a visitor reads it: the rows the desk has set, and the moment they
// are as of ("2026.12.01 14:30 기준", Korean time). Pure and free of Intl: the price page's and the
// home page's island (components/sales/remaining-units.tsx) formats with it too.

/** What /api/remaining-units answers: a type's figure and, kept per building, each building's. */
export type PublicBoard = {
  /** The newest figure's time, epoch milliseconds. */
  asOf: number;
  rows: { type: string; label: string; remaining: number; buildings: { building: string; remaining: number }[] }[];
};

const KST_OFFSET_MS = 9 * 3600_000;

/** `2026.12.01 14:30 기준`: when the board is as of, in Korean time. */
export function asOfLabel(t: number): string {
  const iso = new Date(t + KST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 4)}.${iso.slice(5, 7)}.${iso.slice(8, 10)} ${iso.slice(11, 16)} 기준`;
}

/** A figure in words: 0 is 마감 (sold out), otherwise the count of units. */
export function remainingLabel(remaining: number): string {
  return remaining === 0 ? "마감" : `${remaining.toLocaleString("en-US")}세대`;
}
