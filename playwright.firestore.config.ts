import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { variantStandalone } from "./scripts/lib/variant-build.mjs";

// The browser specs of leads, press, the administrator, the visit booking and the dashboard once
// more, with the server's data in the real Cloud Firestore emulator (DATA_BACKEND=firestore):
// e2e/support/serve.mjs starts the emulator when E2E_BACKEND=firestore, and the specs read the
// store through e2e/support/stores.ts. Ports of its own (E2E_FIRESTORE_PORT, default 3300), so
// it never meets the SQLite run's servers. The servers serve the Firestore build (`npm run
// build:firestore`, .complex-builds/variant-firestore/): DATA_BACKEND is a build-time setting, and a
// server refuses to start with another than its build's.
const port = Number(process.env.E2E_FIRESTORE_PORT ?? 3300);
process.env.E2E_BACKEND = "firestore";
process.env.PRESALE_STANDALONE_DIR = variantStandalone("firestore");
process.env.E2E_PORT = String(port);
const baseURL = `http://127.0.0.1:${port}`;
const SPECS =
  /(leads|press|admin|admin-inbox|admin-logout|admin-press|admin-visits|admin-staff|admin-desk|admin-units|visit|visit-links|dashboard)\.spec\.ts$/;
const PUBLISHING = /admin-press\.spec\.ts$/;

export default defineConfig({
  ...base,
  use: { ...base.use, baseURL },
  // Every step goes through the emulator (gRPC to a Java process on this machine): a sign-in or a
  // first write of a fresh server takes longer than on the SQLite file.
  expect: { timeout: 15_000 },
  // One viewport: what this run checks is the store behind the pages, which the SQLite run's two
  // viewports already cover for layout.
  projects: [
    {
      name: "desktop",
      testMatch: SPECS,
      testIgnore: PUBLISHING,
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      name: "publishing",
      testMatch: PUBLISHING,
      dependencies: ["desktop"],
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `node e2e/support/serve.mjs ${port}`,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
