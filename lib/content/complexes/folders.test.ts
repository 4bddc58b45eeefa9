import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { crossCheck } from "../validate";

// Every complex folder parses (its files validate against the content schema on import) and adds
// up, whichever complex this build shows.

const slugs = readdirSync(__dirname, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

describe("complex folders", () => {
  for (const slug of slugs) {
    it(`${slug}: parses and adds up`, async () => {
      const c = await import(`./${slug}/index.ts`);
      expect(crossCheck(c)).toEqual([]);
    });
  }

  it("give every complex its own press slugs", async () => {
    const sites = (await Promise.all(slugs.map(async (s) => (await import(`./${s}/index.ts`)).complex.sites as string[]))).flat();
    expect(new Set(sites).size).toBe(sites.length);
  });
});
