import { Timestamp } from "firebase-admin/firestore";

// Dates in Firestore documents: written as Timestamps, read back as Dates (null for a missing or
// non-Timestamp field). Shared by every Firestore adapter.

export const ts = (d: Date): Timestamp => Timestamp.fromDate(d);

export const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);
