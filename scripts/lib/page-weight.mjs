// Pure helpers of `npm run budgets` (scripts/check-budgets.mjs): what a page's HTML makes a phone
// download on first load, and the verdict against the budgets in scripts/budgets.json. No I/O here,
// so scripts/check-budgets.test.ts can test every rule on strings.

import { splitTopLevel } from "./viewport-media.mjs";
export {
  MOBILE_VIEWPORT,
  mediaMatches,
  lengthPx,
  slotWidth,
  pickSrcsetCandidate,
  lcpImageUrl,
} from "./viewport-media.mjs";

export const KB = 1024;

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the character references React and Next write (named basics, decimal, hex). */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Attributes of one start tag's inside, names lower-cased (HTML is case-insensitive: imageSrcSet = imagesrcset). */
export function parseAttributes(inside) {
  const attrs = {};
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of inside.matchAll(re)) {
    const name = m[1].toLowerCase();
    if (name in attrs) continue; // the first occurrence wins, as in a browser
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

/** Every `<tag ...>` start tag of the given names, with its attributes; quoted values may hold `>`. */
export function startTags(html, names) {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const out = [];
  const re = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  for (const m of html.matchAll(re)) {
    const name = m[1].toLowerCase();
    if (wanted.has(name)) out.push({ name, attrs: parseAttributes(m[2]) });
  }
  return out;
}

const relOf = (attrs) => (attrs.rel ?? "").toLowerCase().split(/\s+/).filter(Boolean);

/**
 * What the HTML asks for on load. URLs are resolved against `pageUrl` and kept only when they are
 * same-origin paths (`/...`). Scripts: every `<script src>` except `nomodule` ones (modern browsers
 * skip them; listed apart), plus `<link rel=preload as=script>` and `rel=modulepreload`; `js` is the
 * union of those under /_next/static/. Fonts: `<link rel=preload as=font>`. Stylesheets include the
 * font stylesheets the font loader links from their markers (`<span data-font-css>`,
 * components/chrome/font-loader.tsx) once a visitor's browser has the fonts: a budget counts the
 * fonts a page draws with. Images: every `<link rel=preload as=image>` with its srcset, sizes and media.
 */
export function pageAssets(html, pageUrl = "http://localhost/") {
  const resolve = (href) => {
    if (!href) return null;
    const url = new URL(href, pageUrl);
    return url.origin === new URL(pageUrl).origin ? url.pathname + url.search : null;
  };
  const scripts = [];
  const noModuleScripts = [];
  const preloadScripts = [];
  const stylesheets = [];
  const preloadFonts = [];
  const preloadImages = [];
  for (const { name, attrs } of startTags(html, ["script", "link", "span"])) {
    if (name === "span") {
      const href = resolve(attrs["data-font-css"]);
      if (href) stylesheets.push(href);
      continue;
    }
    if (name === "script") {
      const src = resolve(attrs.src);
      if (!src) continue;
      ("nomodule" in attrs ? noModuleScripts : scripts).push(src);
      continue;
    }
    const rel = relOf(attrs);
    const as = (attrs.as ?? "").toLowerCase();
    if (rel.includes("stylesheet")) {
      const href = resolve(attrs.href);
      if (href) stylesheets.push(href);
    } else if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) {
      const href = resolve(attrs.href);
      if (href) preloadScripts.push(href);
    } else if (rel.includes("preload") && as === "font") {
      const href = resolve(attrs.href);
      if (href) preloadFonts.push(href);
    } else if (rel.includes("preload") && as === "image") {
      preloadImages.push({
        href: resolve(attrs.href),
        srcset: attrs.imagesrcset ?? null,
        sizes: attrs.imagesizes ?? null,
        media: attrs.media ?? null,
        fetchpriority: (attrs.fetchpriority ?? "auto").toLowerCase(),
      });
    }
  }
  const uniq = (list) => [...new Set(list)];
  const js = uniq([...scripts, ...preloadScripts]).filter((u) => u.startsWith("/_next/static/"));
  return {
    scripts: uniq(scripts),
    noModuleScripts: uniq(noModuleScripts),
    preloadScripts: uniq(preloadScripts),
    js,
    stylesheets: uniq(stylesheets),
    preloadFonts: uniq(preloadFonts),
    preloadImages,
  };
}

/**
 * The text a visitor sees rendered, roughly: the body without scripts, styles, templates and
 * noscript, tags stripped, entities decoded, plus placeholders (they are drawn with the font too).
 */
export function visibleText(html) {
  const bodyStart = html.search(/<body[\s>]/i);
  let body = bodyStart >= 0 ? html.slice(bodyStart) : html;
  const placeholders = [...body.matchAll(/\splaceholder="([^"]*)"/gi)].map((m) => decodeEntities(m[1]));
  body = body.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, " ");
  // A closed <details> shows only its <summary>: the browser lays out (and fetches glyphs for) the
  // rest when it is opened, so its text is not the page's first-load text.
  body = body.replace(
    /<details\b(?![^>]*\sopen[\s>=])[^>]*>([\s\S]*?)<\/details\s*>/gi,
    (_, inner) => ` ${/<summary\b[\s\S]*?<\/summary\s*>/i.exec(inner)?.[0] ?? ""} `,
  );
  body = body.replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^>]*>/g, " ");
  return `${decodeEntities(body)} ${placeholders.join(" ")}`;
}

/** `U+AC00-D7A3, U+0041, U+4??` as [from, to] code point pairs. */
export function parseUnicodeRange(value) {
  return value
    .split(",")
    .map((s) => s.trim().replace(/^u\+/i, ""))
    .filter(Boolean)
    .map((r) => {
      if (r.includes("?")) return [parseInt(r.replace(/\?/g, "0"), 16), parseInt(r.replace(/\?/g, "F"), 16)];
      const [a, b = a] = r.split("-");
      return [parseInt(a, 16), parseInt(b, 16)];
    });
}

