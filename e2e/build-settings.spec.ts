import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { selectedComplex } from "../scripts/lib/selected-complex.mjs";
import { startOwnServer, stopOwnServer } from "./support/own-server";

// Build against run (lib/server/build-settings.ts): `npm start` on this build (made with the default
// settings, as `npm test` builds it) with a setting the build bakes in set otherwise exits 1 with one
// line naming the setting, the build's value and this server's, and what to do; with the build's
// own settings spelled out (a trailing slash, the defaults said aloud) it starts. Its own servers on
// E2E_PORT + 91 (starts) and + 92 (refused: never listens).

const base = Number(process.env.E2E_PORT ?? 3100);
const dataDirs: string[] = [];

test.skip(({ isMobile }) => isMobile, "server behaviour only");
test.describe.configure({ mode: "serial" });

test.afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "build-settings-e2e-"));
  dataDirs.push(dir);
  return dir;
}

/** Starts scripts/start.mjs with `env` on a fresh data folder; resolves with its exit code and output, or fails past the deadline. */
async function refusedStart(env: Record<string, string>, deadlineMs = 60_000) {
  const dir = dataDir();
  const child = spawn(
    process.execPath,
    [path.resolve("scripts/start.mjs"), "-H", "127.0.0.1", "-p", String(base + 92)],
    {
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "production",
        DATA_DIR: dir,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), deadlineMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  clearTimeout(timer);
  // The refusal is one log line (JSON in production): its message.
  const messages = output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => (JSON.parse(line) as { message?: string }).message ?? "");
  return {
    code,
    output,
    refusal: messages.find((m) => m.startsWith("Refusing to start: this build")),
    storeOpened: existsSync(path.join(dir, "site.db")),
  };
}

test("another SITE_URL than the build's: exit 1, one line naming SITE_URL with both values and the rebuild @once", async () => {
  test.setTimeout(90_000);
  const { code, output, refusal, storeOpened } = await refusedStart({
    SITE_URL: "https://www.presale-example.co.kr",
    VISIT_TOKEN_SECRET: "build-settings-e2e-visit-token-secret-0123456789",
  });
  expect(code, output).toBe(1);
  expect(refusal, output).toBe(
    "Refusing to start: this build was made with other settings. " +
      "SITE_URL: the build has http://localhost:3000, this server https://www.presale-example.co.kr; " +
      "DEMO_CONTENT: the build has true (unset: from SITE_URL), this server false (unset: from SITE_URL). " +
      "Build again with this server's settings (set them, then `npm run build`), or start it with the build's.",
  );
  expect(output).not.toMatch(/Ready on/);
  // Refused before anything started: no store was opened in its data folder.
  expect(storeOpened).toBe(false);
});

test("another DATA_BACKEND, or Firebase sign-in the build's policy has no origin for: exit 1 naming each @once", async () => {
  test.setTimeout(120_000);
  const store = await refusedStart({
    DATA_BACKEND: "firestore",
    AUTH_BACKEND: "embedded",
    FIREBASE_PROJECT_ID: "demo-build-settings",
  });
  expect(store.code, store.output).toBe(1);
  expect(store.refusal, store.output).toMatch(
    /settings\. DATA_BACKEND: the build has sqlite, this server firestore\. Build again/,
  );

  const signIn = await refusedStart({
    AUTH_BACKEND: "firebase",
    FIREBASE_PROJECT_ID: "demo-build-settings",
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${base + 92}`,
  });
  expect(signIn.code, signIn.output).toBe(1);
  expect(signIn.refusal, signIn.output).toMatch(
    new RegExp(
      `Firebase sign-in \\(AUTH_BACKEND, .*: the policy's connect-src\\): the build has off, this server http://127\\.0\\.0\\.1:${base + 92}\\.`,
    ),
  );
});

test("the build's own settings spelled out (defaults said aloud, a trailing slash) start, and serve @once", async () => {
  test.setTimeout(90_000);
  const dir = dataDir();
  const server = await startOwnServer(base + 91, {
    DATA_DIR: dir,
    SITE_URL: "http://localhost:3000/",
    COMPLEX: selectedComplex(process.cwd()),
    DATA_BACKEND: "sqlite",
    AUTH_BACKEND: "embedded",
    DEMO_CONTENT: "true",
    FIREBASE_PROJECT_ID: "demo-build-settings",
  });
  try {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(existsSync(path.join(dir, "site.db"))).toBe(true);
    expect(server.lines.join("\n")).not.toMatch(/Refusing to start/);
  } finally {
    expect((await stopOwnServer(server)).code).toBe(0);
  }
});
