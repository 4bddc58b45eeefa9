// Premium slider rules (spec sections 4 and 9): advance every 6 s and wrap; a swipe of
// more than 50 px moves one slide.

export const SLIDE_INTERVAL_MS = 6000;
export const SWIPE_THRESHOLD_PX = 50;

export function wrapSlide(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** +1 (next) for a swipe to the left, -1 for a swipe to the right, 0 below the threshold. */
export function swipeStep(deltaX: number, deltaY = 0): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX || Math.abs(deltaY) > Math.abs(deltaX)) return 0;
  return deltaX < 0 ? 1 : -1;
}
