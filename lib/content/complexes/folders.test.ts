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

describe("the content check (issue 24)", () => {
  it("names a video id known to play nothing, a placeholder tour address and a home link to no page", async () => {
    const c = await import(`./${slugs[0]}/index.ts`);
    const broken = {
      ...c,
      brandVideo: { ...c.brandVideo, youtubeId: "LvLbrandF01" },
      unitVideos: c.unitVideos.map((v: { id: number }, i: number) => (i === 0 ? { ...v, youtubeId: "xxxxxxxxxxx" } : v)),
      vrTourList: [{ label: "84A", url: "https://tour.example.com/84a" }],
      unitPlan: { ...c.unitPlan, teaser: { href: "/FloorPlan/999Z", text: "평면 자세히 보기" } },
    };
    const problems = crossCheck(broken);
    expect(problems).toContainEqual(expect.stringMatching(/^media\.ts: brandVideo: YouTube id 'LvLbrandF01' is a known placeholder/));
    expect(problems).toContainEqual(expect.stringMatching(/^media\.ts: unitVideos\[1\]: YouTube id 'xxxxxxxxxxx' is filler/));
    expect(problems).toContainEqual(expect.stringMatching(/^media\.ts: vrTourList '84A': VR tour address 'https:\/\/tour\.example\.com\/84a' is a placeholder host/));
    expect(problems).toContainEqual("home.ts: unitPlan.teaser.href: '/FloorPlan/999Z' is no page of this complex");
    expect(problems).toHaveLength(4);
  });
});
