import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The Firebase sign-in in the browser, run inside the Auth emulator by
// `npm run test:firebase-auth` (which sets FIREBASE_AUTH_EMULATOR_HOST). The same production
// build, started in Firebase mode under a demo- project.
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error(
    "FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm run test:firebase-auth`, which starts the Auth emulator.",
  );
}

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: "admin-firebase.spec.ts",
  projects: base.projects!.filter((p) => p.name === "desktop").map((p) => ({ ...p, testIgnore: [] })),
  webServer: {
    ...(base.webServer as Exclude<typeof base.webServer, unknown[] | undefined>),
    env: {
      AUTH_BACKEND: "firebase",
      FIREBASE_PROJECT_ID: "demo-presale",
      ADMIN_EMAILS: "browser-listed@example.com",
    },
  },
});
