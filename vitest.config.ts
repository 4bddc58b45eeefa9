import { defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    include: ["{app,components,lib,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    // Two test files per core: most of them wait on the Firestore emulator, a child process or a
    // socket, not on the CPU (on 2 cores the whole run takes about 2 min instead of 3).
    maxWorkers: Math.max(2, os.availableParallelism() * 2),
    globalSetup: ["test-support/vitest-global-setup.ts"],
  },
});
