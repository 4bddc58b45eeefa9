// Builds of the selected complex with other build-time settings, for the tests that run a server
// with those settings: a production server refuses to start with settings other than its build's
// (lib/server/build-settings.ts), so such a test serves a build made with them. Each variant is
// built in a copy of the sources of its own, .complex-builds/variant-<name>/ (scripts/lib/complex-copy.mjs,
// as scripts/complex-smoke.mjs builds the second complex), by the whole `npm run build` less the
// font census (the committed plan's font: the census of the main build decides it), and served
// from the checkout by pointing scripts/start.mjs at its standalone output (PRESALE_STANDALONE_DIR).
//   npm run build:firestore | build:public | build:firebase      (scripts/variant-build.mjs <name>)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { leaveStore, seedGenerated, syncCopy } from "./complex-copy.mjs";
import { selectedComplex } from "./selected-complex.mjs";

/**
 * The checkout: the folder npm scripts and Playwright run in. (Not from import.meta: Playwright's
 * loader, which the browser specs and configs import this through, turns that into CommonJS.)
 */
const ROOT = process.cwd();

/** The Auth emulator's port (scripts/test-firebase-auth.sh): its origin is part of the Firebase variant's policy. */
const AUTH_EMULATOR_PORT = process.env.AUTH_EMULATOR_PORT ?? "9099";

/**
 * Each variant: what it is for, and the build-time settings it is built with (on top of the
 * environment's), which the servers that serve it must run with too.
 */
export const VARIANTS = {
  firestore: {
    about:
      "the Firestore browser run (playwright.firestore.config.ts) and the fleet benchmark: data in Cloud Firestore, the embedded administrator",
    env: { DATA_BACKEND: "firestore", AUTH_BACKEND: "embedded" },
  },
  public: {
    about: "a deployment at a public address (e2e/demo-content.spec.ts): no demo content, HSTS",
    env: { SITE_URL: "https://www.presale-example.co.kr" },
  },
  firebase: {
    about:
      "the Firebase sign-in in the browser (npm run test:firebase-auth): the Auth emulator's origin in the security policy",
    env: {
      AUTH_BACKEND: "firebase",
      FIREBASE_PROJECT_ID: "demo-presale",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
    },
  },
};

function variant(name) {
  const v = VARIANTS[name];
  if (!v) throw new Error(`no build variant '${name}' (${Object.keys(VARIANTS).join(", ")})`);
  return v;
}

/** The copy a variant is built in. */
export function variantDir(name, root = ROOT) {
  variant(name);
  return path.join(root, ".complex-builds", `variant-${name}`);
}

/** The variant's standalone output (PRESALE_STANDALONE_DIR); throws, saying what to run, when it was not built. */
export function variantStandalone(name, root = ROOT) {
  const standalone = path.join(variantDir(name, root), ".next/standalone");
  if (!existsSync(path.join(standalone, "server.js")) || !existsSync(path.join(standalone, ".next/BUILD_ID"))) {
    throw new Error(
      `No ${name} build (${variant(name).about}): run \`npm run build:${name}\` first (it builds in ${path.relative(root, variantDir(name, root))}/).`,
    );
  }
  return standalone;
}

/**
 * Brings the variant's copy up to the checkout and builds it there with the variant's settings;
 * returns the seconds it took. The generated files of the checkout's own build of the same complex
 * (art masters, the sample's materials, the encoded media cache) are copied in first when the copy
 * has none, so that a first variant build does not make them again.
 */
export function buildVariant(name, root = ROOT) {
  const { env } = variant(name);
  const started = Date.now();
  const dir = variantDir(name, root);
  syncCopy(root, dir);
  leaveStore(dir);
  seedGenerated(root, dir, selectedComplex(root));
  const r = spawnSync(process.execPath, ["scripts/build.mjs", "--no-font-census"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`the ${name} build failed (${r.status ?? r.signal})`);
  return (Date.now() - started) / 1000;
}
