import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

// A production server of a spec's own (scripts/start.mjs, as `npm start` and the host run it) on
// 127.0.0.1:port, its stdout and stderr kept line by line.

export type OwnServer = {
  url: string;
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** `nodeArgs` go before the script (e.g. `--import e2e/support/solapi-preload.mjs`). */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs: string[] = [],
): Promise<OwnServer> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.resolve("scripts/start.mjs"), "-H", "127.0.0.1", "-p", String(port)],
    {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop()!;
      lines.push(...parts);
    });
    stream.on("end", () => rest && lines.push(rest));
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${lines.join("\n")}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, lines, exited };
}

/** SIGTERM, then SIGKILL after 15 s; resolves with how it ended. */
export async function stopOwnServer(
  server: OwnServer,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const force = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
    server.child.kill("SIGTERM");
    const result = await server.exited;
    clearTimeout(force);
    return result;
  }
  return server.exited;
}

/** The form-service stand-in (e2e/support/form-service.mjs) in a process of its own on 127.0.0.1:port. */
export async function startStandIn(port: number, mode: "ok" | "fail" | "reject", delayMs = 0) {
  const child = spawn(
    process.execPath,
    [path.resolve("e2e/support/form-service.mjs"), String(port), mode, String(delayMs)],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/__received`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("the form-service stand-in did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  type Received = { body: { leadId?: string } | null; status: number | null };
  return {
    url: `${url}/f/leads`,
    received: async () => (await (await fetch(`${url}/__received`)).json()) as Received[],
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
