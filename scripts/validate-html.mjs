// `npm run validate-html`: the W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, offline on
// Java 17+) over every page of the production build's sitemap.xml. Serves the build on 127.0.0.1
// (VALIDATE_PORT, default 3960) with its own data folder, fetches each sitemap URL into a temporary
// folder, runs vnu once over all the files, and prints every error with its page, line and message.
// Exits 1 on any error (warnings are printed, never fatal). Needs a build (`npm run build`).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { serveBuild } from "./lib/serve-build.mjs";
import { sitemapPaths } from "./lib/site-routes.mjs";

const require = createRequire(import.meta.url);
const vnuJar = String(require("vnu-jar"));
const java = process.env.JAVA ?? "java";
const started = Date.now();

const server = await serveBuild({ port: Number(process.env.VALIDATE_PORT ?? 3960) });
const folder = mkdtempSync(path.join(os.tmpdir(), "validate-html-"));
let failed = false;
try {
  const paths = await sitemapPaths(server.url);
  if (paths.length === 0) throw new Error("sitemap.xml lists no page");
  const fileOf = new Map();
  // Two at a time: the pages are prerendered or cached, and the machine has two cores.
  const queue = [...paths];
  await Promise.all(
    [0, 1].map(async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const res = await fetch(server.url + route, { redirect: "manual" });
        if (res.status !== 200)
          throw new Error(`GET ${route} answered ${res.status}; every sitemap page must answer 200`);
        const file = path.join(
          folder,
          `${fileOf.size.toString().padStart(3, "0")}${route.replace(/[^A-Za-z0-9]+/g, "_")}.html`,
        );
        fileOf.set(file, route);
        writeFileSync(file, await res.text());
      }
    }),
  );

  const run = spawnSync(java, ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...fileOf.keys()], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`could not run ${java} (Java 17+ is needed for vnu.jar): ${run.error.message}`);
  let messages;
  try {
    messages = JSON.parse(run.stderr || run.stdout).messages;
  } catch {
    throw new Error(`vnu.jar printed no JSON report:\n${run.stderr}\n${run.stdout}`);
  }
  const routeOf = (url) => fileOf.get(decodeURIComponent(new URL(url).pathname)) ?? url;
  const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  for (const m of errors) {
    const where = `${routeOf(m.url)}${m.lastLine ? `:${m.lastLine}` : ""}`;
    const extract = m.extract ? `\n      ${m.extract.replace(/\s+/g, " ").trim().slice(0, 160)}` : "";
    console.log(`error  ${where}  ${m.message}${extract}`);
  }
  // Warnings, one line per message: how many pages, and the first.
  const byMessage = new Map();
  for (const m of warnings) byMessage.set(m.message, [...(byMessage.get(m.message) ?? []), routeOf(m.url)]);
  for (const [message, routes] of byMessage) console.log(`warning  ${message} (${routes.length}x, e.g. ${routes[0]})`);
  console.log(
    `\nvnu: ${errors.length} error(s), ${warnings.length} warning(s) over ${fileOf.size} sitemap pages (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  failed = errors.length > 0;
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
