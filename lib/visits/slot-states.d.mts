// Types of slot-states.mjs.
export const SLOT_FULL: string;
export const SLOT_PAST: string;
export function slotLeft(left: number): string;
export const SLOT_STATE_TEXT: string;
