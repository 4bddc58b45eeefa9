// `npm start`: builds when there is no production build yet, then serves it on PORT (default 3000).
// The embedded store is created and seeded by the server itself on first start (instrumentation.ts).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const nextBin = new URL("../node_modules/next/dist/bin/next", import.meta.url).pathname;
if (!existsSync(new URL("../.next/BUILD_ID", import.meta.url))) {
  console.log("No production build found: running `next build` first (about two minutes).");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? "3000";
const server = spawn(process.execPath, [nextBin, "start", "-p", port, ...process.argv.slice(2)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
