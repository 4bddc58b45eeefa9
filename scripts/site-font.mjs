// The site's own font: Pretendard Variable cut down to the characters this site shows, in a few
// woff2 slices, each with the unicode-range of exactly its characters, so that a page downloads the
// glyphs it draws and little else (the full Pretendard dynamic subset pulled ~20 files, ~350 KB).
//
//   node scripts/site-font.mjs sources   make sure a font exists that covers every character in the
//                                        sources (app/, components/, lib/: content, UI strings, seeded
//                                        articles); keeps the current slices when they already do, else
//                                        writes the committed census plan's when it covers them
//   node scripts/site-font.mjs census    serve the production build, read the text of every page in
//                                        sitemap.xml, and slice by which pages use which characters;
//                                        exit 0 when the slices changed (rebuild), 3 when they did not
//
// Two families come out of it. "Pretendard Site": a core slice with ASCII and the characters nearly
// every page shows, and slices of the rest, for text the census did not see (a dialog, an article
// published later). "Pretendard Page": for each page of the census, one file with exactly the
// characters it shows beyond the core, which components/chrome/page-font.tsx links on that page; it
// comes first in the font stack, so a page of the census downloads the core and its own file only.
//
// Writes (all git-ignored, made anew by every build): public/fonts/*.woff2 and the stylesheets that
// declare them, public/fonts/*.css (content-hashed names; components/chrome/font-loader.tsx turns
// them on once the page has loaded), public/fonts/site-font.json (the slices and the pages' files)
// and app/site-font.css (the fallback face with Pretendard's metrics, bundled with the site's CSS).
// One committed file: lib/site/content/complexes/<slug>/font-plan.json, the census's answer (see PLAN),
// from which `sources` writes the font when it covers the sources, so a fresh clone builds once.
// `npm run build` (scripts/build.mjs) runs both steps.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import subsetFont from "subset-font";
import { ASCII, fontChars, planSlices, unicodeRange } from "./lib/font-slices.mjs";
import { visibleText } from "./lib/page-weight.mjs";
import { selectedComplex } from "./lib/selected-complex.mjs";
import { serveBuild } from "./lib/serve-build.mjs";
import { sitemapPaths } from "./lib/site-routes.mjs";
import { ARTICLE_PATTERN, VISIT_PATH } from "../lib/site/routes/paths.mjs";
import { SLOT_STATE_TEXT } from "../lib/visits/slot-states.mjs";

const root = path.resolve(new URL("..", import.meta.url).pathname);
const SOURCE = path.join(root, "node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2");
const FONT_DIR = path.join(root, "public/fonts");
const MANIFEST = path.join(FONT_DIR, "site-font.json");
const CSS = path.join(root, "app/site-font.css");
// The census's last answer for the selected complex, committed beside its content: a fresh clone
// writes its font from it before the first `next build`, so the census finds the font the build
// already has and the site is built once instead of twice. The census rewrites it when the pages'
// text changed (commit the new one with the content that changed it).
const PLAN = path.join(root, "lib/site/content/complexes", selectedComplex(root), "font-plan.json");
export const FAMILY = "Pretendard Site";
export const PAGE_FAMILY = "Pretendard Page";
// A character shown on this share of the pages (articles weighted as below) goes into the core.
const CORE_SHARE = 0.85;
// Layout features the site's Korean and Latin text use; the rest (stylistic sets, tabular figures,
// fractions...) would pull alternate glyphs into every slice.
const FEATURES = ["kern", "ccmp", "locl", "mark", "mkmk", "liga", "calt"];

/** Every character in the site's sources: what any page, dialog or message may show. */
export function sourceChars() {
  const text = [ASCII];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(tsx?|mjs)$/.test(e.name) && !/\.test\.|\.contract\./.test(e.name))
        text.push(readFileSync(p, "utf8"));
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(path.join(root, dir));
  return fontChars(text.join(""));
}

// What the files written look like: a manifest of another format is rewritten, not kept (2: the
// slices' local face moved from app/site-font.css into the site font's stylesheet).
const FORMAT = 2;

function readManifest() {
  if (!existsSync(MANIFEST)) return null;
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
    return manifest.format === FORMAT ? manifest : null;
  } catch {
    return null;
  }
}

