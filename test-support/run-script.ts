import { spawn, type ChildProcessByStdio } from "node:child_process";
import path from "node:path";
import type { Readable, Writable } from "node:stream";

// Runs a TypeScript script of this repository in its own process, as its npm script does
// (node node_modules/tsx/dist/cli.mjs --conditions=react-server <script> ...), with a deadline.

export const repoRoot = path.resolve(__dirname, "..");

export type ScriptChild = ChildProcessByStdio<Writable, Readable, Readable>;
export type ScriptResult = { code: number | null; stdout: string; stderr: string };

/** Starts `script` (a path from the repository root) with `args`; the environment is ours plus `env`. */
export function startScript(script: string, args: string[], env: Record<string, string> = {}): ScriptChild {
  return spawn(
    process.execPath,
    [
      path.join(repoRoot, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      path.join(repoRoot, script),
      ...args,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
}

/** The child's exit and everything it printed; killed (and rejected) after `timeoutMs`. */
export function finished(child: ScriptChild, timeoutMs = 90_000): Promise<ScriptResult> {
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c) => (stdout += c));
  child.stderr.on("data", (c) => (stderr += c));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(
        new Error(`script did not finish within ${timeoutMs} ms:\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`),
      );
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs `script` to its end (stdin closed). */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<ScriptResult> {
  const child = startScript(script, args, env);
  child.stdin.end();
  return finished(child, timeoutMs);
}

/** Resolves when the child prints a line matching `pattern` (rejects at its exit or after `timeoutMs`). */
export function waitForLine(child: ScriptChild, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => done(new Error(`no line matching ${pattern} within ${timeoutMs} ms`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      const line = buffer.split("\n").find((l) => pattern.test(l));
      if (line !== undefined) done(null, line);
    };
    const onExit = (code: number | null) => done(new Error(`the script exited (${code}) before printing ${pattern}`));
    function done(error: Error | null, line?: string) {
      clearTimeout(timer);
      child.stdout.off("data", onData);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve(line!);
    }
    child.stdout.on("data", onData);
    child.on("exit", onExit);
  });
}
