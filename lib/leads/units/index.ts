import "server-only";
import { boardSlots, remainingUnits, type BoardSlot } from "@/lib/site/content/remaining-units";
import { figureKey, type UnitChange, type UnitFigure } from "./board";
import type { PublicBoard } from "./public";

export {
  MAX_REMAINING,
  figureField,
  figureKey,
  type FigureInput,
  type UnitChange,
  type UnitFigure,
  type UnitsBoardStore,
} from "./board";
import { unitsBoard } from "./store";
export { unitsBoard } from "./store";
export { asOfLabel, remainingLabel, type PublicBoard } from "./public";

/** One figure of the complex's board as the desk sees it: its slot, and its figure once set. */
export type DeskRow = BoardSlot & { figure: UnitFigure | null };

/** The board of the selected complex for the desk: every slot the content names, with its figure, and the latest changes. */
export async function deskBoard(limit = 50): Promise<{ rows: DeskRow[]; changes: UnitChange[] }> {
  const store = await unitsBoard();
  const [figures, changes] = await Promise.all([store.figures(), store.changes(limit)]);
  const byKey = new Map(figures.map((f) => [figureKey(f), f]));
  return { rows: boardSlots().map((slot) => ({ ...slot, figure: byKey.get(figureKey(slot)) ?? null })), changes };
}

/**
 * The board as a visitor sees it: the types whose figure the desk has set, with their buildings'
 * where it keeps them, as of the newest figure; null while the content hides it or nothing is set.
 */
export function publicBoard(
  figures: readonly UnitFigure[],
  settings = remainingUnits,
  slots = boardSlots(settings),
): PublicBoard | null {
  if (!settings.show) return null;
  const byKey = new Map(figures.map((f) => [figureKey(f), f]));
  const rows: PublicBoard["rows"] = [];
  let asOf = 0;
  for (const slot of slots.filter((s) => s.building === null)) {
    const figure = byKey.get(figureKey(slot));
    if (!figure) continue;
    asOf = Math.max(asOf, figure.asOf.getTime());
    const buildings = slots
      .filter((s) => s.type === slot.type && s.building !== null)
      .flatMap((s) => {
        const f = byKey.get(figureKey(s));
        if (!f) return [];
        asOf = Math.max(asOf, f.asOf.getTime());
        return [{ building: s.building!, remaining: f.remaining }];
      });
    rows.push({ type: slot.type, label: slot.label, remaining: figure.remaining, buildings });
  }
  return rows.length ? { asOf, rows } : null;
}
