import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Nothing outside a complex's folder names it: no page, component, drawing, script or test carries
// its names, slugs or phone number. The exceptions, in this folder: default.ts names the default
// complex (lib/env.ts reads it), and selected.ts (written by scripts/select-complex.ts) points at the
// chosen folder; outside it, .env.example shows the default's slug.

const root = path.resolve(__dirname, "../../../..");
const folder = __dirname;
const slugs = readdirSync(folder, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return p === folder ? [] : sources(p);
    return /\.(tsx?|mjs|mts|css|json)$/.test(e.name) ? [p] : [];
  });
}

describe("complex isolation", () => {
  it("has at least two complexes, each a folder with an index", () => {
    expect(slugs.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps every complex's names, slugs and phone inside its folder", async () => {
    const files = [
      ...["app", "components", "lib", "scripts", "e2e"].flatMap((d) => sources(path.join(root, d))),
      ...[
        "proxy.ts",
        "instrumentation.ts",
        "next.config.ts",
        "playwright.config.ts",
        "vitest.config.ts",
        ".env.example",
      ].map((f) => path.join(root, f)),
    ];
    const found: string[] = [];
    for (const slug of slugs) {
      const c = await import(`./${slug}/index.ts`);
      const words = [
        slug,
        c.complex.siteName,
        c.complex.brand.name,
        c.complex.brand.english,
        c.complex.company.name,
        c.complex.phone,
        c.complex.address.locality,
        ...c.complex.sites,
        c.location.water.name,
        ...c.consentRecipients.map((r: { name: string }) => r.name),
      ].filter((w: string) => w.length >= 2);
      for (const file of files) {
        const rel = path.relative(root, file);
        const text = readFileSync(file, "utf8");
        for (const w of words) {
          if (!text.includes(w)) continue;
          // The example settings show the default complex's slug.
          if (rel === ".env.example" && w === slug) continue;
          found.push(`${rel}: "${w}"`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
