// The remaining-units board (잔여세대 현황): how many units of each type, and where the complex's
// content asks for it of each type in each building, are still for sale, as the sales desk keeps it
// during the sale. Each figure carries the time it was set and who set it, and every change is
// kept: who, when, from what to what. It lives in the shared store (no rebuild: the desk's change is
// what the next visitor reads), in SQLite (tables units_board, units_changes) or Firestore
// (collections unitsBoard, unitsChanges), picked by DATA_BACKEND in index.ts. It holds no visitor's
// data; the people it names are staff.

/** One figure of the board: a unit type's remaining units, in one building or in all. */
export type UnitFigure = {
  /** The unit type's URL slug ("84A"). */
  type: string;
  /** The building's number ("101"), or null for the type across the complex. */
  building: string | null;
  remaining: number;
  /** When this figure was last set, and by whom (the staff member's email). */
  asOf: Date;
  by: string;
};

/** One change of a figure: `from` is null for a figure set the first time. */
export type UnitChange = {
  id: string;
  type: string;
  building: string | null;
  from: number | null;
  to: number;
  at: Date;
  by: string;
};

export type FigureInput = { type: string; building: string | null; remaining: number };

export interface UnitsBoardStore {
  /** Every figure set so far. */
  figures(): Promise<UnitFigure[]>;
  /**
   * Sets the figures given, all at once: a figure that differs from the board's (or is new) is
   * written with `now` and `by`, and its change recorded; one that equals it is left as it is (its
   * time is not moved). All or none. Returns the changes made, in the order given.
   */
  set(figures: readonly FigureInput[], by: string, now: Date): Promise<UnitChange[]>;
  /** The latest changes, newest save first, a save's changes in the order given. */
  changes(limit: number): Promise<UnitChange[]>;
}

/** The most units one figure may say (a type of a complex counts a few thousand at most). */
export const MAX_REMAINING = 9999;

/** The desk's form field of one figure ("f:84A", "f:84A@101"). */
export function figureField(f: { type: string; building: string | null }): string {
  return `f:${figureKey(f)}`;
}

/** A figure's key: the type, and its building when it has one. */
export function figureKey(f: { type: string; building: string | null }): string {
  return f.building ? `${f.type}@${f.building}` : f.type;
}
