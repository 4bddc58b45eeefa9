import "server-only";
import { randomUUID } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/platform/firebase/admin";
import { figureKey, type FigureInput, type UnitChange, type UnitFigure, type UnitsBoardStore } from "../board";

// Collections unitsBoard (one document a figure, id its key: "84A", "84A@101") and unitsChanges (one
// a change). set() is one transaction that reads every figure's document before it writes any
// (Firestore retries a transaction that lost a race against the new figures).
export const UNITS_COLLECTIONS = { board: "unitsBoard", changes: "unitsChanges" } as const;
const BOARD = UNITS_COLLECTIONS.board;
const CHANGES = UNITS_COLLECTIONS.changes;

/** A figure's document, as set() writes it (the migration writes the same). */
export function unitFigureDocument(f: UnitFigure) {
  return { type: f.type, building: f.building, remaining: f.remaining, asOf: Timestamp.fromDate(f.asOf), by: f.by };
}

/** A change's document; `seq` orders the changes of one save. */
export function unitChangeDocument(c: UnitChange, seq: number) {
  return { type: c.type, building: c.building, from: c.from, to: c.to, at: Timestamp.fromDate(c.at), by: c.by, seq };
}

export class FirestoreUnitsBoard implements UnitsBoardStore {
  constructor(private readonly db: Firestore = firestore()) {}

  async figures(): Promise<UnitFigure[]> {
    const snap = await this.db.collection(BOARD).get();
    return snap.docs
      .map((d) => ({
        type: String(d.get("type")),
        building: (d.get("building") as string | null) ?? null,
        remaining: Number(d.get("remaining")),
        asOf: (d.get("asOf") as Timestamp).toDate(),
        by: String(d.get("by")),
      }))
      .sort((a, b) => figureKey(a).localeCompare(figureKey(b)));
  }

  async set(figures: readonly FigureInput[], by: string, now: Date): Promise<UnitChange[]> {
    const refs = figures.map((f) => this.db.collection(BOARD).doc(figureKey(f)));
    return this.db.runTransaction(async (tx) => {
      const snaps = refs.length ? await tx.getAll(...refs) : [];
      const changes: UnitChange[] = [];
      for (const [i, f] of figures.entries()) {
        const before = snaps[i]!.exists ? Number(snaps[i]!.get("remaining")) : null;
        if (before === f.remaining) continue;
        tx.set(refs[i]!, unitFigureDocument({ ...f, asOf: now, by }));
        const change: UnitChange = {
          id: randomUUID(),
          type: f.type,
          building: f.building,
          from: before,
          to: f.remaining,
          at: now,
          by,
        };
        tx.set(this.db.collection(CHANGES).doc(change.id), unitChangeDocument(change, changes.length));
        changes.push(change);
      }
      return changes;
    });
  }

  async changes(limit: number): Promise<UnitChange[]> {
    const snap = await this.db.collection(CHANGES).orderBy("at", "desc").orderBy("seq", "asc").limit(limit).get();
    return snap.docs.map((d) => ({
      id: d.id,
      type: String(d.get("type")),
      building: (d.get("building") as string | null) ?? null,
      from: (d.get("from") as number | null) ?? null,
      to: Number(d.get("to")),
      at: (d.get("at") as Timestamp).toDate(),
      by: String(d.get("by")),
    }));
  }
}
