// `npm run budgets [route ...]`: byte budgets of the production build, deterministic (sizes, never
// timings). Serves the build, and for one route per page type (scripts/lib/site-routes.mjs) plus
// every other page of sitemap.xml but the articles, fetches the HTML and sums what a phone downloads
// on first load: HTML, the visitor JS (every <script src> and script preload under /_next/static/,
// gzip), the stylesheets (gzip), the fonts (<link rel=preload as=font> plus the @font-face files the
// page's text needs), and the preloaded LCP image the mobile viewport picks. Checks them against
// scripts/budgets.json, and fails when a chunk these pages load carries a forbidden library (zod or
// another validation library, Firebase) or lacks the compile hint that `npm run build` adds
// (scripts/lib/compile-hints.mjs). Prints a table; exits 1 when anything is over.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { hasCompileHint } from "./lib/compile-hints.mjs";
import { serveBuild } from "./lib/serve-build.mjs";
import { marketingRoutes, pageTypeRoutes, sitemapPaths } from "./lib/site-routes.mjs";
import {
  BUDGETED,
  KB,
  budgetFor,
  fontFilesForText,
  fontStacks,
  forbiddenIn,
  lcpImageUrl,
  MOBILE_VIEWPORT,
  mergeBudgets,
  pageAssets,
  parseFontFaces,
  verdict,
  visibleText,
} from "./lib/page-weight.mjs";

const budgets = JSON.parse(readFileSync(new URL("./budgets.json", import.meta.url), "utf8"));
const started = Date.now();
const gz = (text) => gzipSync(Buffer.from(text)).length;
// What Chromium sends for an image, so the optimizer answers the format a phone gets.
const IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

