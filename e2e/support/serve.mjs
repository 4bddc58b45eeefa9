// Starts the production build for the browser tests on 127.0.0.1 with a fresh data folder,
// so tests never touch a developer's ./data. It goes through `npm start`'s own server
// (scripts/start.mjs), so the browser tests exercise the same start path as production.
// TRUSTED_PROXY_HOPS=1: the tests play the one trusted proxy, so a test that sends its own
// X-Forwarded-For gets its own rate-limit and throttle counts (a request without one counts as
// 127.0.0.1). e2e/security-headers.spec.ts starts a server with 0 to prove a forged header is ignored.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { adminEmail, adminPasswordHash } from "./admin.mjs";
import { e2eFormServicePort, startFormService } from "./form-service.mjs";
import { startFirestoreEmulator } from "../../test-support/firestore-emulator.mjs";
import { VARIANTS } from "../../scripts/lib/variant-build.mjs";

const port = process.argv[2] ?? "3100";
const dataDir = path.resolve(".e2e-data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The build it serves: the checkout's, or a variant's (PRESALE_STANDALONE_DIR, set by
// playwright.firestore.config.ts and playwright.firebase.config.ts: scripts/lib/variant-build.mjs).
const standalone = path.resolve(process.env.PRESALE_STANDALONE_DIR ?? ".next/standalone");
// Pages the server rendered after the build (ISR) live on disk beside it: a run on the same build
// (the Firestore run before, and the next run) would first be served the previous run's press pages,
// articles and view counts its own store never had. Every run starts from the build's own pages.
rmSync(path.join(standalone, ".next/server/route-cache"), { recursive: true, force: true });
// The lead forms forward to a stand-in form service (e2e/leads.spec.ts drives its mode).
const formService = await startFormService({ port: e2eFormServicePort(Number(port)) });
// The Firestore run (playwright.firestore.config.ts, E2E_BACKEND=firestore): the server keeps its
// data in the real Cloud Firestore emulator, on port + 95 (e2e/support/stores.ts e2eEmulatorPort),
// project demo-e2e (E2E_PROJECT), signing in with the embedded administrator as the SQLite run does,
// on the Firestore build (its settings: VARIANTS.firestore).
const emulator =
  process.env.E2E_BACKEND === "firestore" ? await startFirestoreEmulator({ port: Number(port) + 95 }) : null;
const backendEnv = emulator
  ? {
      ...VARIANTS.firestore.env,
      FIREBASE_PROJECT_ID: "demo-e2e",
      FIRESTORE_EMULATOR_HOST: emulator.host,
    }
  : {};
const child = spawn(process.execPath, [path.resolve("scripts/start.mjs"), "-H", "127.0.0.1", "-p", port], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? adminEmail,
    ADMIN_PASSWORD_HASH: process.env.ADMIN_PASSWORD_HASH ?? adminPasswordHash,
    // The many sign-ins of the specs test other things; e2e/admin-second-factor.spec.ts runs its own server with it on.
    SECOND_FACTOR: process.env.SECOND_FACTOR ?? "none",
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
    VISIT_TOKEN_SECRET: process.env.VISIT_TOKEN_SECRET ?? randomBytes(32).toString("base64url"),
    FORM_SERVICE_URL: formService.url,
    LEAD_RATE_LIMIT: process.env.LEAD_RATE_LIMIT ?? "20",
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? "1",
    CRON_SECRET: process.env.CRON_SECRET ?? "e2e-cron-secret-0123456789",
    // Every spec books from this machine: the per-address limit is tested on its own (lib/visits/lead-booking.test.ts, bench hostile).
    VISIT_BOOKINGS_PER_ADDRESS: process.env.VISIT_BOOKINGS_PER_ADDRESS ?? "100000",
    SMS_DAILY_BUDGET: process.env.SMS_DAILY_BUDGET ?? "100000",
    ...backendEnv,
    // The tests read and page through the sample articles: seeded here whatever SITE_URL says
    // (e2e/demo-content.spec.ts starts a public-address server that seeds nothing).
    DEMO_CONTENT: "true",
  },
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    child.kill(signal);
    // The emulator is a process group of its own: stop it here too, whatever the server does.
    void emulator?.stop();
  });
child.on(
  "exit",
  (code) => void Promise.all([formService.close(), emulator?.stop()]).finally(() => process.exit(code ?? 0)),
);
