import path from "node:path";

// The house rule of lib/: it is a few modules, each a folder lib/<module>/, in one order from the
// ground up. A module imports only modules below it (so no two modules import each other), and,
// from outside, a module is entered by its door alone: lib/<module>/index.ts, or client.ts for the
// part a browser may load (no server-only code). Tests, test-support/, e2e/ and scripts/ are no part
// of the product's graph: they may reach inside a module, and a test may put modules together.
//
// A module marked `open` is a layer of parts rather than one door: the platform (db, queue, http...)
// and the site (content, art, seo...) are libraries that pages, islands and every module use on
// both sides of the server/browser line, so one barrel would carry server-only code, or the whole
// complex's copy, into the islands' bundles. From outside such a layer a part is entered by its
// door (lib/<layer>/<part>/index.ts) or one of its top-level files; what a part keeps in a folder
// of its own (its store's adapters, the complexes' folders) stays inside it.

/** From the ground up: each may import only those before it. */
export const MODULES = [
  { name: "ads", doors: ["config.mjs"], about: "the ad platforms' tag settings (imports nothing)" },
  {
    name: "platform",
    open: true,
    about:
      "db, firebase, store factory, queue, http, runtime, quota, time, format, log (settings: lib/env.ts, beside the modules)",
  },
  { name: "site", open: true, about: "content, art, seo, routes, media, font, sales, calendar, vitals, retention" },
  { name: "staff", about: "sign-in, roles, staff accounts, access records, the action guard" },
  {
    name: "press",
    // latest.ts: the newest articles alone, for the home page, which must not carry the publish actions.
    doors: ["index.ts", "client.ts", "latest.ts"],
    about: "press articles: store, actions, views, feed",
  },
  { name: "messages", about: "texts to visitors and staff: the SMS outbox and its sender" },
  { name: "leads", about: "intake, the lead store, follow-ups, desk, alerts, remaining units" },
  { name: "visits", about: "visit booking and its messages" },
  { name: "privacy", about: "erasure across the stores, the processors and recipients" },
  { name: "office", about: "the back office: dashboard, inbox, CSV, the desk's actions" },
  { name: "server", about: "startup and shutdown, the scheduled jobs and their cron route, health" },
  { name: "proxy", about: "the proxy's ordered steps, before Next (proxy.ts)" },
];

const DOORS = ["index.ts", "index.tsx", "client.ts"];
const rank = new Map(MODULES.map((m, i) => [m.name, i]));
const byName = new Map(MODULES.map((m) => [m.name, m]));

/** The module and the path inside it of a file of lib/, or null. */
function placeOf(file, root) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] !== "lib" || rel.length < 2) return null;
  if (rel.length === 2) return { module: rel[1].replace(/\..*$/, ""), inner: "" };
  return { module: rel[1], inner: rel.slice(2).join("/") };
}

function targetOf(spec, file, root) {
  if (spec.startsWith("@/")) return path.join(root, spec.slice(2));
  if (spec.startsWith(".")) return path.resolve(path.dirname(file), spec);
  return null;
}

function isDoor(module, inner) {
  if (inner === "" || inner === "index" || inner === "client") return true;
  const doors = byName.get(module)?.doors ?? DOORS;
  return doors.some((d) => inner === d || inner === d.replace(/\.(ts|tsx|mjs)$/, ""));
}

const exempt = (rel) =>
  /\.test\.tsx?$/.test(rel) || rel.startsWith("test-support/") || rel.startsWith("e2e/") || rel.startsWith("scripts/");

export const modulesRule = {
  meta: {
    type: "problem",
    docs: { description: "lib/ modules import downward only, and enter another module by its door" },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const rel = path.relative(root, file);
    const here = placeOf(file, root);
    function check(node, spec) {
      if (typeof spec !== "string") return;
      const target = targetOf(spec, file, root);
      if (!target) return;
      const there = placeOf(target, root);
      if (!there || !rank.has(there.module)) return;
      if (here && here.module === there.module) {
        // Inside a module its files import each other directly: through its own door they would
        // load the whole module and could import themselves.
        const ownDoor = (there.inner === "" || isDoor(there.module, there.inner)) && !isDoor(here.module, here.inner);
        if (ownDoor && !exempt(rel) && !byName.get(here.module)?.open)
          context.report({
            node,
            message: `lib/${here.module} imports its own door: import the file inside it directly.`,
          });
        return;
      }
      if (exempt(rel)) return;
      if (here && rank.has(here.module) && rank.get(there.module) > rank.get(here.module)) {
        context.report({
          node,
          message: `lib/${here.module} may not import lib/${there.module}: modules import downward only (${MODULES.map((m) => m.name).join(" < ")}).`,
        });
        return;
      }
      const entered = byName.get(there.module);
      if (entered.open) {
        // lib/env.ts reads the default complex's slug from the one file outside that complex's
        // folder that may spell it (lib/site/content/complexes/default.ts).
        if (there.inner.split("/").length <= 2 || rel === path.join("lib", "env.ts")) return;
        context.report({
          node,
          message: `"${spec}" reaches into a folder inside lib/${there.module}/${there.inner.split("/")[0]}: import the part's door or one of its top-level files.`,
        });
        return;
      }
      if (isDoor(there.module, there.inner)) return;
      context.report({
        node,
        message: `"${spec}" reaches inside lib/${there.module}: import its door, "@/lib/${there.module}" (or "@/lib/${there.module}/client" in a browser).`,
      });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
      CallExpression: (node) => {
        const callee = node.callee;
        const mocked =
          callee.type === "MemberExpression" &&
          callee.object.type === "Identifier" &&
          callee.object.name === "vi" &&
          callee.property.type === "Identifier" &&
          ["mock", "doMock", "importActual"].includes(callee.property.name);
        if (mocked && node.arguments[0]?.type === "Literal") check(node.arguments[0], node.arguments[0].value);
      },
    };
  },
};

const plugin = { rules: { modules: modulesRule } };
export default plugin;
