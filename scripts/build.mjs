// `npm run build`: the production build of the complex named by COMPLEX, with the site's own font.
// 0. Point lib/site/content/complexes/selected.ts at COMPLEX (scripts/select-complex.ts), then draw the
//    complex's raster scenes (scripts/render-art.ts) and its notice PDF (scripts/make-notice-pdf.ts)
//    into public/, and check and encode its own photos and documents into public/media/
//    (scripts/encode-materials.ts; a sample's are made first, scripts/make-sample-materials.ts);
//    all git-ignored, made from the content by every build.
// 1. Make sure a font covers every character of the sources (kept from the last build when it does).
// 2. next build.
// 3. Census (skipped with --no-font-census): serve the build, read every page of the sitemap, slice the font by which pages use which
//    characters. Only when the slices changed (new content, first build) is the site built again, so
//    that the CSS bundles the new @font-face rules; the page text, and so the census, stays the same.
// 4. Mark every client chunk for eager background compilation (scripts/lib/compile-hints.mjs).
// After every `next build` and after step 4, public/ and .next/static are copied into the standalone
// output (scripts/lib/standalone.mjs), the one server that the census, `npm start`, the budgets, the
// browser tests and the host run.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { addCompileHints } from "./lib/compile-hints.mjs";
import { prepareStandalone } from "./lib/standalone.mjs";

const root = path.resolve(new URL("..", import.meta.url).pathname);
const run = (args, ok = [0]) => {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (!ok.includes(r.status ?? 1)) process.exit(r.status ?? 1);
  return r.status;
};
const nextBuild = () => {
  run([path.join(root, "node_modules/next/dist/bin/next"), "build"]);
  prepareStandalone(root);
};
const tsx = (script) => run([path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", script]);

tsx("scripts/select-complex.ts");
tsx("scripts/render-art.ts");
tsx("scripts/make-notice-pdf.ts");
tsx("scripts/make-sample-materials.ts");
tsx("scripts/encode-materials.ts");
run(["scripts/site-font.mjs", "sources"]);
nextBuild();
if (!process.argv.includes("--no-font-census") && run(["scripts/site-font.mjs", "census"], [0, 3]) === 0) {
  console.log("site font: slices changed, building again with the new @font-face rules");
  nextBuild();
}
console.log(
  `compile hints: ${addCompileHints(path.join(root, ".next/static/chunks"))} client chunks marked for background compilation`,
);
console.log(
  `standalone server: ${path.relative(root, prepareStandalone(root))} (public/ and .next/static copied beside server.js)`,
);
