import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { variantStandalone, VARIANTS } from "./scripts/lib/variant-build.mjs";

// The Firebase sign-in in the browser, run inside the Auth emulator by
// `npm run test:firebase-auth` (which sets FIREBASE_AUTH_EMULATOR_HOST), on the Firebase build
// (`npm run build:firebase`, .complex-builds/variant-firebase/): its security policy lets the login
// form reach the emulator, and a server refuses to start with other sign-in settings than its
// build's. Started in Firebase mode under a demo- project.
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error(
    "FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm run test:firebase-auth`, which starts the Auth emulator.",
  );
}
process.env.PRESALE_STANDALONE_DIR = variantStandalone("firebase");

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: "admin-firebase.spec.ts",
  projects: base.projects!.filter((p) => p.name === "desktop").map((p) => ({ ...p, testIgnore: [] })),
  webServer: {
    ...(base.webServer as Exclude<typeof base.webServer, unknown[] | undefined>),
    env: {
      // The build's sign-in settings; FIREBASE_AUTH_EMULATOR_HOST comes from the emulator, on the
      // port the build was made for (AUTH_EMULATOR_PORT, default 9099).
      ...VARIANTS.firebase.env,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
      ADMIN_EMAILS: "browser-listed@example.com",
    },
  },
});
