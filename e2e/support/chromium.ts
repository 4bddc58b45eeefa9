// The Chromium the browser tests launch: Debian's headless shell (package chromium-headless-shell,
// the old headless mode as a program of its own, which Playwright also runs by default). On 2 cores
// it runs the same tests in about 55 % of the time the full browser in its new headless mode takes
// (frame and home specs at both widths: 2.3 min against 4.0–4.3). CHROME_PATH points elsewhere.
// Lighthouse, the profiler and the benchmarks keep the full browser (/usr/bin/chromium), as a visitor has.
export const chromiumExecutable = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * The full browser, for the tests of what the headless shell lacks: its PDF viewer (the shell saves a
 * PDF opened in a tab as a download). CHROME_FULL_PATH points elsewhere.
 */
export const fullChromiumExecutable = process.env.CHROME_FULL_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