const unquote = (s) =>
  s
    .trim()
    .replace(/^["']|["']$/g, "")
    .trim();

/**
 * The stylesheet's @font-face rules: family, the first url() of src resolved against `cssUrl`, and
 * the unicode ranges (all of Unicode without one).
 */
export function parseFontFaces(css, cssUrl = "http://localhost/") {
  const faces = [];
  for (const m of css.matchAll(/@font-face\s*\{([^}]*)\}/gi)) {
    const block = m[1];
    const family = /font-family\s*:\s*([^;]+)/i.exec(block)?.[1];
    const src = /src\s*:[^;]*?url\(\s*(['"]?)([^'")]+)\1\s*\)/i.exec(block)?.[2];
    const range = /unicode-range\s*:\s*([^;]+)/i.exec(block)?.[1];
    if (!family || !src) continue;
    const url = new URL(src, cssUrl);
    faces.push({
      family: unquote(family),
      url: url.origin === new URL(cssUrl).origin ? url.pathname + url.search : url.href,
      ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
    });
  }
  return faces;
}

/**
 * The font-family stacks the stylesheet sets (`font-family` outside @font-face, and `--font-*`
 * variables), each a list of lower-cased family names in order; var() references are dropped.
 */
export function fontStacks(css) {
  const withoutFaces = css.replace(/@font-face\s*\{[^}]*\}/gi, "");
  const seen = new Map();
  for (const m of withoutFaces.matchAll(/(?:font-family|--font-[\w-]+)\s*:\s*([^;}]+)/gi)) {
    const stack = splitTopLevel(m[1].replace(/var\([^)]*\)/g, ""))
      .map((name) => unquote(name).toLowerCase())
      .filter(Boolean);
    if (stack.length) seen.set(stack.join(","), stack);
  }
  return [...seen.values()];
}

/**
 * The font files a browser downloads for this text, as its font fallback does per character: in
 * each stack, the first family with a face whose unicode-range holds the character supplies it, and
 * that family's faces covering it are fetched (every weight and style of a static family: an upper
 * bound). This is how the subsets of a split font are picked. Any stack may style some text.
 */
export function fontFilesForText(faces, stacks, text) {
  const byFamily = new Map();
  for (const face of faces) {
    const key = face.family.toLowerCase();
    byFamily.set(key, [...(byFamily.get(key) ?? []), face]);
  }
  const covers = (face, cp) => face.ranges.some(([a, b]) => cp >= a && cp <= b);
  const codes = new Set();
  for (const ch of text) codes.add(ch.codePointAt(0));
  const urls = new Set();
  for (const stack of stacks) {
    for (const cp of codes) {
      for (const family of stack) {
        const covering = (byFamily.get(family) ?? []).filter((face) => covers(face, cp));
        if (covering.length === 0) continue;
        for (const face of covering) urls.add(face.url);
        break;
      }
    }
  }
  return faces.map((f) => f.url).filter((url, i, all) => urls.has(url) && all.indexOf(url) === i);
}

/**
 * The forbidden libraries a chunk carries: `forbidden` maps a library name to the strings that
 * betray it (case-sensitive substrings). Returns [{ library, match }].
 */
export function forbiddenIn(code, forbidden) {
  const found = [];
  for (const [library, needles] of Object.entries(forbidden)) {
    const match = needles.find((n) => code.includes(n));
    if (match) found.push({ library, match });
  }
  return found;
}

/** The budget of a route: the defaults, overridden by the route's own entry. */
export function budgetFor(route, budgets) {
  return { ...budgets.default, ...(budgets.routes?.[route] ?? {}) };
}

/**
 * `over`'s budgets laid over `base`'s, figure by figure (a route of `over` keeps `base`'s other
 * figures). A route of `base` that raises a default keeps its raise over `over`'s default: a page
 * given 6 KB more than the 250 of every page has 306 where `over` makes every page 300, not 256.
 */
export function mergeBudgets(base, over) {
  const defaults = { ...base.default, ...over.default };
  const routes = {};
  for (const [route, figures] of Object.entries(base.routes ?? {}))
    routes[route] = Object.fromEntries(
      Object.entries(figures).map(([key, kb]) => [key, kb + (defaults[key] ?? 0) - (base.default?.[key] ?? 0)]),
    );
  for (const [route, figures] of Object.entries(over.routes ?? {})) routes[route] = { ...routes[route], ...figures };
  return { default: defaults, routes };
}

/** The figures that have a budget, in table order, and the budget key each is held to. */
export const BUDGETED = Object.freeze([
  { figure: "jsGzip", budget: "jsGzipKB", label: "JS gzip" },
  { figure: "htmlGzip", budget: "htmlGzipKB", label: "HTML gzip" },
  { figure: "fonts", budget: "fontKB", label: "fonts" },
  { figure: "total", budget: "totalKB", label: "total" },
]);

/**
 * The verdict of one route: for each budgeted figure (bytes) its value in KB, the budget and whether
 * it fits (a missing budget always fits), plus the forbidden libraries found in its chunks.
 * `ok` is false when any figure is over or any forbidden library is present.
 */
export function verdict(figures, budget, forbiddenFound = []) {
  const checks = BUDGETED.map(({ figure, budget: key, label }) => {
    const kb = figures[figure] / KB;
    const limit = budget[key];
    return { figure, label, kb, limit: limit ?? null, ok: limit == null || kb <= limit };
  });
  return { checks, forbidden: forbiddenFound, ok: checks.every((c) => c.ok) && forbiddenFound.length === 0 };
}