const server = await serveBuild({ port: Number(process.env.BUDGETS_PORT ?? 3910) });
let failed = false;
try {
  const get = async (path, headers = {}) => {
    const res = await fetch(server.url + path, { headers });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res;
  };
  const memo = (fn) => {
    const cache = new Map();
    return (key) => {
      if (!cache.has(key)) cache.set(key, fn(key));
      return cache.get(key);
    };
  };
  const chunk = memo(async (path) => {
    const text = await (await get(path)).text();
    return {
      bytes: Buffer.byteLength(text),
      gzip: gz(text),
      forbidden: forbiddenIn(text, budgets.forbidden),
      hinted: hasCompileHint(text),
    };
  });
  const stylesheet = memo(async (path) => {
    const text = await (await get(path)).text();
    return { gzip: gz(text), faces: parseFontFaces(text, server.url + path), stacks: fontStacks(text) };
  });
  const fileBytes = memo(async (path) => (await (await get(path, { accept: IMAGE_ACCEPT })).arrayBuffer()).byteLength);

  // A build with the complex's own photos is judged as a phone of 390 px at 3x sees it (budgets.json photos).
  const media = await fetch(`${server.url}/media/manifest.json`).then(
    (r) => (r.ok ? r.json() : null),
    () => null,
  );
  const photoBuild = Object.keys(media?.pictures ?? {}).length > 0;
  const viewport = photoBuild ? budgets.photos.viewport : MOBILE_VIEWPORT;
  const byteBudgets = photoBuild ? mergeBudgets(budgets.bytes, budgets.photos.bytes) : budgets.bytes;

  const argRoutes = process.argv.slice(2);
  let targets;
  if (argRoutes.length) {
    targets = argRoutes.map((route) => ({ type: "", route }));
  } else {
    const paths = await sitemapPaths(server.url);
    const types = pageTypeRoutes(paths);
    const seen = new Set(types.map((t) => t.route));
    targets = [
      ...types,
      ...marketingRoutes(paths)
        .filter((p) => !seen.has(p))
        .map((route) => ({ type: "", route })),
    ];
  }

  const results = [];
  for (const { type, route } of targets) {
    const html = await (await get(route)).text();
    const assets = pageAssets(html, server.url + route);
    const js = await Promise.all(assets.js.map(async (path) => ({ path, ...(await chunk(path)) })));
    const css = await Promise.all(assets.stylesheets.map(stylesheet));
    const text = visibleText(html);
    const textFonts = fontFilesForText(
      css.flatMap((s) => s.faces),
      css.flatMap((s) => s.stacks),
      text,
    );
    const fontUrls = [...new Set([...assets.preloadFonts, ...textFonts])];
    const fontSizes = new Map(await Promise.all(fontUrls.map(async (u) => [u, await fileBytes(u)])));
    const sum = (list) => list.reduce((a, b) => a + b, 0);
    const image = lcpImageUrl(assets.preloadImages, viewport);
    const figures = {
      htmlRaw: Buffer.byteLength(html),
      htmlGzip: gz(html),
      jsGzip: sum(js.map((c) => c.gzip)),
      jsRaw: sum(js.map((c) => c.bytes)),
      jsChunks: js.length,
      cssGzip: sum(css.map((s) => s.gzip)),
      fontPreload: sum(assets.preloadFonts.map((u) => fontSizes.get(u))),
      fonts: sum([...fontSizes.values()]),
      fontFiles: fontSizes.size,
      lcpImage: image ? await fileBytes(image) : 0,
    };
    figures.total = figures.htmlGzip + figures.cssGzip + figures.jsGzip + figures.fonts + figures.lcpImage;
    const forbidden = js.flatMap((c) => c.forbidden.map((f) => ({ ...f, chunk: c.path })));
    const noModule = await Promise.all(assets.noModuleScripts.map(async (path) => ({ path, ...(await chunk(path)) })));
    results.push({
      type,
      route,
      figures,
      js,
      noModule,
      verdict: verdict(figures, budgetFor(route, byteBudgets), forbidden),
    });
  }

  // The table: every figure in KB; a budgeted one as "value / budget", marked when over.
  const k = (bytes) => (bytes / KB).toFixed(1);
  const cell = (check) =>
    `${check.kb.toFixed(1)}${check.limit == null ? "" : ` / ${check.limit}`}${check.ok ? "" : " OVER"}`;
  const header = [
    "route",
    "type",
    "HTML raw",
    "HTML gzip",
    "JS gzip",
    "chunks",
    "CSS gzip",
    "font preload",
    "fonts (files)",
    "LCP image",
    "total",
    "verdict",
  ];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`| ${header.map(() => "---").join(" | ")} |`);
  for (const r of results) {
    const c = Object.fromEntries(r.verdict.checks.map((x) => [x.figure, x]));
    const f = r.figures;
    const bad = [
      ...r.verdict.checks.filter((x) => !x.ok).map((x) => x.label),
      ...new Set(r.verdict.forbidden.map((x) => x.library)),
    ];
    console.log(
      `| ${[
        r.route,
        r.type,
        k(f.htmlRaw),
        cell(c.htmlGzip),
        cell(c.jsGzip),
        f.jsChunks,
        k(f.cssGzip),
        k(f.fontPreload),
        `${cell(c.fonts)} (${f.fontFiles})`,
        k(f.lcpImage),
        cell(c.total),
        bad.length ? `over: ${bad.join(", ")}` : "ok",
      ].join(" | ")} |`,
    );
  }
  const phone = `${viewport.width}x${viewport.height} @${viewport.dpr}`;
  console.log(
    `\nKB = 1024 bytes. HTML, JS and CSS gzip (level 6); fonts and the LCP image (mobile viewport ${phone}${photoBuild ? ": a build with the complex's own photos" : ""}) as files.`,
  );
  console.log(
    `total = HTML gzip + CSS gzip + JS gzip + fonts + LCP image; budgets in scripts/budgets.json (${BUDGETED.map((b) => b.budget).join(", ")}).`,
  );

  // The JS every measured route loads: the framework runtime plus the root layout's client components.
  const shared = results
    .map((r) => new Set(r.js.map((c) => c.path)))
    .reduce((a, b) => new Set([...a].filter((x) => b.has(x))));
  const sharedGzip = [...shared].reduce((sum, p) => sum + (results[0].js.find((c) => c.path === p)?.gzip ?? 0), 0);
  console.log(`JS every route loads: ${shared.size} chunks, ${k(sharedGzip)} KB gzip.`);
  const noModule = new Map(results.flatMap((r) => r.noModule.map((c) => [c.path, c.gzip])));
  if (noModule.size) {
    console.log(
      `Not counted: ${noModule.size} nomodule script(s), ${k([...noModule.values()].reduce((a, b) => a + b, 0))} KB gzip (only browsers without modules load them).`,
    );
  }

  const forbiddenChunks = new Map();
  for (const r of results) {
    for (const f of r.verdict.forbidden) {
      const key = `${f.chunk} ${f.library}`;
      const entry = forbiddenChunks.get(key) ?? { ...f, routes: [] };
      entry.routes.push(r.route);
      forbiddenChunks.set(key, entry);
    }
  }
  for (const f of forbiddenChunks.values()) {
    const size = results.flatMap((r) => r.js).find((c) => c.path === f.chunk);
    console.log(
      `FORBIDDEN ${f.library} in ${f.chunk} (${k(size?.gzip ?? 0)} KB gzip, found "${f.match}"), loaded by ${f.routes.length === results.length ? "every route" : f.routes.join(", ")}`,
    );
  }
  const unhinted = [...new Set(results.flatMap((r) => r.js.filter((c) => !c.hinted).map((c) => c.path)))];
  for (const path of unhinted)
    console.log(
      `NO COMPILE HINT in ${path}: build with \`npm run build\` (scripts/build.mjs adds it after next build)`,
    );
  const over = results.filter((r) => !r.verdict.ok);
  failed = over.length > 0 || unhinted.length > 0;
  console.log(
    `\n${results.length - over.length} of ${results.length} routes within budget${over.length ? `; over: ${over.map((r) => r.route).join(", ")}` : ""}. (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
