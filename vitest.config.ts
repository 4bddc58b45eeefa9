import { defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    include: ["{app,components,lib,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Deadlines against a hang, not speed checks: npm test runs the content's tests of the second
    // complex beside a browser run and the Firestore emulator, where both cores are taken and a case
    // can take three times as long as alone (a read of a broken Firestore is retried by the client for
    // about 7 s before it fails). At 20 s, CI failed one case there that passes alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two test files per core: most of them wait on the Firestore emulator, a child process or a
    // socket, not on the CPU (on 2 cores the whole run takes about 2 min instead of 3).
    maxWorkers: Math.max(2, os.availableParallelism() * 2),
    globalSetup: ["test-support/vitest-global-setup.ts"],
  },
});