const sameSlices = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The committed census plan: { slices, pages: path -> unicode-range beyond the core }, or null. */
function readPlan() {
  if (!existsSync(PLAN)) return null;
  try {
    const plan = JSON.parse(readFileSync(PLAN, "utf8"));
    return Array.isArray(plan.slices) && plan.pages && typeof plan.pages === "object" ? plan : null;
  } catch {
    return null;
  }
}

/** Writes the plan when it differs from the one committed (one line per slice and page, for a readable diff). */
function writePlan(slices, pages) {
  const ranges = Object.fromEntries(Object.entries(pages).map(([route, cps]) => [route, unicodeRange(cps)]));
  const current = readPlan();
  if (current && sameSlices(current.slices, slices) && sameSlices(current.pages, ranges)) return;
  const lines = [
    "{",
    `  "about": "Written by scripts/site-font.mjs census: the font slices and each page's own characters. Commit it with the content that changed it.",`,
    '  "slices": [',
    slices.map((cps) => `    ${JSON.stringify(cps)}`).join(",\n"),
    "  ],",
    '  "pages": {',
    Object.entries(ranges)
      .map(([route, range]) => `    ${JSON.stringify(route)}: ${JSON.stringify(range)}`)
      .join(",\n"),
    "  }",
    "}",
  ];
  writeFileSync(PLAN, `${lines.join("\n")}\n`);
  console.log(`site font: census plan written to ${path.relative(root, PLAN)} (commit it)`);
}
/** The manifest's pages as path -> code points beyond the core (what the census compares). */
const pagesOf = (manifest) =>
  Object.fromEntries(
    Object.entries(manifest.pages ?? {}).map(([route, i]) => [route, parseRange(manifest.pageFiles[i].range)]),
  );
const parseRange = (range) =>
  range.split(",").flatMap((part) => {
    const [a, b = a] = part
      .replace("U+", "")
      .split("-")
      .map((h) => parseInt(h, 16));
    return Array.from({ length: b - a + 1 }, (_, k) => a + k);
  });

/**
 * The phone's own Korean font, scaled so that a Hangul syllable is as wide as Pretendard's (1770/2048
 * em against the 1 em of the system fonts) and with Pretendard's ascent and descent, so that a swap
 * moves nothing. Android's font comes first: most Korean phones run Android, and every name that
 * misses costs a font lookup in the first layout (on Linux a synchronous call to the browser
 * process, 2 to 4 ms each in a first Lighthouse run; four of them when Noto Sans CJK KR was fourth).
 * Two faces of it:
 * - `Pretendard Site Fallback` (app/site-font.css, in every page's CSS): the whole first page is
 *   drawn with it, every character, until the fonts are on;
 * - `Pretendard Site Local` (the site font's stylesheet, linked once the fonts are on): only the
 *   characters of the slices, for the moment a slice is loading. The stack of that state
 *   (`font-loaded`, tailwind.config.ts) puts full Pretendard after it, so a character no slice has
 *   (a new article's) is drawn in Pretendard, not in the phone's font. Its long unicode-range is
 *   downloaded once and cached, instead of riding in every page's CSS (0.5 KB of its gzip).
 */
function localFace(family, range) {
  const hangulAdvance = 1770 / 2048;
  const pct = (v) => `${(v * 100).toFixed(2)}%`;
  return (
    `@font-face{font-family:"${family}";` +
    `src:local("Noto Sans CJK KR"),local("NotoSansCJKkr-Regular"),local("Apple SD Gothic Neo"),local("AppleSDGothicNeo-Regular"),local("Noto Sans KR"),local("Malgun Gothic");` +
    `size-adjust:${pct(hangulAdvance)};ascent-override:${pct(1950 / 2048 / hangulAdvance)};descent-override:${pct(494 / 2048 / hangulAdvance)};line-gap-override:0%` +
    (range ? `;unicode-range:${range}}` : "}")
  );
}

/**
 * Full Pretendard in its dynamic subsets, for the pages that show text the build never saw (new
 * articles, lead names): copied under a versioned folder so that it can be cached for a year.
 * Returns the URL of its stylesheet.
 */
