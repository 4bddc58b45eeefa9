import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./e2e/support/chromium";

// Browser tests run against the production build (`npm run build` first), in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const PUBLISHING = /admin-press\.spec\.ts$/;
// Needs the Firebase Auth emulator: `npm run test:firebase-auth` runs it (playwright.firebase.config.ts).
const FIREBASE = /admin-firebase\.spec\.ts$/;
// Request-only checks that run against every complex's build (scripts/complex-smoke.mjs runs them alone).
const SMOKE = /smoke\/.*\.spec\.ts$/;
// Which viewport runs a test, by its tags (a test without these runs at both, as every layout,
// touch and axe check does): @phone at 390 px only (the slide menu, the bottom bar...), @desktop at
// 1440 px only (the desktop header), @once at 1440 px only because the viewport cannot change what it
// checks (the server's answers, sessions, the store, request-only checks). Filtered here, before a
// worker sets up a page for a test that would only skip.
const DESKTOP_ONLY = /@(once|desktop)\b/;
const PHONE_ONLY = /@phone\b/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two on 2 cores: the browsers keep both cores busy (three took as long: 17.5 min against 16.8).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 45_000,
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "mobile",
      testIgnore: [PUBLISHING, FIREBASE, SMOKE],
      grepInvert: DESKTOP_ONLY,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "desktop",
      testIgnore: [PUBLISHING, FIREBASE, SMOKE],
      grepInvert: PHONE_ONLY,
      use: { viewport: { width: 1440, height: 900 } },
    },
    // Publishing adds and deletes articles in the one press list the other specs page through and
    // compare with the store: it runs after them, so no list test races a new article.
    {
      name: "publishing",
      testMatch: PUBLISHING,
      dependencies: ["mobile", "desktop"],
      use: { viewport: { width: 1440, height: 900 } },
    },
    { name: "smoke", testMatch: SMOKE },
  ],
  webServer: {
    command: `node e2e/support/serve.mjs ${port}`,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    // SIGTERM, so serve.mjs stops the server, the stand-in and the Firestore emulator it started (a
    // SIGKILL would leave the emulator, a process group of its own, running into the next run).
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
