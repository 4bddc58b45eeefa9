// The lines of a failed step's output that say what failed, for the end of npm test's log.

/** The lines of a step's tail that name a failure (vitest's FAIL/×, Playwright's ✘ and numbered failures, errors), at most 20. */
export function failureLines(tail) {
  const plain = tail.map((line) => line.replace(/\u001b\[[0-9;]*m/g, "").trimEnd());
  const wanted = /^\s*(FAIL\b|×|✘|✗|\d+\) \[)|\b(AssertionError|Expected|Received|Timeout|timed out)\b|\w*Error: /;
  const seen = new Set();
  return plain.filter((line) => wanted.test(line) && !seen.has(line) && seen.add(line)).slice(0, 20);
}
