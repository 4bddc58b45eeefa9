// The real Cloud Firestore emulator (Debian package google-cloud-cli-firestore-emulator, Java 17+)
// on 127.0.0.1, for the store contract suites, the browser tests on Firestore and the fleet
// benchmark. Started with `gcloud emulators firestore start` in its own process group, so that
// stop() (and this process's exit) ends the Java process too, not only gcloud's wrapper.
// Nothing here leaves the machine: the emulator listens on loopback, and callers use demo- projects.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export const EMULATOR_INSTALL_HINT =
  "The Firestore tests need the Cloud Firestore emulator and Java 17 or newer: " +
  "apt-get install -y google-cloud-cli-firestore-emulator openjdk-17-jre-headless " +
  "(Google Cloud's Debian repository), or set FIRESTORE_EMULATOR_HOST to a running emulator.";

/** Why the emulator cannot start on this machine, or null when gcloud, its emulator and Java are there. */
export function emulatorProblem() {
  const java = spawnSync("java", ["-version"], { stdio: "ignore" });
  if (java.error || java.status !== 0) return `Java was not found (java -version failed). ${EMULATOR_INSTALL_HINT}`;
  const gcloud = spawnSync("gcloud", ["--version"], { encoding: "utf8" });
  if (gcloud.error || gcloud.status !== 0) return `gcloud was not found on PATH. ${EMULATOR_INSTALL_HINT}`;
  if (!/cloud-firestore-emulator/.test(gcloud.stdout))
    return `gcloud has no cloud-firestore-emulator component. ${EMULATOR_INSTALL_HINT}`;
  return null;
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts an emulator on 127.0.0.1:`port` (default: a free port) and resolves once it answers
 * (at most `timeoutMs`). `stop()` ends its whole process group and resolves when it is gone.
 */
export async function startFirestoreEmulator({ port, timeoutMs = 90_000 } = {}) {
  const problem = emulatorProblem();
  if (problem) throw new Error(problem);
  const chosen = port ?? (await freePort());
  const host = `127.0.0.1:${chosen}`;
  // Something already answers there (an emulator left running by an earlier run would hand this one
  // its old data): refuse rather than test against it.
  const taken = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(
      `something already answers on ${host} (an emulator left by an earlier run? \`pkill -f cloud-firestore-emulator\`): refusing to test against its data`,
    );
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), "firestore-emulator-")), "emulator.log");
  const log = openSync(logFile, "a");
  const child = spawn("gcloud", ["emulators", "firestore", "start", `--host-port=${host}`, "--quiet"], {
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1", CLOUDSDK_CORE_DISABLE_USAGE_REPORTING: "true" },
  });
  closeSync(log);
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => killGroup("SIGKILL");
  process.once("exit", onExit);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `the Firestore emulator exited with ${child.exitCode} before it answered:\n${readFileSync(logFile, "utf8").slice(-2000)}`,
      );
    }
    try {
      const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      killGroup("SIGKILL");
      throw new Error(
        `the Firestore emulator did not answer on ${host} within ${timeoutMs / 1000} s:\n${readFileSync(logFile, "utf8").slice(-2000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      process.removeListener("exit", onExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => killGroup("SIGKILL"), 5_000);
      child.once("exit", () => {
        clearTimeout(force);
        // gcloud's wrapper may exit before the Java process it started: end the group for good.
        killGroup("SIGKILL");
        resolve();
      });
      killGroup("SIGTERM");
    });
  return { host, port: chosen, logFile, stop };
}

/** Deletes every document of one project's database on the emulator (its REST reset endpoint). */
export async function clearEmulatorProject(host, projectId, databaseId = "(default)") {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/${databaseId}/documents`, {
    method: "DELETE",
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`clearing ${projectId}/${databaseId} on the emulator answered ${res.status}`);
}
