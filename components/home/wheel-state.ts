// The desktop home page's wheel state machine (spec section 4), kept pure so it can be
// tested without a browser: the index starts at 1, rises by one on a wheel down only
// while below 8.5, falls by one on a wheel up only while above 1, and after each step
// further input is locked for 500 ms.

export const FIRST_INDEX = 1;
/** The index rises only while it is below this value (spec section 9: range 1 to 8.5). */
export const RISE_BELOW = 8.5;
export const WHEEL_LOCK_MS = 500;

export type WheelState = { index: number; lockedUntil: number };

export const initialWheelState: WheelState = { index: FIRST_INDEX, lockedUntil: 0 };

/**
 * One wheel event. `ignored` is true while a form field or button has focus, a popup is
 * open or the viewport is mobile; then nothing changes. Returns the same object when
 * nothing changed, so callers can tell a step from a no-op by identity.
 */
export function wheelStep(state: WheelState, input: { deltaY: number; now: number; ignored: boolean }): WheelState {
  if (input.ignored || input.deltaY === 0 || input.now < state.lockedUntil) return state;
  if (input.deltaY > 0 && state.index < RISE_BELOW)
    return { index: state.index + 1, lockedUntil: input.now + WHEEL_LOCK_MS };
  if (input.deltaY < 0 && state.index > FIRST_INDEX)
    return { index: state.index - 1, lockedUntil: input.now + WHEEL_LOCK_MS };
  return state;
}

/** Where the page scrolls for an index: (index - 1) window heights. */
export function scrollTargetFor(index: number, viewportHeight: number): number {
  return (index - 1) * viewportHeight;
}

/**
 * The index that matches a scroll position reached some other way (keyboard, scrollbar),
 * so the next wheel tick moves on from where the visitor is. At the very bottom the
 * last, shorter section (the footer) counts as reached.
 */
export function indexForScroll(scrollY: number, viewportHeight: number, maxScroll: number): number {
  if (viewportHeight <= 0) return FIRST_INDEX;
  const atBottom = maxScroll > 0 && scrollY >= maxScroll - 2;
  const raw = atBottom ? Math.ceil(maxScroll / viewportHeight - 0.01) + 1 : Math.round(scrollY / viewportHeight) + 1;
  return Math.min(Math.max(raw, FIRST_INDEX), Math.floor(RISE_BELOW) + 1);
}
