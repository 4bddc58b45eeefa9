/** The lines of a step's tail that name a failure (vitest's FAIL/×, Playwright's ✘ and numbered failures, errors), at most 20, without colour codes. */
export function failureLines(tail: string[]): string[];