function copyPretendardFallback() {
  const pkg = path.join(root, "node_modules/pretendard");
  const { version } = JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8"));
  const dir = `pretendard-${version}`;
  const target = path.join(FONT_DIR, dir);
  if (!existsSync(path.join(target, "pretendardvariable-dynamic-subset.css"))) {
    for (const f of readdirSync(FONT_DIR))
      if (f.startsWith("pretendard-")) rmSync(path.join(FONT_DIR, f), { recursive: true });
    const from = path.join(pkg, "dist/web/variable");
    cpSync(path.join(from, "woff2-dynamic-subset"), path.join(target, "woff2-dynamic-subset"), { recursive: true });
    cpSync(
      path.join(from, "pretendardvariable-dynamic-subset.css"),
      path.join(target, "pretendardvariable-dynamic-subset.css"),
    );
  }
  return `/fonts/${dir}/pretendardvariable-dynamic-subset.css`;
}

/**
 * Subsets the slices and the pages' own sets, writes the woff2 files, the manifest and the CSS.
 * `pages` maps a path to the code points it shows beyond the first slice (the core).
 */
export async function writeFont(slices, pages, origin) {
  const font = await fontverter.convert(readFileSync(SOURCE), "truetype");
  mkdirSync(FONT_DIR, { recursive: true });
  for (const f of readdirSync(FONT_DIR))
    if (/^(site|page)(-\d+)?\.[0-9a-f]+\.(woff2|css)$/.test(f)) rmSync(path.join(FONT_DIR, f));
  const subset = async (prefix, cps) => {
    const woff2 = await subsetFont(font, String.fromCodePoint(...cps), {
      targetFormat: "woff2",
      keepFeatures: FEATURES,
    });
    const name = `${prefix}.${createHash("sha256").update(woff2).digest("hex").slice(0, 10)}.woff2`;
    writeFileSync(path.join(FONT_DIR, name), woff2);
    return { url: `/fonts/${name}`, bytes: woff2.length, chars: cps.length, range: unicodeRange(cps) };
  };
  const files = [];
  for (const [i, cps] of slices.entries()) files.push(await subset(`site-${i}`, cps));
  // Pages that show the same characters share a file.
  const pageFiles = [];
  const byRange = new Map();
  const pageMap = {};
  for (const [route, cps] of Object.entries(pages)) {
    if (cps.length === 0) continue;
    const key = unicodeRange(cps);
    if (!byRange.has(key)) {
      byRange.set(key, pageFiles.length);
      pageFiles.push(await subset(`page-${pageFiles.length}`, cps));
    }
    pageMap[route] = byRange.get(key);
  }
  // The faces live in small stylesheets of their own, which the layout switches on after the page
  // has loaded (components/chrome/font-loader.tsx): the first paint never waits on a font, and the
  // fonts do not compete with the HTML, CSS and scripts for a phone's bandwidth.
  const writeCss = (prefix, family, list, extra = []) => {
    const css = list
      .map(
        (f) =>
          `@font-face{font-family:"${family}";src:url(${f.url}) format("woff2");font-weight:45 920;font-style:normal;font-display:swap;unicode-range:${f.range}}`,
      )
      .concat(extra)
      .join("\n");
    const name = `${prefix}.${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
    writeFileSync(path.join(FONT_DIR, name), `${css}\n`);
    return `/fonts/${name}`;
  };
  const css = writeCss("site", FAMILY, files, [localFace(`${FAMILY} Local`, unicodeRange(slices.flat()))]);
  for (const f of pageFiles) f.css = writeCss(`page-${pageFiles.indexOf(f)}`, PAGE_FAMILY, [f]);
  const manifest = {
    format: FORMAT,
    origin,
    css,
    fallbackCss: copyPretendardFallback(),
    slices,
    files,
    pages: pageMap,
    pageFiles,
  };
  writeFileSync(MANIFEST, JSON.stringify(manifest));
  writeFallbackCss(origin);
  return { files, pageFiles };
}

/**
 * Writes app/site-font.css, the fallback face, when its text is not what this script makes now: also
 * when the font is kept, so that a change to the face itself reaches a checkout that has a font.
 */
function writeFallbackCss(origin) {
  const text = `/* Generated by scripts/site-font.mjs (${origin}); git-ignored, made anew by every build. */\n${localFace(`${FAMILY} Fallback`)}\n`;
  if (!existsSync(CSS) || readFileSync(CSS, "utf8") !== text) writeFileSync(CSS, text);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Keeps the current font when it covers every source character; otherwise one slice of them all. */
async function fromSources() {
  const chars = sourceChars();
  const current = readManifest();
  const exists = (url) => typeof url === "string" && existsSync(path.join(root, "public", url));
  if (
    current &&
    existsSync(CSS) &&
    exists(current.css) &&
    exists(current.fallbackCss) &&
    current.files.every((f) => exists(f.url))
  ) {
    const covered = new Set(current.slices.flat());
    if (chars.every((cp) => covered.has(cp))) {
      writeFallbackCss(current.origin);
      console.log(
        `site font: ${current.files.length} slice(s) cover the ${chars.length} characters of the sources (${current.origin})`,
      );
      return;
    }
  }
  const plan = readPlan();
  if (plan) {
    const covered = new Set(plan.slices.flat());
    if (chars.every((cp) => covered.has(cp))) {
      const pages = Object.fromEntries(Object.entries(plan.pages).map(([route, range]) => [route, parseRange(range)]));
      // The origin goes into the generated CSS and manifest: it names no complex (the leak check reads the build).
      const { files } = await writeFont(plan.slices, pages, "the committed census plan (font-plan.json)");
      console.log(`site font: ${files.length} slice(s) from the committed census plan (${path.relative(root, PLAN)})`);
      return;
    }
  }
  const files = await writeFont([chars], {}, "sources");
  console.log(`site font: one slice of the ${chars.length} characters of the sources, ${kb(files.files[0].bytes)}`);
}

// Text a page shows or not depending on the hour it is drawn: counted as the page's at any hour, so
// that the census (and the committed plan) does not depend on when the build runs.
const HOURLY_TEXT = { [VISIT_PATH]: SLOT_STATE_TEXT };

/** Slices by the census of the built pages; returns whether the slices changed. */
async function fromCensus() {
  // On the embedded store in a folder of its own, with the sample articles, whatever the deployment's
  // settings: the census reads the seeded articles and never adds a view to a real one. --own-store
  // lets those two settings differ from the build's; the sign-in stays the build's (with
  // DATA_BACKEND=firestore and no AUTH_BACKEND the build signs in with Firebase), so that the
  // server's policy is the build's.
  const firestoreBuild = process.env.DATA_BACKEND?.trim() === "firestore";
  const server = await serveBuild({
    port: Number(process.env.SITE_FONT_PORT ?? 3919),
    env: {
      DATA_BACKEND: "sqlite",
      AUTH_BACKEND: process.env.AUTH_BACKEND?.trim() || (firestoreBuild ? "firebase" : "embedded"),
    },
    ownStore: true,
  });
  const pages = [];
  let paths;
  try {
    paths = await sitemapPaths(server.url);
    for (const p of paths) {
      const res = await fetch(server.url + p);
      if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
      pages.push(fontChars(ASCII + visibleText(await res.text()) + (HOURLY_TEXT[p] ?? "")));
    }
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  // Every page counts once, but the articles count together as two pages: otherwise their number
  // would pull each article's words into the slice that every page loads.
  const isArticle = (p) => ARTICLE_PATTERN.test(p);
  const articles = paths.filter(isArticle).length;
  const weights = paths.map((p) => (isArticle(p) ? 2 / articles : 1));
  const slices = planSlices(pages, sourceChars(), { weights, core: CORE_SHARE });
  const core = new Set(slices[0]);
  const own = Object.fromEntries(
    paths.map((p, i) => [p, pages[i].filter((cp) => !core.has(cp))]).filter(([, cps]) => cps.length > 0),
  );
  writePlan(slices, own);
  const current = readManifest();
  if (current && sameSlices(current.slices, slices) && sameSlices(pagesOf(current), own)) {
    writeFallbackCss(current.origin);
    console.log(`site font: the census of ${pages.length} pages gives the font the build already has`);
    return false;
  }
  const { files, pageFiles } = await writeFont(slices, own, `census of ${pages.length} pages`);
  const sizes = paths.map((p) => files[0].bytes + (pageFiles[readManifest().pages[p]]?.bytes ?? 0));
  console.log(
    `site font: core ${files[0].chars} chars ${kb(files[0].bytes)}, ${files.length - 1} more slices ${kb(files.slice(1).reduce((a, f) => a + f.bytes, 0))}; ` +
      `${pageFiles.length} page files; a page loads ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}`,
  );
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const step = process.argv[2];
  if (step === "sources") await fromSources();
  else if (step === "census") process.exit((await fromCensus()) ? 0 : 3);
  else {
    console.error("usage: node scripts/site-font.mjs sources|census");
    process.exit(2);
  }
}
